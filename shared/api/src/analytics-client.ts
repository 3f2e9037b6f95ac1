import type {
  AnalyticsSearchBody,
  AnalyticsSearchReply,
  ProjectStatsReply,
  SessionErrorsReply,
  TokenMappingReply,
} from '@reelforge/contract';
import type { RegionalClientFactory } from './api.js';
import { ApiError } from './http.js';

export type {
  AnalyticsHit,
  AnalyticsSearchBody,
  AnalyticsSearchReply,
  ErrorLogEntryWire,
  ProjectMonthStats,
  ProjectStatsReply,
  RegionBucket,
  RendersBucket,
  SessionErrorsReply,
  TokenMappingReply,
} from '@reelforge/contract';

/** A window in epoch seconds: from inclusive, to exclusive. */
export interface SecondsWindow {
  start?: number;
  end?: number;
}

export interface SessionErrorsPage extends SecondsWindow {
  /** Entries a page (1–500, the platform's default 30). */
  pagesize?: number;
  /** Entries to skip. */
  pagefrom?: number;
  /** Epoch seconds: instead of start/end. */
  timestamp?: number;
}

/** The caller's render analytics of one region's analytics host (docs/reference.md §7, docs/analytics.md). */
export interface AnalyticsClient {
  /** Renders over time, by region, and a page of sessions, newest first. */
  search(query: AnalyticsSearchBody, window?: SecondsWindow): Promise<AnalyticsSearchReply>;
  /** Renders, seconds and cost per project and month of this region's renders, `from`/`to` epoch seconds. */
  projectStats(from: number, to: number): Promise<ProjectStatsReply>;
  /** One page of a session's error log. */
  sessionErrors(prjuid: string, sessionid: string, page?: SessionErrorsPage): Promise<SessionErrorsReply>;
  /** A batch queue's id (or a render token, or a session id) to its renders' session ids. */
  tokenMapping(token: string, window?: SecondsWindow): Promise<TokenMappingReply>;
}

function queryString(values: Record<string, number | undefined>): string {
  const parts = Object.entries(values)
    .filter((entry): entry is [string, number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

export const analyticsClient: RegionalClientFactory<AnalyticsClient> = ({ http, config, region }) => {
  const base = () => {
    if (!config.analytics) throw new ApiError(404, 'Not Found', `The region ${region} has no analytics host`);
    return config.analytics.replace(/\/+$/, '');
  };
  const regionHost = true;
  return {
    search: async (query, window = {}) =>
      (
        await http<AnalyticsSearchReply>(`${base()}/search${queryString({ start: window.start, end: window.end })}`, {
          method: 'POST',
          body: query,
          regionHost,
        })
      ).data,
    projectStats: async (from, to) =>
      (
        await http<ProjectStatsReply>(
          `${base()}/project/stats/${encodeURIComponent(String(from))}/${encodeURIComponent(String(to))}`,
          { regionHost },
        )
      ).data,
    sessionErrors: async (prjuid, sessionid, page = {}) =>
      (
        await http<SessionErrorsReply>(
          `${base()}/session/errors/${encodeURIComponent(prjuid)}/${encodeURIComponent(sessionid)}` +
            queryString({ ...page }),
          { regionHost },
        )
      ).data,
    tokenMapping: async (token, window = {}) =>
      (
        await http<TokenMappingReply>(
          `${base()}/token/mapping/${encodeURIComponent(token)}` +
            queryString({ start: window.start, end: window.end }),
          { regionHost },
        )
      ).data,
  };
};
