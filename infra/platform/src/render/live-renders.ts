import { HttpError } from '../lib/http-errors.ts';
import type { CancelAsk, CancelBroadcast } from '../shared-state/cancel-broadcast.ts';

/** Why a render was stopped on purpose; told in its session's error log. */
export class RenderCancelled extends HttpError {
  constructor(readonly why: string) {
    super(409, `The render was cancelled: ${why}`);
    this.name = 'RenderCancelled';
  }
}

export interface LiveRender {
  /** Fired by the timeout, a cancel call, the requester's signal or the server stopping. */
  signal: AbortSignal;
  /** True once the timeout fired. */
  timedOut(): boolean;
  /** Why the render was cancelled on purpose, if it was. */
  cancelled(): string | undefined;
  /** Starts the timeout: a render is timed from when it has its slot. */
  start(): void;
  /** Forgets the render (it ended). */
  close(): void;
}

interface Entry {
  ownerId: number;
  region: string;
  controller: AbortController;
}

/**
 * The renders of this process that wait for a slot or run, by session id: each can be
 * stopped by its owner's cancel call, by its requester going away, by its timeout, or by
 * the server stopping. With a broadcast, a cancel call for a render this process does not
 * run is passed to the others (shared-state/cancel-broadcast.ts), and theirs reach this one.
 */
export class LiveRenders {
  private readonly entries = new Map<string, Entry>();
  /** Set by abortAll: a render that opens after it (it was on its way) is stopped at once. */
  private stoppedWith: Error | undefined;

  constructor(
    private readonly timeoutMs: number,
    private readonly broadcast?: CancelBroadcast,
  ) {
    void broadcast?.listen((ask) => this.cancelHere(ask));
  }

  open(sessionId: string, owner: { ownerId: number; region: string }, outer?: AbortSignal): LiveRender {
    const controller = new AbortController();
    if (this.stoppedWith) controller.abort(this.stoppedWith);
    this.entries.set(sessionId, { ...owner, controller });
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const onOuterAbort = () => {
      const reason: unknown = outer?.reason;
      controller.abort(reason instanceof RenderCancelled ? reason : new RenderCancelled('its request was stopped'));
    };
    if (outer?.aborted) onOuterAbort();
    else outer?.addEventListener('abort', onOuterAbort, { once: true });
    return {
      signal: controller.signal,
      timedOut: () => timedOut,
      cancelled: () => {
        const reason: unknown = controller.signal.reason;
        return !timedOut && reason instanceof RenderCancelled ? reason.why : undefined;
      },
      start: () => {
        timer ??= setTimeout(() => {
          timedOut = true;
          controller.abort(new Error('render timed out'));
        }, this.timeoutMs);
      },
      close: () => {
        clearTimeout(timer);
        outer?.removeEventListener('abort', onOuterAbort);
        if (this.entries.get(sessionId)?.controller === controller) this.entries.delete(sessionId);
      },
    };
  }

  /**
   * Stops the owner's render of this region, here or in another process; false if no
   * process runs such a render (or it is someone else's).
   */
  async cancel(sessionId: string, ownerId: number, region: string): Promise<boolean> {
    const ask = { sessionId, ownerId, region };
    if (this.cancelHere(ask)) return true;
    return this.broadcast ? this.broadcast.ask(ask) : false;
  }

  /** The check on the side that runs the render: its own record says whose render it is. */
  private cancelHere({ sessionId, ownerId, region }: CancelAsk): boolean {
    const entry = this.entries.get(sessionId);
    if (!entry || entry.ownerId !== ownerId || entry.region !== region) return false;
    entry.controller.abort(new RenderCancelled('cancelled by its owner'));
    return true;
  }

  /** Stops every render (at shutdown). */
  abortAll(reason: Error): void {
    this.stoppedWith = reason;
    for (const entry of this.entries.values()) entry.controller.abort(reason);
  }

  get size(): number {
    return this.entries.size;
  }
}
