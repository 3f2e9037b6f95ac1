import { THUMBNAIL_LANES } from '@reelforge/model';

type Start = () => void;

/**
 * Thumbnails load through a queue of two lanes: a long list never floods the server or
 * starves the request the user is waiting for. A waiting entry that is cancelled (its row
 * scrolled away) never starts.
 */
export class LaneQueue {
  private running = 0;
  private readonly waiting: Start[] = [];

  constructor(private readonly lanes: number = THUMBNAIL_LANES) {}

  /** Queues work; `start` is called when a lane is free and gets the function that frees it. */
  enqueue(start: (release: () => void) => void): () => void {
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    const release = () => {
      if (state !== 'running') return;
      state = 'done';
      this.running--;
      this.next();
    };
    const begin: Start = () => {
      state = 'running';
      this.running++;
      start(release);
    };
    this.waiting.push(begin);
    this.next();
    return () => {
      if (state === 'waiting') {
        state = 'done';
        const at = this.waiting.indexOf(begin);
        if (at >= 0) this.waiting.splice(at, 1);
      } else release();
    };
  }

  get inFlight(): number {
    return this.running;
  }

  private next(): void {
    while (this.running < this.lanes && this.waiting.length > 0) this.waiting.shift()?.();
  }
}

export const thumbnailQueue = new LaneQueue();
