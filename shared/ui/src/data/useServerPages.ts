import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { messageOf } from '@reelforge/model';
import { useTrackLoading } from '@reelforge/session';

/** One page of a paged list call: its items and the next page's token while more follow (docs/paging.md). */
export interface ServerPage<T> {
  items: T;
  next?: string;
}

export interface ServerPages<T> {
  /** The pages read so far, first to last; null until the first arrives. */
  pages: T[] | null;
  error: string | null;
  /** Whether the server has more pages than were read. */
  hasMore: boolean;
  /** Whether the next page is being read. */
  loadingMore: boolean;
  /** Reads the next page (nothing when it is being read or there is none). */
  loadMore: () => void;
}

/**
 * A paged list as TanStack Query's infinite query under `key` (from `queryKeys`): the first page
 * at once, each further one when `loadMore` asks (the lists call it as the person scrolls to the
 * end). Invalidating the key, or a prefix of it, reads the pages shown again from the first.
 */
export function useServerPages<T>(
  key: QueryKey,
  readPage: (token?: string) => Promise<ServerPage<T>>,
  { enabled = true }: { enabled?: boolean } = {},
): ServerPages<T> {
  const track = useTrackLoading();
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => track(readPage(pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ServerPage<T>) => last.next,
    enabled,
  });
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pages = useMemo(
    () => (data ? (data as InfiniteData<ServerPage<T>>).pages.map((page) => page.items) : null),
    [data],
  );
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    pages,
    error: error ? messageOf(error) : null,
    hasMore: Boolean(hasNextPage),
    loadingMore: isFetchingNextPage,
    loadMore,
  };
}
