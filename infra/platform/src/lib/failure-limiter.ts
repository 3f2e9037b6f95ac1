import type { Clock } from './clock.ts';

export interface FailureLimits {
  /** Failures allowed within the window; the next attempt waits. */
  max: number;
  windowMs: number;
}

interface Failures {
  count: number;
  /** When the first failure of the current window happened. */
  since: number;
}

/** Keys kept at most; expired ones are dropped first when there are more. */
const MAX_KEYS = 10_000;

/**
 * Counts failures per key (a sign-in name from one address) within a window: after `max`
 * of them, attempts wait until the window of the first one has passed. A success forgets
 * the key. Memory stays bounded however many keys an attacker invents.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly now: Clock,
    private readonly limits: FailureLimits,
  ) {}

  /**
   * How long the key must wait before its next attempt, in ms; 0 when it may try now.
   * `max` overrides the usual allowance (a name under attack allows fewer).
   */
  waitFor(key: string, max = this.limits.max): number {
    const entry = this.current(key);
    if (!entry || entry.count < max) return 0;
    return entry.since + this.limits.windowMs - this.now();
  }

  /** Failures of the key within the current window. */
  count(key: string): number {
    return this.current(key)?.count ?? 0;
  }

  fail(key: string): void {
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else {
      if (this.failures.size >= MAX_KEYS) this.prune();
      this.failures.set(key, { count: 1, since: this.now() });
    }
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string): Failures | undefined {
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.since >= this.limits.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    const cutoff = this.now() - this.limits.windowMs;
    for (const [key, entry] of this.failures) if (entry.since <= cutoff) this.failures.delete(key);
    // Still full: the oldest keys go (a Map iterates in insertion order).
    for (const key of this.failures.keys()) {
      if (this.failures.size < MAX_KEYS) break;
      this.failures.delete(key);
    }
  }
}
