import { describe, expect, it } from 'vitest';
import {
  MemoryProgressStore,
  ProgressLine,
  type ProgressKey,
  type ProgressStore,
} from '../../src/shared-state/progress-store.ts';

const key: ProgressKey = { kind: 'base-video', ownerId: 1, id: 'followed' };

describe('the progress store in memory', () => {
  it('answers an entry to its owner only, and forgets it once its time is over', async () => {
    let now = 1_000;
    const store = new MemoryProgressStore(() => now);
    await store.put(key, { done: 3 }, 500);
    expect(await store.get(key)).toEqual({ done: 3 });
    expect(await store.get({ ...key, ownerId: 2 })).toBeUndefined();
    expect(await store.get({ ...key, kind: 'publish' })).toBeUndefined();
    now += 500;
    expect(await store.get(key)).toBeUndefined();
  });
});

describe('a progress line', () => {
  it('sends one write at a time, then only the newest value, and its end last', async () => {
    const written: unknown[] = [];
    let letGo = () => {};
    const store: ProgressStore = {
      put: async (_key, value) => {
        written.push(value);
        await new Promise<void>((resolve) => (letGo = resolve));
      },
      get: async () => undefined,
      delete: async () => {},
      close: async () => {},
    };
    const line = new ProgressLine(store, key, 1_000);
    for (let done = 1; done <= 5; done++) line.set({ done });
    expect(written).toEqual([{ done: 1 }]);
    letGo();
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual([{ done: 1 }, { done: 5 }]);
    const ended = line.end({ done: 5, state: 'done' }, 10);
    letGo();
    await new Promise((resolve) => setImmediate(resolve));
    letGo();
    await ended;
    expect(written).toEqual([{ done: 1 }, { done: 5 }, { done: 5, state: 'done' }]);
  });
});
