import type { Clock } from './clock.ts';
import type { WindowCounts, WindowState } from './window-counts.ts';

export interface OutageSettings {
  /** After a failed call, the shared counts are left alone this long before they are tried again. */
  pauseMs: number;
  /** While they keep failing, the warning is repeated at most this often. */
  warnEveryMs: number;
}

export const DEFAULT_OUTAGE: OutageSettings = { pauseMs: 5_000, warnEveryMs: 60_000 };

/**
 * Whether the shared counts answer, for every counter on them at once: a failed call pauses
 * them all (`pauseMs`, so a Redis that hangs costs at most one call's timeout per pause), and
 * the warning is given when they stop answering and then at most every `warnEveryMs`; `back`
 * is told once when they answer again.
 */
export class CountsOutage {
  private pausedUntil = Number.NEGATIVE_INFINITY;
  private down = false;
  private warnedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly warn: (error: unknown) => void,
    private readonly back: () => void,
    private readonly now: Clock = () => performance.now(),
    private readonly settings: OutageSettings = DEFAULT_OUTAGE,
  ) {}

  get paused(): boolean {
    return this.now() < this.pausedUntil;
  }

  failed(error: unknown): void {
    const now = this.now();
    this.pausedUntil = now + this.settings.pauseMs;
    if (!this.down || now - this.warnedAt >= this.settings.warnEveryMs) {
      this.warnedAt = now;
      this.warn(error);
    }
    this.down = true;
  }

  answered(): void {
    if (!this.down) return;
    this.down = false;
    this.back();
  }
}

/**
 * The shared counts while they answer, else this process's own (docs/rate-limits.md, "When
 * Redis does not answer"): a count never fails, so neither does the request counted. What
 * is counted in the process's memory during an outage stays there; once the shared counts
 * answer again they go on from what they held before it.
 */
export class FallbackWindowCounts implements WindowCounts {
  readonly windowMs: number;

  constructor(
    private readonly shared: WindowCounts,
    private readonly own: WindowCounts,
    private readonly outage: CountsOutage,
  ) {
    this.windowMs = shared.windowMs;
  }

  add(key: string): Promise<WindowState> {
    return this.either((counts) => counts.add(key));
  }

  read(key: string): Promise<WindowState> {
    return this.either((counts) => counts.read(key));
  }

  takeBack(key: string): Promise<void> {
    return this.either((counts) => counts.takeBack(key));
  }

  clear(key: string): Promise<void> {
    return this.either((counts) => counts.clear(key));
  }

  private async either<T>(call: (counts: WindowCounts) => Promise<T>): Promise<T> {
    if (this.outage.paused) return call(this.own);
    try {
      const result = await call(this.shared);
      this.outage.answered();
      return result;
    } catch (error) {
      this.outage.failed(error);
      return call(this.own);
    }
  }
}
