import { describe, expect, it } from 'vitest';
import { trackedBox, trackPointAt } from '../src/tracked-box.js';

const points = [
  { frame: 10, x: 0.25, y: 0.5 },
  { frame: 20, x: 0.75, y: 0.5 },
];
const size = { width: 640, height: 360 };

describe('a layer following a track', () => {
  it('takes the point of the frame shown, the line between points, the nearest outside them', () => {
    expect(trackPointAt(points, 15)).toEqual({ x: 0.5, y: 0.5 });
    expect(trackPointAt(points, 0)).toEqual({ frame: 10, x: 0.25, y: 0.5 });
    expect(trackPointAt(points, 99)).toEqual({ frame: 20, x: 0.75, y: 0.5 });
    expect(trackPointAt([], 3)).toBeUndefined();
  });

  it('puts the box’s anchor on the point in the tracked area, moved by dx and dy', () => {
    const box = { x: 0, y: 0, w: 100, h: 40 };
    expect(trackedBox(box, { offset: 5 }, points, 10, size)).toEqual({ x: 270, y: 160, w: 100, h: 40 });
    const area = {
      area: { x: 100, y: 0, w: 200, h: 100 },
      align: 'LEFT' as const,
      valign: 'TOP' as const,
      dx: 3,
      dy: -2,
    };
    expect(trackedBox(box, area, points, 10, size)).toEqual({ x: 153, y: 48, w: 100, h: 40 });
    expect(trackedBox(box, {}, [], 10, size)).toBe(box);
  });
});
