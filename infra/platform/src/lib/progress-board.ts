import type { Clock } from './clock.ts';

/** How far one piece of work is: steps done of all of them, and whether it ended. */
export interface StepProgress {
  state: 'making' | 'done' | 'failed';
  done: number;
  total: number;
}

interface Entry extends StepProgress {
  endedAt?: number;
}

/** An ended piece of work is still answered this long, for a console that asks late. */
const KEEP_ENDED_MS = 10 * 60 * 1000;

/**
 * The progress of work a request does while the caller waits for it (a base video), by
 * an id the caller chose, so that another call can ask how far it is. Per owner: nobody
 * reads another's. In memory: a restart ends the work too.
 */
export class ProgressBoard {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: Clock) {}

  /** Registers work; the returned record is updated as the work goes. */
  start(ownerId: number, id: string, total: number): StepProgress {
    this.prune();
    const entry: Entry = { state: 'making', done: 0, total };
    this.entries.set(keyOf(ownerId, id), entry);
    return entry;
  }

  end(progress: StepProgress, state: 'done' | 'failed'): void {
    const entry = progress as Entry;
    entry.state = state;
    if (state === 'done') entry.done = entry.total;
    entry.endedAt = this.now();
  }

  get(ownerId: number, id: string): StepProgress | undefined {
    this.prune();
    const entry = this.entries.get(keyOf(ownerId, id));
    return entry && { state: entry.state, done: entry.done, total: entry.total };
  }

  private prune(): void {
    const cutoff = this.now() - KEEP_ENDED_MS;
    for (const [key, entry] of this.entries) if (entry.endedAt !== undefined && entry.endedAt < cutoff) this.entries.delete(key);
  }
}

const keyOf = (ownerId: number, id: string) => `${ownerId}/${id}`;
