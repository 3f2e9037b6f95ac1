import type { Clock } from './clock.ts';

/** A key's count in its window. */
export interface WindowState {
  /** What was counted in the window running now; 0 when none runs. */
  count: number;
  /** Milliseconds until that window ends and the count starts again from 0; 0 when none runs. */
  resetMs: number;
}

/**
 * Counts per key in fixed windows: the first count of a key starts its window, which ends
 * `windowMs` later, whatever is counted meanwhile. The port of the request-rate allowances
 * (plugins/request-windows.ts) and of the sign-in failure counts (failure-limiter.ts); in
 * this process's memory (`MemoryWindowCounts`), or on Redis shared by every api process
 * (`RedisWindowCounts`). docs/rate-limits.md, "Where the counts live".
 */
export interface WindowCounts {
  readonly windowMs: number;
  /** Counts one for the key, starting its window if none runs: the count with this one, and its window's end. */
  add(key: string): Promise<WindowState>;
  /** The key's count and window without counting. */
  read(key: string): Promise<WindowState>;
  /** Takes one off the key's count in the window running now, never below 0; nothing once it ended. */
  takeBack(key: string): Promise<void>;
  /** Forgets the key: its next count starts a new window. */
  clear(key: string): Promise<void>;
}

/**
 * Where the counts of one kind are kept: `name` (`sign-in:pair`, `rate:renders:address`…)
 * keeps kinds apart on a shared store; `maxKeys` bounds the memory adapter.
 */
export type WindowCountsOf = (name: string, windowMs: number, maxKeys: number) => WindowCounts;

/** Every kind in this process's memory, on its clock: one process, as `npm start` runs. */
export const memoryCountsOf =
  (now: Clock): WindowCountsOf =>
  (_name, windowMs, maxKeys) =>
    new MemoryWindowCounts(windowMs, now, maxKeys);

const NONE: WindowState = { count: 0, resetMs: 0 };

/**
 * The counts in this process's memory, on its clock (tests move it), at most `maxKeys` keys:
 * past the bound, ended windows go first, then the oldest ones.
 */
export class MemoryWindowCounts implements WindowCounts {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    readonly windowMs: number,
    private readonly now: Clock,
    private readonly maxKeys: number,
  ) {}

  async add(key: string): Promise<WindowState> {
    let window = this.current(key);
    if (!window) {
      if (this.windows.size >= this.maxKeys) this.makeRoom();
      window = { count: 0, endsAt: this.now() + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetMs: window.endsAt - this.now() };
  }

  async read(key: string): Promise<WindowState> {
    const window = this.current(key);
    return window ? { count: window.count, resetMs: window.endsAt - this.now() } : NONE;
  }

  async takeBack(key: string): Promise<void> {
    const window = this.current(key);
    if (window && window.count > 0) window.count -= 1;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** The key's window, if one runs; an ended one is forgotten. */
  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Windows are kept in the order they started (a Map iterates in insertion order). */
  private makeRoom(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}
