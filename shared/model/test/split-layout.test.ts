import { describe, expect, it } from 'vitest';
import { isWithinPath, SPLIT_LIMITS, splitLayout, storedSplitter } from '../src/index.js';

describe('splitLayout', () => {
  it('keeps the preferred position when both panes have room', () => {
    expect(splitLayout(1400, 550)).toEqual({ mode: 'split', left: 550 });
  });

  it('gives the detail its minimum in a narrower page: a movie editor at 1024 px beside a 200 px menu', () => {
    const width = 1024 - 200;
    const layout = splitLayout(width, 550);
    expect(layout).toEqual({ mode: 'split', left: width - SPLIT_LIMITS.splitter - SPLIT_LIMITS.minRight });
    if (layout.mode === 'split') expect(width - SPLIT_LIMITS.splitter - layout.left).toBe(420);
  });

  it('gives the list its minimum when the splitter was dragged far left', () => {
    expect(splitLayout(1200, 40)).toEqual({ mode: 'split', left: SPLIT_LIMITS.minLeft });
  });

  it('shows one pane at a time when the page cannot hold both minimums', () => {
    expect(splitLayout(390, 550)).toEqual({ mode: 'single' });
    const least = SPLIT_LIMITS.minLeft + SPLIT_LIMITS.splitter + SPLIT_LIMITS.minRight;
    expect(splitLayout(least - 1, 550)).toEqual({ mode: 'single' });
    expect(splitLayout(least, 550)).toEqual({ mode: 'split', left: SPLIT_LIMITS.minLeft });
  });

  it('keeps the preferred position while the page has no width yet', () => {
    expect(splitLayout(0, 550)).toEqual({ mode: 'split', left: 550 });
  });

  it('follows the limits it is given', () => {
    expect(splitLayout(500, 300, { minLeft: 100, minRight: 100, splitter: 0 })).toEqual({ mode: 'split', left: 300 });
    expect(splitLayout(500, 450, { minLeft: 100, minRight: 100, splitter: 0 })).toEqual({ mode: 'split', left: 400 });
  });
});

describe('storedSplitter', () => {
  it('reads a kept position', () => {
    expect(storedSplitter('850')).toBe(850);
  });

  it.each([null, undefined, '', 'wide', '-3', '0', 'NaN'])('ignores %j', (value) => {
    expect(storedSplitter(value)).toBeNull();
  });
});

describe('isWithinPath', () => {
  const movie = '/projects/eu-west-1/p1/movies/intro';

  it('counts the base and the addresses under it', () => {
    expect(isWithinPath(movie, movie)).toBe(true);
    expect(isWithinPath(`${movie}/play`, movie)).toBe(true);
    expect(isWithinPath(`${movie}/play`, `${movie}/`)).toBe(true);
  });

  it('does not count a sibling whose name starts the same, nor another page', () => {
    expect(isWithinPath(`${movie}2/overview`, movie)).toBe(false);
    expect(isWithinPath('/projects/eu-west-1/p1/videos', movie)).toBe(false);
  });
});
