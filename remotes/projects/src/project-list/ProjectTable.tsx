import type { ReactNode } from 'react';
import { Link } from '@reelforge/router';
import { projectPath, type Project, type SortDirection } from '@reelforge/model';
import { isMetaClick } from '@reelforge/ui';
import { toggled, toggledAll } from './selection.js';

export const keyOf = (project: Project) => `${project.region}/${project.uid}`;

/** A column a page adds (one region's projects show each project's tags). */
export interface ProjectColumn {
  header: string;
  cell: (project: Project) => ReactNode;
}

interface Props {
  projects: Project[];
  selection: ReadonlySet<string>;
  onSelect: (selection: Set<string>) => void;
  direction: SortDirection;
  onSort: () => void;
  column?: ProjectColumn;
}

export function ProjectTable({ projects, selection, onSelect, direction, onSort, column }: Props) {
  const keys = projects.map(keyOf);
  const allSelected = keys.length > 0 && keys.every((key) => selection.has(key));
  return (
    <table className="rf-table" aria-label="Projects">
      <thead>
        <tr>
          <th scope="col">
            <input
              type="checkbox"
              aria-label="Select all projects"
              checked={allSelected}
              onChange={() => onSelect(toggledAll(selection, keys))}
            />
          </th>
          <th scope="col">Name</th>
          <th scope="col">Region</th>
          <th scope="col" aria-sort={direction === 'desc' ? 'descending' : 'ascending'}>
            <button
              type="button"
              onClick={onSort}
              aria-label={`Sort by date created, ${direction === 'desc' ? 'oldest' : 'newest'} first`}
            >
              Created {direction === 'desc' ? '↓' : '↑'}
            </button>
          </th>
          {column && <th scope="col">{column.header}</th>}
        </tr>
      </thead>
      <tbody>
        {projects.map((project) => {
          const key = keyOf(project);
          const selected = selection.has(key);
          return (
            <tr
              key={key}
              aria-selected={selected}
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a, input')) return;
                onSelect(isMetaClick(event) ? toggled(selection, key) : new Set([key]));
              }}
            >
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${project.name}`}
                  checked={selected}
                  onChange={() => onSelect(toggled(selection, key))}
                />
              </td>
              <td>
                <Link to={projectPath(project.region, project.uid)}>{project.name}</Link>
              </td>
              <td>{project.region}</td>
              <td>
                <time dateTime={project.date_created}>{new Date(project.date_created).toLocaleString()}</time>
              </td>
              {column && <td>{column.cell(project)}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
