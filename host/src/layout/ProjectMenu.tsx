import { NavLink } from '@reelforge/router';
import {
  canPublish,
  PROJECT_SECTIONS,
  SECTION_NAMES,
  sectionOffered,
  type Project,
  type ProjectSection,
} from '@reelforge/model';
import { useAreaListFailure } from '../federation/area-list.js';
import { isRegistered } from '../federation/remotes.js';

const ENTRIES: { section: ProjectSection; icon: string }[] = [
  { section: 'videos', icon: '▶' },
  { section: 'images', icon: '▣' },
  { section: 'audios', icon: '♪' },
  { section: 'fonts', icon: 'A' },
  { section: 'datasources', icon: '▦' },
  { section: 'aux', icon: '≡' },
  { section: 'movies', icon: '◈' },
  { section: 'scripts', icon: '{}' },
  { section: 'stories', icon: '☰' },
  { section: 'batch', icon: '⇶' },
  { section: 'comps', icon: '◎' },
  { section: 'fx', icon: '✦' },
  { section: 'xml', icon: '</>' },
  { section: 'analytics', icon: '▤' },
  { section: 'errorlogs', icon: '⚠' },
  { section: 'publish', icon: '⇪' },
  { section: 'webhooks', icon: '↯' },
  { section: 'settings', icon: '⚙' },
];

/**
 * The project menu. It offers only pages this deployment has (a page whose area is not built
 * yet, or whose page its area does not have yet, is left out), and no publishing in the legacy region. While the list
 * of areas could not
 * be read every page is offered: each then says why it cannot open.
 */
export function ProjectMenu({ project }: { project: Project }) {
  const listFailed = useAreaListFailure() !== null;
  const base = `/projects/${encodeURIComponent(project.region)}/${encodeURIComponent(project.uid)}`;
  const shown = ENTRIES.filter(
    ({ section }) =>
      (listFailed || sectionOffered(section, isRegistered(PROJECT_SECTIONS[section]))) &&
      (section !== 'publish' || canPublish(project.region)),
  );
  return (
    <nav className="rf-project-menu" aria-label="Project">
      <p className="rf-project-name" title={project.name}>
        {project.name}
        <small>{project.region}</small>
      </p>
      <ul>
        {shown.map(({ section, icon }) => (
          <li key={section}>
            <NavLink to={`${base}/${section}`}>
              <span className="rf-icon" aria-hidden="true">
                {icon}
              </span>
              <span className="rf-menu-text">{SECTION_NAMES[section]}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
