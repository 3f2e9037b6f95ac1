import { describe, expect, it } from 'vitest';
import {
  ease,
  EASINGS,
  hasMotion,
  keysMove,
  motionKeys,
  motionValueAt,
  valueAtFrame,
  type MotionKeyframe,
} from '../src/index.js';

describe('ease: the curves from 0 to 1', () => {
  it('each starts at 0 and ends at 1 (HOLD stays at 0 until its keyframe)', () => {
    for (const easing of EASINGS) {
      expect(ease(easing, 0)).toBe(0);
      expect(ease(easing, 1)).toBe(easing === 'HOLD' ? 0 : 1);
    }
  });

  it('halfway: linear 0.5, ease-in p² 0.25, ease-out 1-(1-p)² 0.75, ease-in-out smoothstep 0.5', () => {
    expect(ease('LINEAR', 0.5)).toBe(0.5);
    expect(ease('EASE_IN', 0.5)).toBe(0.25);
    expect(ease('EASE_OUT', 0.5)).toBe(0.75);
    expect(ease('EASE_IN_OUT', 0.5)).toBe(0.5);
    expect(ease('EASE_IN_OUT', 0.25)).toBeCloseTo(0.15625, 10);
  });

  it('progress outside 0..1 is clipped', () => {
    expect(ease('EASE_OUT', -1)).toBe(0);
    expect(ease('EASE_IN', 3)).toBe(1);
  });
});

describe('a property at a frame', () => {
  const keyframes: MotionKeyframe[] = [
    { frame: 10, x: 100, opacity: 0 },
    { frame: 20, x: 200, easing: 'EASE_OUT' },
    { frame: 30, x: 0, opacity: 1, easing: 'HOLD' },
  ];

  it('holds the first value before the first keyframe and the last after the last', () => {
    expect(motionValueAt(keyframes, 'x', 0)).toBe(100);
    expect(motionValueAt(keyframes, 'x', 10)).toBe(100);
    expect(motionValueAt(keyframes, 'x', 45)).toBe(0);
  });

  it('follows the easing into the later keyframe; HOLD keeps the value before and jumps at its frame', () => {
    expect(motionValueAt(keyframes, 'x', 15)).toBe(100 + 100 * 0.75);
    expect(motionValueAt(keyframes, 'x', 20)).toBe(200);
    expect(motionValueAt(keyframes, 'x', 29)).toBe(200);
    expect(motionValueAt(keyframes, 'x', 30)).toBe(0);
  });

  it('each property moves between the keyframes that set it (opacity: frame 10 to 30, linear)', () => {
    expect(motionValueAt(keyframes, 'opacity', 20)).toBe(0);
    expect(motionValueAt(keyframes, 'opacity', 29)).toBe(0);
    expect(motionValueAt(keyframes, 'opacity', 30)).toBe(1);
    const linear: MotionKeyframe[] = [
      { frame: 10, opacity: 0 },
      { frame: 30, opacity: 1 },
    ];
    expect(motionValueAt(linear, 'opacity', 25)).toBe(0.75);
  });

  it('a property no keyframe sets has no value; a frame left out is 0; keyframes in any order', () => {
    expect(motionValueAt(keyframes, 'rotation', 12)).toBeUndefined();
    expect(motionValueAt([{ y: 5 }, { frame: 4, y: 9 }], 'y', 2)).toBe(7);
    expect(motionValueAt([{ frame: 4, y: 9 }, { y: 5 }], 'y', 2)).toBe(7);
  });

  it('a crop is four properties, its missing sides 0; a keyframe without crop leaves it alone', () => {
    const wipe: MotionKeyframe[] = [{ crop: { h: 90 } }, { frame: 5, x: 3 }, { frame: 10, crop: { w: 160, h: 90 } }];
    expect(motionKeys(wipe, 'cropW')).toEqual([
      { frame: 0, value: 0, easing: 'LINEAR' },
      { frame: 10, value: 160, easing: 'LINEAR' },
    ]);
    expect(motionValueAt(wipe, 'cropW', 5)).toBe(80);
    expect(motionValueAt(wipe, 'cropH', 5)).toBe(90);
    expect(motionValueAt(wipe, 'cropX', 5)).toBe(0);
  });

  it('of two keyframes setting a property at the same frame the later counts', () => {
    expect(
      motionKeys(
        [
          { frame: 3, x: 1 },
          { frame: 3, x: 2 },
        ],
        'x',
      ),
    ).toEqual([{ frame: 3, value: 2, easing: 'LINEAR' }]);
  });

  it('valueAtFrame without keys is undefined; hasMotion and keysMove say whether anything is animated', () => {
    expect(valueAtFrame([], 3)).toBeUndefined();
    expect(hasMotion(undefined)).toBe(false);
    expect(hasMotion([{ frame: 4 }])).toBe(false);
    expect(hasMotion([{ frame: 4, reveal: 2 }])).toBe(true);
    expect(keysMove(motionKeys([{ x: 4 }, { frame: 9, x: 4 }], 'x'))).toBe(false);
    expect(keysMove(motionKeys([{ x: 4 }, { frame: 9, x: 5 }], 'x'))).toBe(true);
  });
});
