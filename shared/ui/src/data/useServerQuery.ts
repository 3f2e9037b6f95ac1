import {
  hashKey,
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { messageOf } from '@reelforge/model';
import { useTrackLoading } from '@reelforge/session';

export interface ServerQueryOptions<T> {
  /** Background reads (polling) leave the console's loading flag down. */
  quiet?: boolean;
  /** False for a view that must not show another key's value while its own loads (default true). */
  keepPrevious?: boolean;
  enabled?: boolean;
  /** Read again every so many milliseconds, or not (false). */
  refetchInterval?: number | false;
  /**
   * How long a value counts as fresh (default 0: a page that opens reads again, showing the cached value meanwhile).
   */
  staleTime?: number;
  /** Derives what the view needs from what was read; the cache keeps what was read. */
  select?: (data: T) => T;
}

/**
 * The console's one way to read server state: a TanStack query under `key` (from
 * `queryKeys`), with the console's loading flag raised while it reads (unless `quiet`) and
 * the previous value kept while the next one loads. Changes invalidate the keys they touch
 * (`useQueryClient().invalidateQueries`), and every view of those keys reads again.
 */
export function useServerQuery<T>(
  key: QueryKey,
  load: () => Promise<T>,
  { quiet = false, keepPrevious = true, ...options }: ServerQueryOptions<T> = {},
): UseQueryResult<T> {
  const track = useTrackLoading();
  return useQuery({
    queryKey: key,
    queryFn: () => (quiet ? load() : track(load())),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    ...options,
  });
}

/** A failed read's message, or null. */
export function queryError(query: Pick<UseQueryResult<unknown>, 'error'>): string | null {
  return query.error ? messageOf(query.error) : null;
}

/**
 * Marks what is under `key` (a key of `queryKeys`, or a prefix of some) as changed: every view
 * of it, in any area, reads it again. Resolves once the views that show it have read it.
 */
export function useInvalidate(key: QueryKey): () => Promise<void> {
  const queryClient = useQueryClient();
  const hash = hashKey(key);
  // The key is a new array every render; its hash says whether it changed.
  return useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, hash]);
}
