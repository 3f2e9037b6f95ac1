import { describe, expect, it } from 'vitest';
import { PresetError } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { applyPreset, moveKeyframe, recordBox, removeKeyframe, updateKeyframe } from '../../src/edit/keyframe-edits.js';

const size = { width: 640, height: 360 };
const movie = (): Movie => ({
  scenes: [
    {
      length: 75,
      layers: [
        { name: 'Logo', image: { asset: 'logo.png' }, position: { x: 10, y: 20, w: 100, h: 50 } },
        { name: 'Title', text: { text: 'Hello there' } },
      ],
    },
  ],
});
const keyframes = (m: Movie, layer = 0) => m.scenes?.[0]?.layers?.[layer]?.keyframes;

describe('recording motion', () => {
  it('records a box at a frame, keeping where the layer stood at its start', () => {
    const moved = recordBox(0, 0, 30, { x: 300, y: 200, w: 100, h: 50 }, size)(movie());
    expect(keyframes(moved)).toEqual([
      { frame: 0, x: 10, y: 20, w: 100, h: 50 },
      { frame: 30, x: 300, y: 200, w: 100, h: 50 },
    ]);
    const again = recordBox(0, 0, 30, { x: 310, y: 200, w: 100, h: 50 }, size)(moved);
    expect(keyframes(again)?.[1]).toEqual({ frame: 30, x: 310, y: 200, w: 100, h: 50 });
    expect(keyframes(recordBox(0, 0, 0, { x: 1, y: 2, w: 100, h: 50 }, size)(movie()))).toHaveLength(1);
  });

  it('moves, changes and removes keyframes, the last one leaving no list behind', () => {
    const recorded = recordBox(0, 0, 30, { x: 300, y: 200, w: 100, h: 50 }, size)(movie());
    expect(keyframes(moveKeyframe(0, 0, 0, 50)(recorded))?.map((k) => k.frame)).toEqual([30, 50]);
    expect(keyframes(updateKeyframe(0, 0, 1, { easing: 'EASE_OUT' })(recorded))?.[1]?.easing).toBe('EASE_OUT');
    expect(keyframes(updateKeyframe(0, 0, 1, { x: undefined })(recorded))?.[1]).not.toHaveProperty('x');
    const once = removeKeyframe(0, 0, 0)(recorded);
    expect(keyframes(removeKeyframe(0, 0, 0)(once))).toBeUndefined();
  });
});

describe('presets', () => {
  it('adds an enter fade as keyframes over its first frames', () => {
    const faded = applyPreset(0, 0, { kind: 'fade', phase: 'enter', duration: 10 }, size)(movie());
    expect(keyframes(faded)?.map((k) => [k.frame, k.opacity])).toEqual([
      [0, 0],
      [10, 1],
    ]);
  });

  it('types a text on by word, storing the unit with the text', () => {
    const typed = applyPreset(0, 1, { kind: 'typing', phase: 'enter', duration: 20, unit: 'WORD' }, size)(movie());
    expect(typed.scenes?.[0]?.layers?.[1]?.text?.revealunit).toBe('WORD');
    expect(keyframes(typed, 1)?.map((k) => k.reveal)).toEqual([0, 2]);
  });

  it('refuses typing on a picture', () => {
    expect(() => applyPreset(0, 0, { kind: 'typing', phase: 'enter', duration: 5 }, size)(movie())).toThrow(
      PresetError,
    );
  });
});
