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
 * Fixed-window request counts per key (an address or an account), in memory, at most
 * `maxKeys` of them (the oldest windows are forgotten first). A request refused before it
 * started work can be given back, so refusals of bad input do not use up the allowance.
 */
export class RequestWindows {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 20_000,
  ) {}

  take(key: string): WindowCount {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.windows.delete(key);
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
      this.forgetOldest();
    }
    window.count += 1;
    return {
      max: this.max,
      remaining: Math.max(0, this.max - window.count),
      resetMs: window.startedAt + this.windowMs - now,
      exceeded: window.count > this.max,
    };
  }

  /** Gives one request back to the key's current window (it did no work). */
  giveBack(key: string): void {
    const window = this.windows.get(key);
    if (window && this.now() - window.startedAt < this.windowMs && window.count > 0) window.count -= 1;
  }

  /** Keys in the order their windows started: past the bound, the oldest go. */
  private forgetOldest(): void {
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}
