import type { WindowCounts, WindowState } from './window-counts.ts';

/**
 * Counts failures per key (a sign-in name from one address, a name, an address) in a window
 * that starts with the key's first failure: after `max` of them, attempts wait until that
 * window has passed. A success forgets the key. The counts are a `WindowCounts`: bounded
 * memory of this process, or Redis shared by every api process (docs/sign-in.md).
 */
export class FailureLimiter {
  constructor(
    private readonly failures: WindowCounts,
    private readonly max: number,
  ) {}

  /**
   * How long the key must wait before its next attempt, in ms; 0 when it may try now.
   * `max` overrides the usual allowance (a name under attack allows fewer).
   */
  async waitFor(key: string, max = this.max): Promise<number> {
    return waitOf(await this.failures.read(key), max);
  }

  /** The key's failures and when their window ends, for a caller that picks the allowance afterwards (`waitOf`). */
  state(key: string): Promise<WindowState> {
    return this.failures.read(key);
  }

  /** Failures of the key within the current window. */
  async count(key: string): Promise<number> {
    return (await this.failures.read(key)).count;
  }

  async fail(key: string): Promise<void> {
    await this.failures.add(key);
  }

  async succeed(key: string): Promise<void> {
    await this.failures.clear(key);
  }
}

/** How long a key with these failures waits under an allowance of `max`; 0 when it may try now. */
export const waitOf = ({ count, resetMs }: WindowState, max: number): number => (count < max ? 0 : resetMs);
