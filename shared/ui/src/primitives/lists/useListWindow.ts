import { useCallback, useEffect, useRef, useState } from 'react';
import { ASSET_LIST_STEP, initialShownCount, nextShownCount, SCROLL_TRIGGER_OFFSET } from '@reelforge/model';

export interface ListWindowOptions {
  /** A change (a new search) starts the window again at its first rows. */
  resetKey?: unknown;
  /** Whether the server has more items than `total` (a further page). */
  hasMore?: boolean;
  /** Whether a further page is being read. */
  loadingMore?: boolean;
  /** Reads the next page: called once every loaded row is shown and the end is in reach. */
  loadMore?: () => void;
  /** Read every page, whatever is shown (a search, or a link to an item not loaded yet, must see them all). */
  needAll?: boolean;
}

export interface ListWindow {
  /** How many rows to render. */
  shown: number;
  /** For VirtualList's onScrollDistance. */
  onScrollDistance: (distanceToEnd: number) => void;
}

/**
 * The rows a long list renders (docs/reference.md §9): at least 200 at first, then 20 more each
 * time the end comes within 200 px; once every loaded row is shown and the end is in reach, the
 * next page is read, and its first rows follow on without another scroll. Rows arriving or going
 * (an upload, a delete, a page) keep the window where it was; only `resetKey` starts it again.
 */
export function useListWindow(
  total: number,
  { resetKey, hasMore = false, loadingMore = false, loadMore, needAll = false }: ListWindowOptions = {},
): ListWindow {
  const [shown, setShown] = useState(() => initialShownCount(total));
  const [nearEnd, setNearEnd] = useState(false);
  const before = useRef({ total, resetKey });

  useEffect(() => {
    const previous = before.current;
    before.current = { total, resetKey };
    if (!Object.is(previous.resetKey, resetKey)) {
      setShown(initialShownCount(total));
      return;
    }
    // The end was shown and more rows came (the next page): show their first step at once.
    setShown((n) => {
      const grown = previous.total > 0 && total > previous.total && n >= previous.total ? n + ASSET_LIST_STEP : n;
      return Math.min(total, Math.max(grown, initialShownCount(total)));
    });
  }, [total, resetKey]);

  const onScrollDistance = useCallback(
    (distance: number) => {
      setNearEnd(distance <= SCROLL_TRIGGER_OFFSET);
      setShown((n) => nextShownCount(n, total, distance));
    },
    [total],
  );

  useEffect(() => {
    if (!hasMore || loadingMore || !loadMore) return;
    if (needAll || (nearEnd && shown >= total)) loadMore();
  }, [hasMore, loadingMore, loadMore, needAll, nearEnd, shown, total]);

  return { shown, onScrollDistance };
}
