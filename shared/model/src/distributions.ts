import { LEGACY_REGION } from './constants.js';
import { canPublish } from './projects.js';
import type { RegionsConfig } from './entities.js';

/**
 * A distribution is a region a project is published to (docs/reference.md §3). The project's own
 * region is its default distribution and is always PUBLISHED; another region holds a
 * published copy of the project's assets and movies, made by a publish task, so the
 * project can be rendered there. It is dirty when the project changed after the copy.
 */
export type DistributionState = 'PUBLISHED' | 'PUBLISHING' | 'FAILED';

export interface Distribution {
  /** The region's name. */
  name: string;
  fullname: string;
  state: DistributionState;
  dirty: boolean;
  default: boolean;
  /** Console-only flag, false on load. */
  selected?: boolean;
  /** When the copy was last made (ISO date); absent for the default. */
  published?: string;
  /** Why the last publish failed, for a FAILED one. */
  message?: string;
}

/** A project's own region as its distribution: the default, always published. */
export function defaultDistribution(region: string): Distribution {
  return { name: region, fullname: regionFullname(region), state: 'PUBLISHED', dirty: false, default: true };
}

/** GET /v1/internal/publish/{prjuid}: the default first, then the others by name. */
export interface DistributionList {
  Distributions: Distribution[];
}

/** A publish task (PUT or GET /iv/apps/api/v2/publish/{prjuid}). */
export type PublishTaskStatus = 'pending' | 'copying' | 'done' | 'error';

export interface PublishTask {
  task_id: string;
  status: PublishTaskStatus;
  /** Content files copied so far, of `total` once they have been listed (absent from an older platform). */
  done?: number;
  total?: number;
  /** The reason of an error. */
  Message?: string;
}

/** A publish task is polled this often until it ends (docs/reference.md §4, like migration). */
export const PUBLISH_POLL_MS = 1000;

const FULL_NAMES: Readonly<Record<string, string>> = {
  'eu-west-1': 'Europe (Ireland)',
  'us-east-1': 'US East (N. Virginia)',
  'eu-original-1': 'Europe (original)',
};

/** A region's name for people, e.g. "US East (N. Virginia)"; an unknown region is its own name. */
export function regionFullname(region: string): string {
  return FULL_NAMES[region] ?? region;
}

/**
 * A region for people and its name: "US East (N. Virginia) (us-east-1)", or just the name when that is all there is.
 */
export function regionLabel(name: string, fullname = regionFullname(name)): string {
  return fullname && fullname !== name ? `${fullname} (${name})` : name;
}

/** Whether a project of `projectRegion` may be published to `target`: an enabled other region, never the legacy one. */
export function isPublishTarget(regions: RegionsConfig, projectRegion: string, target: string): boolean {
  const config = regions[target];
  return (
    canPublish(projectRegion) &&
    config !== undefined &&
    config.enabled &&
    target !== projectRegion &&
    target !== LEGACY_REGION
  );
}

/**
 * The regions the new distribution dialog offers, in the configuration's order: publish
 * targets the project is not already distributed to (a FAILED one may be tried again).
 */
export function newDistributionChoices(
  regions: RegionsConfig,
  projectRegion: string,
  distributions: readonly Distribution[],
): string[] {
  const taken = new Set(distributions.filter((d) => d.state !== 'FAILED').map((d) => d.name));
  return Object.keys(regions).filter((name) => isPublishTarget(regions, projectRegion, name) && !taken.has(name));
}

/**
 * The distributions a render may go to: the default, then those holding a complete copy by
 * name (a copy made once keeps serving while a sync runs, or after one failed).
 */
export function renderableDistributions(distributions: readonly Distribution[]): Distribution[] {
  return distributions
    .filter((d) => d.default || d.state === 'PUBLISHED' || d.published !== undefined)
    .sort((a, b) => Number(b.default) - Number(a.default) || a.name.localeCompare(b.name));
}

/** A distribution's state as the publish page and the batch editor say it. */
export function distributionStateText(distribution: Distribution): string {
  if (distribution.default) return 'Default';
  switch (distribution.state) {
    case 'PUBLISHING':
      return 'Publishing…';
    case 'FAILED':
      return 'Publishing failed';
    case 'PUBLISHED':
      return distribution.dirty ? 'Published, with changes not yet published' : 'Published';
  }
}
