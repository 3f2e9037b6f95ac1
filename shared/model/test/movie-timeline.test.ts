import { describe, expect, it } from 'vitest';
import {
  clampFrame,
  movieFrameCount,
  POSTER_FRAME,
  posterFrame,
  sceneStarts,
  transitionOverlap,
} from '../src/index.js';

describe('the movie timeline', () => {
  it('puts scenes end to end', () => {
    const scenes = [{ length: 100 }, { length: 50 }];
    expect(sceneStarts(scenes)).toEqual([0, 100]);
    expect(movieFrameCount(scenes)).toBe(150);
  });

  it('overlaps a scene with the previous one by its transition', () => {
    const scenes = [{ length: 100 }, { length: 50, transition: { type: 'CROSSFADE', duration: 12 } }];
    expect(sceneStarts(scenes)).toEqual([0, 88]);
    expect(movieFrameCount(scenes)).toBe(138);
  });

  it('ignores a transition on the first scene and one of type NONE', () => {
    expect(transitionOverlap({ length: 10, transition: { type: 'FADE', duration: 5 } }, 0)).toBe(0);
    expect(transitionOverlap({ length: 10, transition: { type: 'NONE', duration: 5 } }, 1)).toBe(0);
  });

  it('has no frames without scenes', () => {
    expect(movieFrameCount([])).toBe(0);
    expect(movieFrameCount(undefined)).toBe(0);
  });

  it('the blank movie has 100 frames', () => expect(movieFrameCount([{ length: 100 }])).toBe(100));
});

describe('the thumbnail frame', () => {
  it('is the poster frame 10 when the movie is long enough', () => {
    expect(POSTER_FRAME).toBe(10);
    expect(posterFrame(100)).toBe(10);
  });

  it('is frame 0 for a movie of 10 frames or fewer', () => {
    expect(posterFrame(10)).toBe(0);
    expect(posterFrame(3)).toBe(0);
    expect(posterFrame(0)).toBe(0);
  });
});

describe('a frame the user asks for', () => {
  it('stays within the movie', () => {
    expect(clampFrame(-4, 100)).toBe(0);
    expect(clampFrame(250, 100)).toBe(99);
    expect(clampFrame(12.4, 100)).toBe(12);
    expect(clampFrame(Number.NaN, 100)).toBe(0);
  });
});
