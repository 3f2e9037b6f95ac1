import { describe, expect, it } from 'vitest';
import { LaneQueue } from '../src/primitives/lists/thumbnail-queue.js';

describe('the thumbnail queue', () => {
  it('runs at most two requests at once and starts the next as one finishes', () => {
    const queue = new LaneQueue(2);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    for (let i = 0; i < 5; i++) queue.enqueue((release) => (started.push(i), releases.push(release)));
    expect(started).toEqual([0, 1]);
    expect(queue.inFlight).toBe(2);
    releases[0]?.();
    expect(started).toEqual([0, 1, 2]);
    releases[0]?.();
    expect(queue.inFlight).toBe(2);
  });

  it('never starts a request cancelled while waiting, and frees a lane cancelled while running', () => {
    const queue = new LaneQueue(2);
    const started: number[] = [];
    const cancels = [0, 1, 2, 3].map((i) => queue.enqueue(() => started.push(i)));
    cancels[2]?.();
    cancels[0]?.();
    expect(started).toEqual([0, 1, 3]);
    expect(queue.inFlight).toBe(2);
  });
});
