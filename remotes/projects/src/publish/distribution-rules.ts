import { distributionStateText, escapeHtml, messageOf, projectPath, type Distribution } from '@reelforge/model';

/** What a distribution is busy with while the console waits for the server. */
export type DistributionWork = 'publishing' | 'syncing' | 'removing';

/** The project's own region is always published; only the other distributions can be synced or removed. */
export function canSyncOrRemove(distribution: Distribution): boolean {
  return !distribution.default;
}

/** The publishing status page, or one distribution's page when `dist` is given. */
export function publishPath(region: string, prjuid: string, dist?: string): string {
  const list = projectPath(region, prjuid, 'publish');
  return dist ? `${list}/${encodeURIComponent(dist)}` : list;
}

/** The distribution named by the rest of the address after .../publish/, or undefined for the status page. */
export function distributionParam(rest: string | undefined): string | undefined {
  const name = rest?.replace(/^\/+|\/+$/g, '');
  return name ? name : undefined;
}

export function findDistribution(distributions: readonly Distribution[], name: string): Distribution | undefined {
  return distributions.find((distribution) => distribution.name === name);
}

const WORK_TEXT: Record<DistributionWork, string> = {
  publishing: 'Publishing…',
  syncing: 'Syncing…',
  removing: 'Removing…',
};

/** The state to show: what the console is doing with the distribution, else what the server says. */
export function shownState(distribution: Distribution, work: DistributionWork | undefined): string {
  return work ? WORK_TEXT[work] : distributionStateText(distribution);
}

/**
 * The user error for a failed publish, sync or depublish (docs/reference.md §8): the server's Message,
 * which the clients carry as the error's message, shown as text.
 */
export function workFailure(work: DistributionWork, region: string, error: unknown): { title: string; html: string } {
  const title = work === 'removing' ? `Removing ${region} failed` : `Publishing to ${region} failed`;
  const message = messageOf(error);
  return { title, html: escapeHtml(message || title) };
}
