import type { HttpError } from './http-errors.ts';
import { KeyedMutex } from './keyed-mutex.ts';

/** The refusal of a write that would pass a quota: names the quota and what is used. */
export type OverQuota = (quota: number, used: number) => HttpError;

/** Counts what a store holds, from where its files are (a folder, the bucket). */
export type Count = () => Promise<number>;

/**
 * What each store holds against its quota, kept right by construction: every change of a
 * store runs one at a time per store (`change`), reads the size of what it replaces or removes
 * inside that turn, and its effect on the count is applied in the same turn, so two changes
 * can never both subtract one file or miss one another. The count is taken from where the
 * files are the first time a store is used (and again after a change that cannot say its size,
 * `change` with no delta), or at every turn for a store other processes change too
 * (`countEachTurn`: a bucket). Uploads still arriving hold what they have received (`take`),
 * so uploads sent together cannot pass the quota between them; those holds are this
 * process's own (docs/object-store.md "Limits").
 */
export class QuotaLedger {
  private readonly stored = new Map<string, number>();
  private readonly inFlight = new Map<string, number>();
  private readonly turns = new KeyedMutex();

  constructor(
    readonly quotaBytes: number,
    private readonly refusal: OverQuota,
    /**
     * Count from where the files are at the start of every turn, not only the first: for a
     * store other processes change too (a bucket), so what they stored is always counted.
     */
    private readonly countEachTurn = false,
  ) {}

  /** Bytes stored (without uploads in flight), counted by `count` the first time. */
  async usedBy(key: string, count: Count): Promise<number> {
    const known = this.stored.get(key);
    if (known !== undefined && !this.countEachTurn) return known;
    return this.turns.run(key, () => this.counted(key, count));
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
   * from where the files are). Nothing else changes the store meanwhile through this ledger.
   */
  async change<T>(key: string, count: Count, apply: () => Promise<{ delta: number | undefined; result: T }>): Promise<T> {
    return this.turns.run(key, async () => {
      await this.counted(key, count);
      let outcome: { delta: number | undefined; result: T } | undefined;
      try {
        outcome = await apply();
        return outcome.result;
      } finally {
        // A change that failed half-way (or cannot say its size) is counted again from the files.
        if (outcome?.delta === undefined) this.stored.set(key, await count());
        else this.stored.set(key, Math.max(0, (this.stored.get(key) ?? 0) + outcome.delta));
      }
    });
  }

  /** Runs `look` in the store's turn, without changing the count (what an upload replaces, read while nothing changes). */
  async turn<T>(key: string, count: Count, look: () => Promise<T>): Promise<T> {
    return this.turns.run(key, async () => {
      await this.counted(key, count);
      return look();
    });
  }

  /** Counted again from where the files are next time (its files were removed or replaced outside this ledger). */
  async forget(key: string): Promise<void> {
    await this.turns.run(key, async () => void this.stored.delete(key));
  }

  /** Inside a turn: the count, taken from the files if not known yet. */
  private async counted(key: string, count: Count): Promise<number> {
    const known = this.stored.get(key);
    if (known !== undefined && !this.countEachTurn) return known;
    const size = await count();
    this.stored.set(key, size);
    return size;
  }
}
