import { useMemo, useState, type ReactNode } from 'react';
import { searchProjects, sortProjects, type Project, type SortDirection } from '@reelforge/model';
import { IconButton, SplitPane } from '@reelforge/ui';
import { ListToolbar } from '@reelforge/ui/lists';
import { CopyProjectsDialog } from '../project-copy/CopyProjectsDialog.js';
import { MigrateProjectsDialog } from '../project-copy/MigrateProjectsDialog.js';
import { CreateProjectDialog } from './CreateProjectDialog.js';
import { DeleteProjectsDialog } from './DeleteProjectsDialog.js';
import { ProjectDetails } from './ProjectDetails.js';
import { keyOf, ProjectTable, type ProjectColumn } from './ProjectTable.js';
import { useProjects } from './useProjects.js';

/** What a page built on the list adds to it (one region's projects add their tags). */
export interface ProjectListExtras {
  /** Beside the list, on its left (the tag menu). */
  aside?: ReactNode;
  /** Only projects it keeps are listed; `label` names what it keeps, for the empty list. */
  filter?: { keep: (project: Project) => boolean; label: string };
  /** One more column of the table. */
  column?: ProjectColumn;
  /** Below the details of the selected projects. */
  details?: (selected: Project[]) => ReactNode;
}

/** Projects across all enabled regions (or one region's): sort, search, select, create, delete. */
export function ProjectList({ region, extras }: { region?: string; extras?: ProjectListExtras }) {
  const { projects, errors, loaded, reload } = useProjects(region);
  const [query, setQuery] = useState('');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'create' | 'delete' | 'copy' | 'migrate' | null>(null);

  const filter = extras?.filter;
  const visible = useMemo(
    () => sortProjects(searchProjects(filter ? projects.filter(filter.keep) : projects, query), direction),
    [projects, query, direction, filter],
  );
  const selected = useMemo(() => projects.filter((p) => selection.has(keyOf(p))), [projects, selection]);

  const list = (
    <div className="rf-project-list">
      <ListToolbar
        title={region ? `Projects in ${region}` : 'Projects'}
        search={{ label: 'Search projects', value: query, onChange: setQuery }}
      >
        <IconButton icon="+" text="New project" className="rf-primary" onClick={() => setDialog('create')} />
        <IconButton icon="✕" text="Delete" disabled={selected.length === 0} onClick={() => setDialog('delete')} />
        <IconButton icon="⧉" text="Copy" disabled={selected.length === 0} onClick={() => setDialog('copy')} />
        <IconButton icon="➜" text="Migrate" disabled={selected.length === 0} onClick={() => setDialog('migrate')} />
      </ListToolbar>
      {errors.length > 0 && (
        <div className="rf-messages" role="alert" aria-label="Region errors">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {loaded && visible.length === 0 ? (
        <p className="rf-empty">
          {query
            ? `No project matches “${query}”.`
            : filter
              ? `No project carries ${filter.label}.`
              : 'No projects yet. Create one to begin.'}
        </p>
      ) : (
        <ProjectTable
          projects={visible}
          selection={selection}
          onSelect={setSelection}
          direction={direction}
          onSort={() => setDirection(direction === 'desc' ? 'asc' : 'desc')}
          column={extras?.column}
        />
      )}
    </div>
  );

  return (
    <>
      <SplitPane
        area="projects"
        left={
          extras?.aside ? (
            <div className="rf-with-aside">
              {extras.aside}
              {list}
            </div>
          ) : (
            list
          )
        }
        right={
          <>
            <ProjectDetails selected={selected} onDelete={() => setDialog('delete')} />
            {selected.length > 0 && extras?.details?.(selected)}
          </>
        }
      />
      {dialog === 'create' && <CreateProjectDialog defaultRegion={region} onClose={() => setDialog(null)} />}
      {dialog === 'copy' && selected.length > 0 && (
        <CopyProjectsDialog projects={selected} onClose={() => setDialog(null)} />
      )}
      {dialog === 'migrate' && selected.length > 0 && (
        <MigrateProjectsDialog
          projects={selected}
          onClose={() => {
            setDialog(null);
            setSelection(new Set());
          }}
        />
      )}
      {dialog === 'delete' && selected.length > 0 && (
        <DeleteProjectsDialog
          projects={selected}
          onCancel={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setSelection(new Set());
            reload();
          }}
        />
      )}
    </>
  );
}
