import type { AnalyticsSearchBody } from '@reelforge/api/analytics';
import { queryKeys } from '@reelforge/ui/server-state';

/**
 * The analytics remote's keys of the console's one server-state cache, written once. They sit
 * under the project's key, so a removed project leaves none of them behind.
 */
export const analyticsKeys = {
  /** A search of the analytics host of a region, for a project, by its body. */
  search: (region: string, prjuid: string, body: AnalyticsSearchBody) =>
    [...queryKeys.project(region, prjuid), 'analytics', 'search', body] as const,
  /** One page of a session's error log, searched at `at` (epoch seconds) over `range` minutes. */
  errorPage: (region: string, prjuid: string, session: string, range: number, at: number, page: number) =>
    [...queryKeys.project(region, prjuid), 'analytics', 'errorlogs', session, range, at, page] as const,
};
