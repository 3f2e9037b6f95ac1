import { describe, expect, it } from 'vitest';
import { expandPreset, motionValueAt, PresetError, type PresetLayer } from '../src/index.js';

const frame = { width: 640, height: 360, length: 100 };
const box: PresetLayer = { position: { x: 40, y: 300, w: 200, h: 40 } };

describe('expandPreset: enter and exit animations as keyframes', () => {
  it('fade in: opacity 0 at frame 0 to the layer opacity at the duration, linear', () => {
    expect(expandPreset({ ...box, opacity: 0.8 }, { kind: 'fade', phase: 'enter', duration: 10 }, frame)).toEqual({
      keyframes: [
        { frame: 0, opacity: 0 },
        { frame: 10, opacity: 0.8 },
      ],
    });
  });

  it('fade out: from the layer as it is at length - duration to 0 at its length (the frame after its last)', () => {
    const { keyframes } = expandPreset(box, { kind: 'fade', phase: 'exit', duration: 20 }, frame);
    expect(keyframes).toEqual([
      { frame: 80, opacity: 1 },
      { frame: 100, opacity: 0 },
    ]);
    expect(motionValueAt(keyframes, 'opacity', 99)).toBeCloseTo(0.05, 10);
  });

  it('slide in from each side: from just outside the frame to the position, easing out', () => {
    const start = (side: number) =>
      expandPreset(box, { kind: 'slide', phase: 'enter', duration: 12, side }, frame).keyframes[0];
    expect(start(1)).toEqual({ frame: 0, x: 40, y: -40 });
    expect(start(2)).toEqual({ frame: 0, x: 640, y: 300 });
    expect(start(3)).toEqual({ frame: 0, x: 40, y: 360 });
    expect(start(4)).toEqual({ frame: 0, x: -200, y: 300 });
    const { keyframes } = expandPreset(box, { kind: 'slide', phase: 'enter', duration: 12 }, frame);
    expect(keyframes[1]).toEqual({ frame: 12, x: 40, y: 300, easing: 'EASE_OUT' });
  });

  it('slide out to the left eases in; a layer without position is the whole frame', () => {
    expect(expandPreset({}, { kind: 'slide', phase: 'exit', duration: 10, side: 4 }, frame).keyframes).toEqual([
      { frame: 90, x: 0, y: 0 },
      { frame: 100, x: -640, y: 0, easing: 'EASE_IN' },
    ]);
  });

  it('scale up grows from nothing in and to twice out; scale down the other way', () => {
    const scale = (phase: 'enter' | 'exit', direction: 'up' | 'down') =>
      expandPreset(box, { kind: 'scale', phase, duration: 8, scale: direction }, frame).keyframes.map((k) => k.scale);
    expect(scale('enter', 'up')).toEqual([0, 1]);
    expect(scale('enter', 'down')).toEqual([2, 1]);
    expect(scale('exit', 'up')).toEqual([1, 2]);
    expect(scale('exit', 'down')).toEqual([1, 0]);
  });

  it('wipe: the crop grows from the side to the whole box', () => {
    const wipe = (side: number) =>
      expandPreset(box, { kind: 'wipe', phase: 'enter', duration: 10, side }, frame).keyframes.map((k) => k.crop);
    expect(wipe(4)).toEqual([
      { x: 0, y: 0, w: 0, h: 40 },
      { x: 0, y: 0, w: 200, h: 40 },
    ]);
    expect(wipe(2)[0]).toEqual({ x: 200, y: 0, w: 0, h: 40 });
    expect(wipe(1)[0]).toEqual({ x: 0, y: 0, w: 200, h: 0 });
    expect(wipe(3)[0]).toEqual({ x: 0, y: 40, w: 200, h: 0 });
    expect(() => expandPreset(box, { kind: 'wipe', phase: 'enter', duration: 10, side: 5 }, frame)).toThrow(
      PresetError,
    );
  });

  it('typing: reveal 0 to every letter (or word), with the unit to store on the text', () => {
    const text: PresetLayer = { text: { text: 'Hi there you' } };
    expect(expandPreset(text, { kind: 'typing', phase: 'enter', duration: 20 }, frame)).toEqual({
      keyframes: [
        { frame: 0, reveal: 0 },
        { frame: 20, reveal: 10 },
      ],
      revealunit: 'LETTER',
    });
    const words = expandPreset(text, { kind: 'typing', phase: 'exit', duration: 30, unit: 'WORD' }, frame);
    expect(words.keyframes.map((k) => k.reveal)).toEqual([3, 0]);
    expect(words.revealunit).toBe('WORD');
    expect(() => expandPreset(box, { kind: 'typing', phase: 'enter', duration: 5 }, frame)).toThrow(
      'Typing on is for text layers.',
    );
  });

  it("merges with the layer's keyframes: the preset's properties within its span give way, the rest stay", () => {
    const moving: PresetLayer = {
      ...box,
      keyframes: [
        { frame: 5, opacity: 0.5, rotation: 10 },
        { frame: 50, x: 300, opacity: 0.2 },
      ],
    };
    const { keyframes } = expandPreset(moving, { kind: 'fade', phase: 'enter', duration: 10 }, frame);
    expect(keyframes).toEqual([
      { frame: 0, opacity: 0 },
      { frame: 5, rotation: 10 },
      // The rest value at frame 10 is the layer's own opacity there, from its keyframes.
      { frame: 10, opacity: motionValueAt(moving.keyframes, 'opacity', 10) },
      { frame: 50, x: 300, opacity: 0.2 },
    ]);
  });

  it('a duration past the layer is cut to it; less than a frame is refused', () => {
    const { keyframes } = expandPreset(box, { kind: 'fade', phase: 'enter', duration: 500 }, frame);
    expect(keyframes.map((k) => k.frame)).toEqual([0, 100]);
    expect(() => expandPreset(box, { kind: 'fade', phase: 'enter', duration: 0 }, frame)).toThrow(PresetError);
  });
});
