import { useCallback, useMemo, useState } from 'react';
import type { BatchClient, BatchRow, QueueStatus } from '@reelforge/api';
import { STATUS_POLL_MS, type BatchQueueStatus } from '@reelforge/model';
import { queryKeys, useQueries, useServerQuery } from '@reelforge/ui/server-state';

/** Rows read per call; the list asks only for the pages it draws. */
export const ROWS_PAGE = 200;

export type RunClient = Pick<BatchClient, 'queueStatus' | 'queueRows'>;

/** A run's status as the console reads it: a render host of an older platform may leave out the phases. */
export type RunStatus = BatchQueueStatus & Partial<Pick<QueueStatus, 'queued' | 'rendering' | 'delivering'>>;

// Keyed by whether the run goes: when it ends, its last counts and rows are read once more.
const phaseOf = (live: boolean) => (live ? 'live' : 'ended');

/** A submitted run's counts, read every 5 s while it runs (quietly: no loading flag for a poll). */
export function useRunStatus(client: RunClient, region: string, queue: string, live: boolean, pollMs = STATUS_POLL_MS) {
  return useServerQuery<RunStatus>(
    [...queryKeys.runStatus(region, queue), phaseOf(live)],
    () => client.queueStatus(queue),
    {
      quiet: true,
      keepPrevious: false,
      refetchInterval: live ? pollMs : false,
    },
  );
}

export interface RunRows {
  /** How many rows there are. */
  total: number;
  /** The row at an index, once its page has been read. */
  rowAt(index: number): BatchRow | undefined;
  /** Tells which rows are in view: their pages are read (and read again while the run goes). */
  show(first: number, end: number): void;
}

/**
 * The rows of a run, read a page at a time for the rows in view only, so a run of a
 * hundred thousand rows costs what the view shows. Pages in view are read again every
 * 5 s while the run goes.
 */
export function useRunRows(
  client: RunClient,
  region: string,
  queue: string,
  live: boolean,
  knownTotal: number,
  pollMs = STATUS_POLL_MS,
): RunRows {
  const [view, setView] = useState({ first: 0, end: 1 });
  const show = useCallback(
    (first: number, end: number) => setView((now) => (now.first === first && now.end === end ? now : { first, end })),
    [],
  );
  const pages = useMemo(() => {
    const list: number[] = [];
    for (let page = Math.floor(view.first / ROWS_PAGE); page * ROWS_PAGE < Math.max(view.end, 1); page++)
      list.push(page);
    return list;
  }, [view]);
  const results = useQueries({
    queries: pages.map((page) => ({
      queryKey: [...queryKeys.runRows(region, queue, page), phaseOf(live)],
      queryFn: () => client.queueRows(queue, page * ROWS_PAGE, ROWS_PAGE),
      refetchInterval: live ? pollMs : (false as const),
    })),
  });
  const read = new Map<number, BatchRow[]>();
  let total = knownTotal;
  results.forEach((result, i) => {
    if (!result.data) return;
    read.set(pages[i] as number, result.data.Rows);
    total = result.data.total;
  });
  return {
    total,
    rowAt: (index) => read.get(Math.floor(index / ROWS_PAGE))?.[index % ROWS_PAGE],
    show,
  };
}
