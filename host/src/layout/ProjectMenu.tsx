import { NavLink } from '@reelforge/router';
import { canPublish, type Project, type ProjectSection } from '@reelforge/model';

const ENTRIES: { section: ProjectSection; label: string; icon: string }[] = [
  { section: 'videos', label: 'Videos', icon: '▶' },
  { section: 'images', label: 'Images', icon: '▣' },
  { section: 'audios', label: 'Audios', icon: '♪' },
  { section: 'fonts', label: 'Fonts', icon: 'A' },
  { section: 'datasources', label: 'Datasources', icon: '▦' },
  { section: 'aux', label: 'Aux data', icon: '≡' },
  { section: 'movies', label: 'Movies', icon: '◈' },
  { section: 'scripts', label: 'Scripts', icon: '{}' },
  { section: 'stories', label: 'Stories', icon: '☰' },
  { section: 'batch', label: 'Batch', icon: '⇶' },
  { section: 'comps', label: 'Tracking', icon: '◎' },
  { section: 'fx', label: 'Effects', icon: '✦' },
  { section: 'xml', label: 'XML templates', icon: '</>' },
  { section: 'analytics', label: 'Analytics', icon: '▤' },
  { section: 'errorlogs', label: 'Error logs', icon: '⚠' },
  { section: 'publish', label: 'Publish', icon: '⇪' },
  { section: 'settings', label: 'Settings', icon: '⚙' },
];

/** The project menu; publishing is not offered in the legacy region. */
export function ProjectMenu({ project }: { project: Project }) {
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}`;
  return (
    <nav className="rf-project-menu" aria-label="Project">
      <p className="rf-project-name" title={project.name}>
        {project.name}
        <small>{project.region}</small>
      </p>
      <ul>
        {ENTRIES.filter((entry) => entry.section !== 'publish' || canPublish(project.region)).map((entry) => (
          <li key={entry.section}>
            <NavLink to={`${base}/${entry.section}`}>
              <span className="rf-icon" aria-hidden="true">
                {entry.icon}
              </span>
              <span className="rf-menu-text">{entry.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
