import type { WindowCounts } from '../lib/window-counts.ts';

/** One key's count in its window, after a request was counted. */
export interface WindowCount {
  /** The allowance. */
  max: number;
  /** Requests the key may still make in this window. */
  remaining: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetMs: number;
  /** This request was past the allowance: refuse it. */
  exceeded: boolean;
}

/**
 * Fixed-window request allowances per key (an address or an account), counted in `counts`:
 * this process's memory, or Redis shared by every api process (docs/rate-limits.md, "Where
 * the counts live"). A request refused before it started work can be given back, so
 * refusals of bad input do not use up the allowance.
 */
export class RequestWindows {
  constructor(
    readonly max: number,
    private readonly counts: WindowCounts,
  ) {}

  async take(key: string): Promise<WindowCount> {
    const { count, resetMs } = await this.counts.add(key);
    return { max: this.max, remaining: Math.max(0, this.max - count), resetMs, exceeded: count > this.max };
  }

  /** Gives one request back to the key's current window (it did no work). */
  async giveBack(key: string): Promise<void> {
    await this.counts.takeBack(key);
  }
}
