/** Where a job may render: the project's distributions as the batch editor offers them. */
import {
  defaultDistribution,
  jobRenderRegion,
  regionLabel,
  renderableDistributions,
  type BatchJob,
  type Distribution,
} from '@reelforge/model';

/**
 * The distributions a job may render in; the project's own region alone until the list is read, or when it cannot be.
 */
export function renderChoices(projectRegion: string, list: readonly Distribution[] | null): Distribution[] {
  const renderable = list ? renderableDistributions(list) : [];
  return renderable.some((d) => d.name === projectRegion)
    ? renderable
    : [defaultDistribution(projectRegion), ...renderable];
}

/** A distribution as the Render in field offers it, saying so when the copy there is behind the project. */
export function renderChoiceLabel(distribution: Distribution): string {
  const name = regionLabel(distribution.name, distribution.fullname || undefined);
  return isBehind(distribution) ? `${name} – has unpublished changes` : name;
}

/** A published copy that the project has changed since: renders there use the copy as it was. */
export function isBehind(distribution: Distribution): boolean {
  return !distribution.default && distribution.dirty;
}

/**
 * Why the job cannot render where it says, or null: once the list is read, a region that is
 * no longer a renderable distribution (depublished, or its publish failed).
 */
export function renderRegionProblem(
  job: Pick<BatchJob, 'region'>,
  projectRegion: string,
  list: readonly Distribution[] | null,
): string | null {
  const region = jobRenderRegion(job, projectRegion);
  if (!list || region === projectRegion) return null;
  if (renderChoices(projectRegion, list).some((d) => d.name === region)) return null;
  return (
    `The project is not published to ${regionLabel(region)} now: ` +
    'choose where to render, or publish it there again.'
  );
}
