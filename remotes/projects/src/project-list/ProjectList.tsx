import { useMemo, useState } from 'react';
import { searchProjects, sortProjects, type SortDirection } from '@reelforge/model';
import { IconButton, SplitPane } from '@reelforge/ui';
import { CreateProjectDialog } from './CreateProjectDialog.js';
import { DeleteProjectsDialog } from './DeleteProjectsDialog.js';
import { ProjectDetails } from './ProjectDetails.js';
import { keyOf, ProjectTable } from './ProjectTable.js';
import { useProjects } from './useProjects.js';

/** Projects across all enabled regions (or one region's): sort, search, select, create, delete. */
export function ProjectList({ region }: { region?: string }) {
  const { projects, errors, loaded, reload } = useProjects(region);
  const [query, setQuery] = useState('');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'create' | 'delete' | null>(null);

  const visible = useMemo(() => sortProjects(searchProjects(projects, query), direction), [projects, query, direction]);
  const selected = useMemo(() => projects.filter((p) => selection.has(keyOf(p))), [projects, selection]);

  const list = (
    <div className="rf-project-list">
      <div className="rf-toolbar">
        <h1>{region ? `Projects in ${region}` : 'Projects'}</h1>
        <input type="search" aria-label="Search projects" placeholder="Search projects" value={query} onChange={(e) => setQuery(e.target.value)} />
        <IconButton icon="+" text="New project" className="rf-primary" onClick={() => setDialog('create')} />
        <IconButton icon="✕" text="Delete" disabled={selected.length === 0} onClick={() => setDialog('delete')} />
      </div>
      {errors.length > 0 && (
        <div className="rf-messages" role="alert" aria-label="Region errors">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {loaded && visible.length === 0 ? (
        <p className="rf-empty">{query ? `No project matches “${query}”.` : 'No projects yet. Create one to begin.'}</p>
      ) : (
        <ProjectTable projects={visible} selection={selection} onSelect={setSelection} direction={direction} onSort={() => setDirection(direction === 'desc' ? 'asc' : 'desc')} />
      )}
    </div>
  );

  return (
    <>
      <SplitPane area="projects" left={list} right={<ProjectDetails selected={selected} onDelete={() => setDialog('delete')} />} />
      {dialog === 'create' && <CreateProjectDialog defaultRegion={region} onClose={() => setDialog(null)} />}
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
