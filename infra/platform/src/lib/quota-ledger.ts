import type { HttpError } from './http-errors.ts';
import { KeyedMutex } from './keyed-mutex.ts';

/** The refusal of a write that would pass a quota: names the quota and what is used. */
export type OverQuota = (quota: number, used: number) => HttpError;

/** How old a count of a store in a bucket (which other processes change too) may be before a change counts it again. */
export const SHARED_RECOUNT_MS = 1000;

/** Counts what a store holds, from where its files are (a folder, the bucket). */
export type Count = () => Promise<number>;

/**
 * What each store holds against its quota, kept right by construction: every change of a file
 * of a store runs in that file's turn (`change`), reads the size of what it replaces or removes
 * inside that turn, holds what it grows the store by while it writes, and its effect on the
 * count is applied in the same turn, so two changes can never both subtract one file or miss
 * one another; a change of the whole store (a folder removed) runs alone. The count is taken from where the
 * files are the first time a store is used (and again after a change that cannot say its size,
 * `change` with no delta), and again when older than `recountAfterMs` for a store other
 * processes change too (a bucket). Uploads still arriving hold what they have received (`take`),
 * so uploads sent together cannot pass the quota between them; those holds are this
 * process's own (docs/object-store.md "Limits").
 */
export class QuotaLedger {
  private readonly stored = new Map<string, number>();
  private readonly inFlight = new Map<string, number>();
  private readonly turns = new StoreTurns();

  constructor(
    readonly quotaBytes: number,
    private readonly refusal: OverQuota,
    /**
     * For a store other processes change too (a bucket): a count older than this many
     * milliseconds is taken again from where the files are at the start of the next turn, so
     * what the others stored is counted within that time. Undefined: counted once.
     */
    private readonly recountAfterMs?: number,
  ) {}

  private readonly countedAt = new Map<string, number>();
  /** Stores a change of one file could not say the size of: counted again, alone, before the next change. */
  private readonly stale = new Set<string>();

  private fresh(key: string): number | undefined {
    if (this.stale.has(key)) return undefined;
    const known = this.stored.get(key);
    if (known === undefined || this.recountAfterMs === undefined) return known;
    return Date.now() - (this.countedAt.get(key) ?? 0) < this.recountAfterMs ? known : undefined;
  }

  /** Bytes stored (without uploads in flight), counted by `count` the first time. */
  async usedBy(key: string, count: Count): Promise<number> {
    const known = this.fresh(key);
    if (known !== undefined) return known;
    return this.turns.whole(key, () => this.counted(key, count));
  }

  /** Stored and held by uploads in flight. */
  held(key: string): number {
    return (this.stored.get(key) ?? 0) + (this.inFlight.get(key) ?? 0);
  }

  /** A 413 when `bytes` more cannot fit (before anything is received or written). */
  async check(key: string, count: Count, bytes: number): Promise<void> {
    await this.usedBy(key, count);
    this.refuseUnlessFits(key, bytes);
  }

  /** Synchronous: a 413 when `bytes` more than what is stored and held do not fit. */
  refuseUnlessFits(key: string, bytes: number): void {
    const used = this.held(key);
    if (bytes > 0 && used + bytes > this.quotaBytes) throw this.refusal(this.quotaBytes, used);
  }

  /**
   * Holds `bytes` more for an upload in flight, or throws a 413. Synchronous (after `usedBy`),
   * so two uploads cannot both take the last bytes.
   */
  take(key: string, bytes: number): void {
    if (bytes <= 0) return;
    this.refuseUnlessFits(key, bytes);
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + bytes);
  }

  /** Held without a check: bytes that were counted as stored and are now held instead (a credit taken back). */
  hold(key: string, bytes: number): void {
    if (bytes > 0) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + bytes);
  }

  /** What an upload held is given back (it was placed, and counted by its change, or it failed). */
  release(key: string, bytes: number): void {
    const left = (this.inFlight.get(key) ?? 0) - bytes;
    if (left > 0) this.inFlight.set(key, left);
    else this.inFlight.delete(key);
  }

  /**
   * Runs one change of a store in its turn: `apply` reads what it replaces or removes, writes,
   * and says by how much the store grew (negative when it shrank; `undefined` to count it again
   * from where the files are). With `path`, the change is of that one file: changes of one
   * file run one at a time, changes of other files of the store alongside (each holds what
   * it grows by, `turn.take`, while it writes, so together they cannot pass the quota). Without
   * it, the change is of the whole store (a folder removed): it waits for every change under
   * way and runs alone.
   */
  async change<T>(
    key: string,
    count: Count,
    apply: (turn: Turn) => Promise<{ delta: number | undefined; result: T }>,
    path?: string,
  ): Promise<T> {
    if (path === undefined) return this.turns.whole(key, () => this.applied(key, count, apply, true));
    if (this.fresh(key) === undefined) await this.usedBy(key, count);
    return this.turns.file(key, path, () => this.applied(key, count, apply, false));
  }

  private async applied<T>(
    key: string,
    count: Count,
    apply: (turn: Turn) => Promise<{ delta: number | undefined; result: T }>,
    whole: boolean,
  ): Promise<T> {
    if (whole) await this.counted(key, count);
    let held = 0;
    const turn: Turn = {
      take: (bytes) => {
        this.take(key, bytes);
        held += Math.max(0, bytes);
      },
    };
    let outcome: { delta: number | undefined; result: T } | undefined;
    try {
      outcome = await apply(turn);
      return outcome.result;
    } finally {
      if (outcome?.delta !== undefined) this.stored.set(key, Math.max(0, (this.stored.get(key) ?? 0) + outcome.delta));
      else if (whole) {
        // A change that failed half-way (or cannot say its size) is counted again from the files.
        this.stored.set(key, await count());
        this.countedAt.set(key, Date.now());
      } else this.stale.add(key);
      this.release(key, held);
    }
  }

  /** Runs `look` in the turn of one file of the store (`path`), or of the whole store, without changing the count. */
  async turn<T>(key: string, count: Count, look: () => Promise<T>, path?: string): Promise<T> {
    return this.change(key, count, async () => ({ delta: 0, result: await look() }), path);
  }

  /** Counted again from where the files are next time (its files were removed or replaced outside this ledger). */
  async forget(key: string): Promise<void> {
    await this.turns.whole(key, async () => {
      this.stored.delete(key);
      this.stale.delete(key);
    });
  }

  /** Inside a turn: the count, taken from the files if not known yet. */
  private async counted(key: string, count: Count): Promise<number> {
    const known = this.fresh(key);
    if (known !== undefined) return known;
    const size = await count();
    this.stored.set(key, size);
    this.countedAt.set(key, Date.now());
    this.stale.delete(key);
    return size;
  }
}

/** What a change of one file holds against the quota while it writes (given back once its effect is counted). */
export interface Turn {
  /** Holds `bytes` more, or throws the quota's 413. */
  take(bytes: number): void;
}

/**
 * Turns of stores: a change of one file waits only for changes of the same file and for a
 * change of the whole store; a change of the whole store waits for every change under way
 * and holds back the ones that arrive after it.
 */
class StoreTurns {
  private readonly files = new KeyedMutex();
  /** Settles when the last change of the whole store asked for so far has run. */
  private readonly gates = new Map<string, Promise<void>>();
  private readonly active = new Map<string, Set<Promise<unknown>>>();

  async file<T>(key: string, path: string, fn: () => Promise<T>): Promise<T> {
    for (let gate = this.gates.get(key); gate; gate = this.gates.get(key)) {
      await gate;
      if (this.gates.get(key) === gate) break;
    }
    // No await between the last look at the gate and being counted among the changes under way.
    const running = this.files.run(`${key}\0${path}`, fn);
    let under = this.active.get(key);
    if (!under) this.active.set(key, (under = new Set()));
    under.add(running);
    try {
      return await running;
    } finally {
      under.delete(running);
      if (under.size === 0 && this.active.get(key) === under) this.active.delete(key);
    }
  }

  async whole<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.gates.get(key);
    const run = (async () => {
      await previous;
      await Promise.allSettled([...(this.active.get(key) ?? [])]);
      return fn();
    })();
    const gate = run.then(
      () => undefined,
      () => undefined,
    );
    this.gates.set(key, gate);
    try {
      return await run;
    } finally {
      if (this.gates.get(key) === gate) this.gates.delete(key);
    }
  }
}
