import { SegmentCache, type ReuseRequest } from '@reelforge/renderer';

export interface RowReuseOptions {
  /** Folder the runs' caches are made in (default the system's temp folder: local to the worker). */
  parent?: string | undefined;
  /** Runs whose caches are kept at once; past it, the one used longest ago is removed once no row uses it. */
  maxRuns?: number | undefined;
  /** Bytes of one run's cache (its least recently used segments go past it). */
  maxBytes?: number | undefined;
}

const DEFAULT_MAX_RUNS = 4;

interface RunCache {
  cache: Promise<SegmentCache>;
  /** rows rendering from it now */
  active: number;
  /** forgotten: removed once no row uses it */
  retired: boolean;
}

/**
 * The static segments of batch runs in this worker process (docs/render-reuse.md): one
 * cache per run, made when its first row renders, removed when the run ends here (`forget`)
 * or when more runs than `maxRuns` use this process, each once no row of it is rendering.
 * Each process makes its own: nothing depends on sharing one, and a row is right whichever
 * cache it finds.
 */
export class RowReuse {
  private readonly runs = new Map<string, RunCache>();

  constructor(private readonly options: RowReuseOptions = {}) {}

  /** Removes what worker processes that died left in the folder (their caches); returns how many. */
  removeStale(): Promise<number> {
    return SegmentCache.removeStale(this.options.parent);
  }

  /**
   * Runs `render` for a row of run `queueId` with what it shares with the other rows: the
   * run's cache, and the values rows set (every key a task sets may differ from row to row;
   * datasource variables, which read the row's record, always do). Undefined when the
   * cache could not be made: the row renders whole.
   */
  async withRow<T>(
    queueId: string,
    params: Readonly<Record<string, string>>,
    render: (reuse: ReuseRequest | undefined) => Promise<T>,
  ): Promise<T> {
    let run = this.runs.get(queueId);
    if (run) this.runs.delete(queueId); // set again below: the map's order is the order of use
    run ??= {
      cache: SegmentCache.create({ parent: this.options.parent, maxBytes: this.options.maxBytes }),
      active: 0,
      retired: false,
    };
    this.runs.set(queueId, run);
    const max = this.options.maxRuns ?? DEFAULT_MAX_RUNS;
    for (const old of [...this.runs.keys()].slice(0, Math.max(0, this.runs.size - max))) this.forget(old);
    run.active++;
    try {
      // No cache (its folder could not be made): the row renders whole, as any render.
      const cache = await run.cache.catch(() => undefined);
      return await render(cache && { cache, varying: Object.keys(params) });
    } finally {
      run.active--;
      if (run.retired && run.active === 0) await this.dispose(run);
    }
  }

  /** Runs with a cache here. */
  get size(): number {
    return this.runs.size;
  }

  /** The run ended here: its cache is removed once no row renders from it. */
  forget(queueId: string): void {
    const run = this.runs.get(queueId);
    if (!run) return;
    this.runs.delete(queueId);
    run.retired = true;
    if (run.active === 0) void this.dispose(run);
  }

  /** Every cache removed (the process stops; no row renders any more). */
  async close(): Promise<void> {
    const runs = [...this.runs.values()];
    this.runs.clear();
    await Promise.all(runs.map((run) => this.dispose(run)));
  }

  private async dispose(run: RunCache): Promise<void> {
    const cache = await run.cache.catch(() => undefined);
    await cache?.dispose();
  }
}
