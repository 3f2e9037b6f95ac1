import { describe, expect, it } from 'vitest';
import { drawnFrames, isDrawn } from '../../src/widgets/timeline/timeline-window.js';

describe('drawnFrames', () => {
  it('is the view and a quarter of a view either side, in frames', () => {
    // 800 px in view from 1,600 px at 2 px a frame: frames 800 to 1,200, and 100 frames either side.
    expect(drawnFrames({ left: 1600, width: 800 }, 2)).toEqual({ from: 700, to: 1300 });
  });

  it('draws every bar while the box has no width yet', () => {
    const drawn = drawnFrames({ left: 0, width: 0 }, 2);
    expect(isDrawn({ start: 1e9, end: 1e9 + 10 }, drawn)).toBe(true);
  });
});

describe('isDrawn', () => {
  const drawn = { from: 400, to: 1600 };
  it('takes a bar that meets the frames, even by one end', () => {
    expect(isDrawn({ start: 300, end: 400 }, drawn)).toBe(true);
    expect(isDrawn({ start: 1600, end: 1700 }, drawn)).toBe(true);
    expect(isDrawn({ start: 0, end: 5000 }, drawn)).toBe(true);
  });

  it('leaves out a bar wholly before or after them', () => {
    expect(isDrawn({ start: 100, end: 399 }, drawn)).toBe(false);
    expect(isDrawn({ start: 1601, end: 1700 }, drawn)).toBe(false);
  });
});
