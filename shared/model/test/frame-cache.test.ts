import { describe, expect, it } from 'vitest';
import {
  FrameLru,
  frameContentKey,
  frameKey,
  isNearFrame,
  prefetchOrder,
  scrubDirection,
  textHash,
} from '../src/index.js';

const source = {
  prjuid: 'p1',
  movie: { scenes: [{ name: 'Intro', length: 50 }] },
  params: { title: 'Hi', city: 'Oslo' },
};

describe('the key of a rendered frame', () => {
  it('is the same for the same movie, values and frame, whatever order the values came in', () => {
    const reordered = { ...source, params: { city: 'Oslo', title: 'Hi' } };
    expect(frameContentKey(reordered)).toBe(frameContentKey(source));
    expect(frameKey(frameContentKey(source), 7)).toBe(frameKey(frameContentKey(reordered), 7));
    expect(frameKey(frameContentKey(source), 7)).not.toBe(frameKey(frameContentKey(source), 8));
  });

  it('changes with any edit of the movie, a value, or the project', () => {
    const key = frameContentKey(source);
    expect(frameContentKey({ ...source, movie: { scenes: [{ name: 'Intro', length: 51 }] } })).not.toBe(key);
    expect(frameContentKey({ ...source, params: { ...source.params, title: 'Ho' } })).not.toBe(key);
    expect(frameContentKey({ ...source, params: { title: 'Hi' } })).not.toBe(key);
    expect(frameContentKey({ ...source, prjuid: 'p2' })).not.toBe(key);
  });

  it('hashes text to 28 hex digits, different for texts one letter apart', () => {
    expect(textHash('movie')).toMatch(/^[0-9a-f]{28}$/);
    expect(textHash('movie')).toBe(textHash('movie'));
    expect(textHash('movie')).not.toBe(textHash('movif'));
    expect(textHash('')).not.toBe(textHash(' '));
  });
});

describe('the neighbours fetched ahead', () => {
  it('are the three nearest ahead, the three behind, then 5 and 10 ahead and behind', () => {
    expect(prefetchOrder(20, 100)).toEqual([21, 22, 23, 19, 18, 17, 25, 30, 15, 10]);
  });

  it('go backwards first when the playhead moves back', () => {
    expect(prefetchOrder(20, 100, -1)).toEqual([19, 18, 17, 21, 22, 23, 15, 10, 25, 30]);
  });

  it('are frames of the movie only', () => {
    expect(prefetchOrder(0, 100)).toEqual([1, 2, 3, 5, 10]);
    expect(prefetchOrder(98, 100)).toEqual([99, 97, 96, 95, 93, 88]);
    expect(prefetchOrder(0, 1)).toEqual([]);
  });

  it('keep a frame fetched ahead while it stays near the wanted frame', () => {
    expect(isNearFrame(23, 21, 100)).toBe(true);
    expect(isNearFrame(21, 21, 100)).toBe(true);
    expect(isNearFrame(30, 20, 100)).toBe(true);
    expect(isNearFrame(27, 20, 100)).toBe(false);
    expect(isNearFrame(60, 20, 100)).toBe(false);
  });

  it('follow the way the playhead went', () => {
    expect(scrubDirection(null, 4)).toBe(1);
    expect(scrubDirection(4, 5)).toBe(1);
    expect(scrubDirection(5, 5)).toBe(1);
    expect(scrubDirection(5, 4)).toBe(-1);
  });
});

describe('the frames kept', () => {
  it('drops the least recently used past the number of frames, a read making a frame recent', () => {
    const lru = new FrameLru<string>({ frames: 3, bytes: 1_000 });
    expect(lru.set('a', 'A', 1)).toEqual([]);
    lru.set('b', 'B', 1);
    lru.set('c', 'C', 1);
    expect(lru.get('a')).toBe('A');
    expect(lru.set('d', 'D', 1)).toEqual([{ key: 'b', value: 'B' }]);
    expect(lru.has('b')).toBe(false);
    expect(lru.size).toBe(3);
  });

  it('drops the oldest until the bytes fit, but keeps a frame just added however big', () => {
    const lru = new FrameLru<string>({ frames: 10, bytes: 100 });
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.set('c', 'C', 40)).toEqual([{ key: 'a', value: 'A' }]);
    expect(lru.bytes).toBe(80);
    expect(lru.set('huge', 'H', 500)).toEqual([
      { key: 'b', value: 'B' },
      { key: 'c', value: 'C' },
    ]);
    expect(lru.get('huge')).toBe('H');
    expect(lru.bytes).toBe(500);
  });

  it('answers the value a key held when it is set again, and every value when cleared', () => {
    const lru = new FrameLru<string>({ frames: 10, bytes: 100 });
    lru.set('a', 'A', 10);
    expect(lru.set('a', 'A2', 20)).toEqual([{ key: 'a', value: 'A' }]);
    expect(lru.bytes).toBe(20);
    lru.set('b', 'B', 10);
    expect(lru.clear()).toEqual(['A2', 'B']);
    expect(lru.size).toBe(0);
    expect(lru.bytes).toBe(0);
  });
});
