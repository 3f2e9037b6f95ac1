import { DEFAULT_LAST_REGION, LAST_REGION_PLACEHOLDER } from './constants.js';

/** The region /byregion goes to: the named one, or for $last (or none) the remembered one. */
export function byRegionTarget(
  param: string | undefined,
  lastRegionCookie: string | undefined,
  known: readonly string[],
): string {
  if (param && param !== LAST_REGION_PLACEHOLDER && known.includes(param)) return param;
  if (lastRegionCookie && known.includes(lastRegionCookie)) return lastRegionCookie;
  return known.includes(DEFAULT_LAST_REGION) || known.length === 0 ? DEFAULT_LAST_REGION : (known[0] as string);
}

export type FxType = 'fxexpress' | 'fxpro' | 'mpx';

/** The beta switch chosen by the fxtype query parameter. */
export function parseFxType(value: string | null | undefined): FxType | undefined {
  return value === 'fxexpress' || value === 'fxpro' || value === 'mpx' ? value : undefined;
}

/** Project sections and the console area (remote) that owns each. */
export const PROJECT_SECTIONS = {
  videos: 'assets',
  images: 'assets',
  audios: 'assets',
  fonts: 'assets',
  datasources: 'assets',
  aux: 'assets',
  settings: 'assets',
  movies: 'movies',
  scripts: 'stories',
  stories: 'stories',
  batch: 'batch',
  comps: 'templates',
  fx: 'templates',
  xml: 'templates',
  analytics: 'analytics',
  errorlogs: 'analytics',
  publish: 'projects',
  webhooks: 'projects',
} as const;

export type ProjectSection = keyof typeof PROJECT_SECTIONS;

/**
 * Sections whose area is deployed but whose page is not built yet (docs/reference.md §2): the
 * project menu leaves them out and their address shows the calm "coming" page. None today.
 */
export const SECTIONS_COMING: ReadonlySet<ProjectSection> = new Set<ProjectSection>([]);

/**
 * Whether the project menu offers a section, given whether its area is in this deployment and the sections still
 * coming.
 */
export const sectionOffered = (
  section: ProjectSection,
  areaDeployed: boolean,
  coming: ReadonlySet<ProjectSection> = SECTIONS_COMING,
): boolean => areaDeployed && !coming.has(section);

export function isProjectSection(value: string | undefined): value is ProjectSection {
  return value !== undefined && Object.prototype.hasOwnProperty.call(PROJECT_SECTIONS, value);
}

export function projectPath(region: string, projectId: string, section: ProjectSection = 'videos'): string {
  return `/projects/${encodeURIComponent(region)}/${encodeURIComponent(projectId)}/${section}`;
}

/** The area (remote) a console address opens, if any: the first one worth fetching early. */
export function areaForPath(pathname: string): string | undefined {
  const [first, region, projectId, section] = pathname.split('/').filter(Boolean);
  if (first === 'byregion') return 'projects';
  if (first !== 'projects') return undefined;
  if (!region) return 'projects';
  if (!projectId) return undefined;
  return PROJECT_SECTIONS[isProjectSection(section) ? section : 'videos'];
}
