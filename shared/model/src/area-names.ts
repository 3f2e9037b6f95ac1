import type { ProjectSection } from './routing.js';

/** The product's names for a project's pages (docs/reference.md §2), as menus and placeholders show them. */
export const SECTION_NAMES: Record<ProjectSection, string> = {
  videos: 'Videos',
  images: 'Images',
  audios: 'Audios',
  fonts: 'Fonts',
  datasources: 'Datasources',
  aux: 'Aux data',
  settings: 'Settings',
  movies: 'Movies',
  scripts: 'Scripts',
  stories: 'Stories',
  batch: 'Batch',
  comps: 'Motion tracking',
  fx: 'Effects',
  xml: 'XML templates',
  analytics: 'Analytics',
  errorlogs: 'Error logs',
  publish: 'Publish',
  webhooks: 'Webhooks',
};

const OTHER_AREA_NAMES: Record<string, string> = {
  projects: 'Projects',
  'region-projects': 'Projects',
  userfs: 'User file store',
  assume: 'Assume an account',
  assumebyproject: 'Assume by project',
  copyproject: 'Copy a project',
  accounts: 'Accounts',
  usage: 'Usage',
  'client-errors': 'Client errors',
};

/** The name a person sees for an area of the console; never its internal key. */
export function areaName(area: string): string {
  if (Object.prototype.hasOwnProperty.call(SECTION_NAMES, area)) return SECTION_NAMES[area as ProjectSection];
  return Object.prototype.hasOwnProperty.call(OTHER_AREA_NAMES, area)
    ? (OTHER_AREA_NAMES[area] as string)
    : 'This page';
}
