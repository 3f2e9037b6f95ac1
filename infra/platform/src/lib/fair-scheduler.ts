/**
 * Render slots shared fairly between users and between interactive renders (render
 * tokens, frames, previews, shares) and batch tasks.
 *
 * - `slots` shared slots (the render concurrency): any render may take one, but one user
 *   holds at most `slots - 1` of them (when there are two or more), so another user's
 *   render always finds one.
 * - `interactiveReserve` slots on top, only for an interactive render of a user who has no
 *   interactive render running: a click in the console starts at once even while long
 *   renders fill the shared slots.
 * - `batchReserve` slots on top, only for batch tasks: a batch keeps progressing while
 *   interactive renders fill the shared slots.
 *
 * Whenever a slot frees, the waiting render of the kind with fewest renders running goes
 * first, then the one of the user with fewest running, then the oldest: round-robin
 * between users and between kinds instead of arrival order.
 */

export type RenderKind = 'interactive' | 'batch';

export interface SlotRequest {
  user: number;
  kind: RenderKind;
}

export type SlotPool = 'shared' | 'interactive' | 'batch';

export interface FairSchedulerOptions {
  slots: number;
  interactiveReserve?: number;
  batchReserve?: number;
}

export interface Holding {
  request: SlotRequest;
  pool: SlotPool;
}

/** What runs now, as the policy reads it. */
export interface SchedulerState {
  running: readonly Holding[];
}

const count = (running: readonly Holding[], test: (holding: Holding) => boolean) => running.filter(test).length;

/** The pool a request may take a slot from now, or undefined if it must wait (pure). */
export function poolFor(
  request: SlotRequest,
  state: SchedulerState,
  options: FairSchedulerOptions,
): SlotPool | undefined {
  const { running } = state;
  const userCap = options.slots >= 2 ? options.slots - 1 : 1;
  const shared = count(running, (h) => h.pool === 'shared');
  const userShared = count(running, (h) => h.pool === 'shared' && h.request.user === request.user);
  if (shared < options.slots && userShared < userCap) return 'shared';
  if (request.kind === 'interactive') {
    const reserve = count(running, (h) => h.pool === 'interactive');
    const userInteractive = count(running, (h) => h.request.kind === 'interactive' && h.request.user === request.user);
    if (reserve < (options.interactiveReserve ?? 1) && userInteractive === 0) return 'interactive';
  } else if (count(running, (h) => h.pool === 'batch') < (options.batchReserve ?? 1)) {
    return 'batch';
  }
  return undefined;
}

/** Waiting requests in the order they are served (pure): fewest running of the kind, then of the user, then oldest. */
export function fairOrder<T extends { request: SlotRequest; seq: number }>(
  waiting: readonly T[],
  state: SchedulerState,
): T[] {
  const key = (item: T) => [
    count(state.running, (h) => h.request.kind === item.request.kind),
    count(state.running, (h) => h.request.user === item.request.user),
    item.seq,
  ];
  return [...waiting].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return 0;
  });
}

interface Waiter {
  request: SlotRequest;
  seq: number;
  grant: (holding: Holding) => void;
}

export class FairScheduler {
  private readonly running = new Set<Holding>();
  private waiting: Waiter[] = [];
  private seq = 0;

  constructor(private readonly options: FairSchedulerOptions) {}

  /** Runs `fn` in a slot; an abort while waiting leaves the queue at once, and the slot is always given back. */
  async run<T>(request: SlotRequest, fn: (pool: SlotPool) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const holding = await this.acquire(request, signal);
    try {
      return await fn(holding.pool);
    } finally {
      this.running.delete(holding);
      this.pump();
    }
  }

  /** Renders running now, by pool, and renders waiting. */
  stats(): { running: number; waiting: number; byPool: Record<SlotPool, number> } {
    const byPool: Record<SlotPool, number> = { shared: 0, interactive: 0, batch: 0 };
    for (const holding of this.running) byPool[holding.pool]++;
    return { running: this.running.size, waiting: this.waiting.length, byPool };
  }

  private acquire(request: SlotRequest, signal?: AbortSignal): Promise<Holding> {
    signal?.throwIfAborted();
    return new Promise<Holding>((resolve, reject) => {
      const onAbort = () => {
        this.waiting = this.waiting.filter((item) => item !== waiter);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        request,
        seq: this.seq++,
        grant: (holding) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(holding);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
      this.pump();
    });
  }

  /** Hands free slots to waiting renders in fair order until none fits. */
  private pump(): void {
    for (;;) {
      const state = { running: [...this.running] };
      let granted = false;
      for (const waiter of fairOrder(this.waiting, state)) {
        const pool = poolFor(waiter.request, state, this.options);
        if (!pool) continue;
        const holding: Holding = { request: waiter.request, pool };
        this.running.add(holding);
        this.waiting = this.waiting.filter((item) => item !== waiter);
        waiter.grant(holding);
        granted = true;
        break;
      }
      if (!granted) return;
    }
  }
}
