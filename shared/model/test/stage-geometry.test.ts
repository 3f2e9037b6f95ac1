import { describe, expect, it } from 'vitest';
import {
  boxesIn,
  fitStage,
  frameSizeOf,
  handleBoxes,
  layerBox,
  nudgeOf,
  positionOf,
  rectBetween,
  resizeBox,
} from '../src/stage-geometry.js';

const frame = { width: 640, height: 360 };

describe('where a layer sits on the frame', () => {
  it('covers the whole frame without a position, and a side of 0 is the frame’s', () => {
    expect(layerBox(undefined, frame)).toEqual({ x: 0, y: 0, w: 640, h: 360 });
    expect(layerBox({ x: 10, y: 20, w: 0, h: 100 }, frame)).toEqual({ x: 10, y: 20, w: 640, h: 100 });
  });

  it('takes the renderer’s default size for a movie that names none', () => {
    expect(frameSizeOf(undefined)).toEqual(frame);
    expect(frameSizeOf({ width: 1920, height: 1080 })).toEqual({ width: 1920, height: 1080 });
  });

  it('stores a moved full-frame layer without fixing its size, and a resized one with it', () => {
    expect(positionOf({ x: 200.4, y: 99.6, w: 640, h: 360 }, undefined, frame)).toEqual({ x: 200, y: 100, w: 0, h: 0 });
    expect(positionOf({ x: 0, y: 0, w: 320, h: 360 }, undefined, frame)).toEqual({ x: 0, y: 0, w: 320, h: 0 });
    expect(positionOf({ x: 0, y: 0, w: 640, h: 180 }, { w: 640, h: 200 }, frame)).toEqual({
      x: 0,
      y: 0,
      w: 640,
      h: 180,
    });
  });
});

describe('the stage', () => {
  it('fits the frame in the pane, keeping its shape', () => {
    expect(fitStage(frame, { width: 320, height: 1000 })).toEqual({ scale: 0.5, width: 320, height: 180 });
    expect(fitStage(frame, { width: 2000, height: 180 }).scale).toBe(0.5);
  });

  it('puts eight handles of at least 8 px centred on the corners and edges', () => {
    const handles = handleBoxes({ x: 100, y: 50, w: 200, h: 100 }, 4);
    expect(handles).toHaveLength(8);
    for (const { box } of handles) expect(box.w).toBeGreaterThanOrEqual(8);
    const centre = (h: string) => {
      const box = handles.find((each) => each.handle === h)?.box;
      return box && [box.x + box.w / 2, box.y + box.h / 2];
    };
    expect(centre('nw')).toEqual([100, 50]);
    expect(centre('e')).toEqual([300, 100]);
    expect(centre('s')).toEqual([200, 150]);
    expect(centre('se')).toEqual([300, 150]);
  });
});

describe('resizing', () => {
  const start = { x: 100, y: 100, w: 200, h: 100 };

  it('keeps the opposite corner in place', () => {
    expect(resizeBox(start, 'se', 40, 10)).toEqual({ x: 100, y: 100, w: 240, h: 110 });
    expect(resizeBox(start, 'nw', 40, 10)).toEqual({ x: 140, y: 110, w: 160, h: 90 });
    expect(resizeBox(start, 'e', 40, 999)).toEqual({ x: 100, y: 100, w: 240, h: 100 });
  });

  it('keeps the aspect ratio from a corner, the larger move winning', () => {
    const box = resizeBox(start, 'se', 100, 10, true);
    expect(box.w / box.h).toBeCloseTo(2);
    expect(box).toEqual({ x: 100, y: 100, w: 300, h: 150 });
    const other = resizeBox(start, 'nw', -10, -100, true);
    expect(other).toEqual({ x: -100, y: 0, w: 400, h: 200 });
  });

  it('never turns a box inside out', () => {
    expect(resizeBox(start, 'w', 500, 0)).toEqual({ x: 299, y: 100, w: 1, h: 100 });
  });
});

describe('selection and nudging', () => {
  it('selects the boxes a dragged rectangle meets, whichever way it was drawn', () => {
    const boxes = [
      { x: 0, y: 0, w: 10, h: 10 },
      { x: 50, y: 50, w: 10, h: 10 },
      { x: 100, y: 0, w: 10, h: 10 },
    ];
    expect(boxesIn(boxes, rectBetween(55, 55, 5, 5))).toEqual([0, 1]);
  });

  it('moves 1 pixel with an arrow and 10 with shift', () => {
    expect(nudgeOf('ArrowRight', false)).toEqual({ dx: 1, dy: 0 });
    expect(nudgeOf('ArrowUp', true)).toEqual({ dx: 0, dy: -10 });
    expect(nudgeOf('a', false)).toBeNull();
  });
});
