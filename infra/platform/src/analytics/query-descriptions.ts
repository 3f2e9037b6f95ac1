import type { QueryDescription } from '@reelforge/contract';
import {
  ANALYTICS_DEFAULT_HITS,
  ANALYTICS_MAX_BUCKETS,
  ANALYTICS_MAX_HITS,
  ANALYTICS_MAX_OFFSET,
  ANALYTICS_MAX_RANGE_SECONDS,
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  DEFAULT_ERROR_LOG_RANGE,
  ERRORLOG_DEFAULT_PAGE,
  ERRORLOG_MAX_PAGE,
  STATS_MAX_MONTHS,
  USAGE_DEFAULT_MONTHS,
} from '@reelforge/model/analytics';

/**
 * What the console sends the analytics host (docs/reference.md §7 "Static configuration"),
 * served as /queries/analytics.json and /queries/account-stats.json: written once here from
 * the constants the host checks with, so a description cannot promise what the host refuses.
 */
export const ANALYTICS_QUERIES: { search: QueryDescription; errors: QueryDescription; tokenMapping: QueryDescription } =
  {
    search: {
      host: 'analytics',
      method: 'POST',
      path: '/search',
      query: ['start', 'end'],
      body: {
        project: 'prjuid',
        movie: 'name',
        region: 'region',
        from: 'epoch seconds',
        to: 'epoch seconds',
        interval: 'seconds',
        errorsOnly: false,
        size: ANALYTICS_DEFAULT_HITS,
        offset: 0,
      },
      ranges: ANALYTICS_RANGES.map((range) => ({ ...range })),
      defaults: {
        range: DEFAULT_ANALYTICS_RANGE.seconds,
        interval: DEFAULT_ANALYTICS_RANGE.interval,
        size: ANALYTICS_DEFAULT_HITS,
      },
      limits: {
        maxRangeSeconds: ANALYTICS_MAX_RANGE_SECONDS,
        maxBuckets: ANALYTICS_MAX_BUCKETS,
        maxHits: ANALYTICS_MAX_HITS,
        maxOffset: ANALYTICS_MAX_OFFSET,
      },
    },
    errors: {
      host: 'analytics',
      method: 'GET',
      path: '/session/errors/{prjuid}/{sessionid}',
      query: ['pagesize', 'pagefrom', 'start', 'end', 'timestamp'],
      defaults: { pagesize: ERRORLOG_DEFAULT_PAGE, rangeMinutes: DEFAULT_ERROR_LOG_RANGE },
      limits: { maxPagesize: ERRORLOG_MAX_PAGE },
    },
    tokenMapping: {
      host: 'analytics',
      method: 'GET',
      path: '/token/mapping/{token}',
      query: ['start', 'end'],
    },
  };

export const ACCOUNT_STATS_QUERY: QueryDescription = {
  host: 'analytics',
  method: 'GET',
  path: '/project/stats/{from}/{to}',
  defaults: { months: USAGE_DEFAULT_MONTHS },
  limits: { maxMonths: STATS_MAX_MONTHS },
};
