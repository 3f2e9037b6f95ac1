import { describe, expect, it } from 'vitest';
import {
  animatedBox,
  keyframesPlace,
  motionPath,
  withKeyframe,
  withKeyframeMoved,
  withoutKeyframe,
} from '../src/motion-edits.js';

const size = { width: 640, height: 360 };
const slide = [
  { frame: 0, x: -200, y: 100 },
  { frame: 10, x: 100, y: 100 },
];

describe('where a moving layer stands', () => {
  it('follows its keyframes between them and holds after the last', () => {
    const position = { x: 100, y: 100, w: 200, h: 50 };
    expect(animatedBox(position, slide, 0, size).box).toEqual({ x: -200, y: 100, w: 200, h: 50 });
    expect(animatedBox(position, slide, 5, size).box).toEqual({ x: -50, y: 100, w: 200, h: 50 });
    expect(animatedBox(position, slide, 40, size).box).toEqual({ x: 100, y: 100, w: 200, h: 50 });
  });

  it('scales about the centre, takes a side of 0 as the frame’s, and says its rotation', () => {
    const grown = animatedBox({ x: 0, y: 0, w: 100, h: 100 }, [{ frame: 0, scale: 2, rotation: 45 }], 0, size);
    expect(grown).toEqual({ box: { x: -50, y: -50, w: 200, h: 200 }, rotation: 45 });
    expect(animatedBox(undefined, [{ frame: 0, w: 0 }], 0, size).box.w).toBe(640);
    expect(animatedBox(undefined, undefined, 3, size)).toEqual({ box: { x: 0, y: 0, w: 640, h: 360 }, rotation: 0 });
  });

  it('draws the path of the box’s centre, ending on the last frame', () => {
    const path = motionPath({ w: 200, h: 50 }, slide, 11, size, 5);
    expect(path).toEqual([
      { x: -100, y: 125 },
      { x: 50, y: 125 },
      { x: 200, y: 125 },
    ]);
  });

  it('tells keyframes that place the box from those that only fade or rotate it', () => {
    expect(keyframesPlace(slide)).toBe(true);
    expect(
      keyframesPlace([
        { frame: 0, opacity: 0 },
        { frame: 5, rotation: 90 },
      ]),
    ).toBe(false);
    expect(keyframesPlace(undefined)).toBe(false);
  });
});

describe('editing keyframes', () => {
  it('sets values into the keyframe at a frame, or adds one in frame order', () => {
    expect(withKeyframe(slide, 10, { x: 120 })).toEqual([
      { frame: 0, x: -200, y: 100 },
      { frame: 10, x: 120, y: 100 },
    ]);
    expect(withKeyframe(slide, 4.6, { y: 0 }).map((k) => k.frame)).toEqual([0, 5, 10]);
  });

  it('moves a keyframe, keeping frame order and saying where it went', () => {
    const { keyframes, index } = withKeyframeMoved(slide, 0, 20);
    expect(keyframes.map((k) => k.frame)).toEqual([10, 20]);
    expect(index).toBe(1);
    expect(withoutKeyframe(slide, 0)).toEqual([{ frame: 10, x: 100, y: 100 }]);
  });
});
