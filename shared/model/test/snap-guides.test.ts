import { describe, expect, it } from 'vitest';
import { snapFrame, snapMove, snapResize, snapSpan, snapTargets } from '../src/snap-guides.js';

const targets = snapTargets({ width: 640, height: 360 }, [{ x: 400, y: 40, w: 100, h: 50 }]);

describe('snapping on the stage', () => {
  it('pulls a moved box’s centre to the frame’s centre and draws both guides', () => {
    const { box, guides } = snapMove({ x: 217, y: 133, w: 200, h: 100 }, targets, 6);
    expect(box).toEqual({ x: 220, y: 130, w: 200, h: 100 });
    expect(guides).toContainEqual({ axis: 'x', at: 320 });
    expect(guides).toContainEqual({ axis: 'y', at: 180 });
  });

  it('pulls an edge to another layer’s edge, each axis on its own', () => {
    const { box, guides } = snapMove({ x: 296, y: 250, w: 100, h: 20 }, targets, 6);
    expect(box.x).toBe(300); // its right edge on the other box's left edge at 400
    expect(box.y).toBe(250);
    expect(guides).toEqual([{ axis: 'x', at: 400 }]);
  });

  it('leaves a box alone beyond the threshold', () => {
    expect(snapMove({ x: 250, y: 250, w: 20, h: 20 }, targets, 6)).toEqual({
      box: { x: 250, y: 250, w: 20, h: 20 },
      guides: [],
    });
  });

  it('snaps only the sides a resize moves', () => {
    const { box } = snapResize({ x: 10, y: 10, w: 385, h: 100 }, 'e', targets, 6);
    expect(box).toEqual({ x: 10, y: 10, w: 390, h: 100 });
    const left = snapResize({ x: 4, y: 10, w: 100, h: 100 }, 'w', targets, 6).box;
    expect(left).toEqual({ x: 0, y: 10, w: 104, h: 100 });
  });

  it('does not break a kept aspect ratio to snap', () => {
    expect(snapResize({ x: 10, y: 10, w: 385, h: 100 }, 'se', targets, 6, true).box.w).toBe(385);
  });
});

describe('snapping on the timeline', () => {
  it('pulls a frame to the nearest target within the threshold', () => {
    expect(snapFrame(48, [0, 50, 75], 3)).toBe(50);
    expect(snapFrame(45, [0, 50, 75], 3)).toBe(45);
  });

  it('moves a span so whichever end is nearer meets a target', () => {
    expect(snapSpan(12, 40, [10, 75], 3)).toBe(-2);
    expect(snapSpan(30, 73, [10, 75], 3)).toBe(2);
  });
});
