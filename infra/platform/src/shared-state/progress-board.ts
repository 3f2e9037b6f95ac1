import { ProgressLine, type ProgressStore } from './progress-store.ts';

/** How far one piece of work is: steps done of all of them, and whether it ended. */
export interface StepProgress {
  state: 'making' | 'done' | 'failed';
  done: number;
  total: number;
}

/** One piece of work on the board, updated as it goes. */
export interface BoardEntry {
  step(done: number): void;
  end(state: 'done' | 'failed'): Promise<void>;
}

/** An ended piece of work is still answered this long, for a console that asks late. */
const KEEP_ENDED_MS = 10 * 60 * 1000;
/** A piece of work that stops telling (its process died) is forgotten this long after its last step. */
const KEEP_RUNNING_MS = 60 * 60 * 1000;

/**
 * The progress of work a request does while the caller waits for it (a base video), by
 * an id the caller chose, so that another call can ask how far it is, in any api process
 * that shares the progress store (shared-state/README.md). Per owner: nobody reads another's.
 */
export class ProgressBoard {
  constructor(private readonly store: ProgressStore) {}

  /** Registers work; the returned entry is updated as the work goes. */
  start(ownerId: number, id: string, total: number): BoardEntry {
    const line = new ProgressLine(this.store, { kind: 'base-video', ownerId, id }, KEEP_RUNNING_MS);
    let done = 0;
    line.set({ state: 'making', done, total } satisfies StepProgress);
    return {
      step: (count) => {
        if (count === done) return;
        done = count;
        line.set({ state: 'making', done, total } satisfies StepProgress);
      },
      end: (state) =>
        line.end({ state, done: state === 'done' ? total : done, total } satisfies StepProgress, KEEP_ENDED_MS),
    };
  }

  async get(ownerId: number, id: string): Promise<StepProgress | undefined> {
    const entry = await this.store.get<StepProgress>({ kind: 'base-video', ownerId, id });
    return entry && { state: entry.state, done: entry.done, total: entry.total };
  }
}
