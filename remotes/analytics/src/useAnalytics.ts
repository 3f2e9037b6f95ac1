import {
  analyticsClient,
  type AnalyticsClient,
  type AnalyticsSearchBody,
  type SessionErrorsReply,
} from '@reelforge/api/analytics';
import { errorLogPage, errorLogWindow, ERROR_LOG_PAGE_SIZE } from '@reelforge/model/analytics';
import { useApi } from '@reelforge/session';
import { useServerQuery, analyticsKeys, useQueryClient } from '@reelforge/ui/server-state';
import { useEffect } from 'react';

export function useAnalyticsClient(region: string): AnalyticsClient {
  return useApi().regional(analyticsClient, region);
}

/**
 * A search of the analytics host (buckets, regions, sessions). A failure is silent
 * (docs/reference.md §8): the caller shows "No data", never an error dialog.
 */
export function useAnalyticsSearch(region: string, prjuid: string, body: AnalyticsSearchBody) {
  const client = useAnalyticsClient(region);
  return useServerQuery(analyticsKeys.search(region, prjuid, body), () => client.search(body), { keepPrevious: false });
}

export interface ErrorLogSearch {
  region: string;
  prjuid: string;
  session: string;
  /** Minutes back from `at`. */
  range: number;
  /** When the search was made (epoch ms): the window stays put while the person pages. */
  at: number;
  page: number;
}

/**
 * A page of a fixed window stays fresh this long: paging back and forth (and the page read
 * ahead) does not read it again.
 */
const ERROR_PAGE_FRESH_MS = 5 * 60_000;

/** One page of a session's error log (30 entries), with the next page fetched ahead (docs/reference.md §4). */
export function useErrorLogPage({ region, prjuid, session, range, at, page }: ErrorLogSearch) {
  const client = useAnalyticsClient(region);
  const queryClient = useQueryClient();
  const window = errorLogWindow(range, at);
  const read = (shown: number) => () =>
    client.sessionErrors(prjuid, session, {
      pagesize: ERROR_LOG_PAGE_SIZE,
      pagefrom: shown * ERROR_LOG_PAGE_SIZE,
      ...window,
    });
  const key = (shown: number) => analyticsKeys.errorPage(region, prjuid, session, range, at, shown);
  const query = useServerQuery<SessionErrorsReply>(key(page), read(page), {
    keepPrevious: false,
    staleTime: ERROR_PAGE_FRESH_MS,
  });
  const next = query.data ? errorLogPage(page, query.data.total).next : undefined;
  useEffect(() => {
    if (next === undefined) return;
    void queryClient.prefetchQuery({ queryKey: key(next), queryFn: read(next), staleTime: ERROR_PAGE_FRESH_MS });
    // The key says everything the read depends on.
  }, [next, region, prjuid, session, range, at]);
  return query;
}
