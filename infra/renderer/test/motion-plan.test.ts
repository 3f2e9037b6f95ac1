import type { Layer, Movie } from '@reelforge/sdl';
import { describe, expect, it } from 'vitest';
import {
  buildFfmpegArgs,
  movieStructure,
  planMovie,
  RenderError,
  resolveVariables,
  reuseLayout,
} from '../src/index.js';

const movie = (layer: Layer, variables: Movie['variables'] = []): Movie => ({
  params: { vparams: { width: 320, height: 180 } },
  scenes: [
    { length: 50, layers: [{ color: { color: '#102030' } }] },
    { length: 50, layers: [{ color: { color: '#000000' } }, layer] },
  ],
  variables,
});
const sliding: Layer = {
  name: 'Title',
  text: { text: 'Hello', bindings: { revealunit: 'unit' } },
  position: { x: 10, y: 20, w: 100, h: 40 },
  start: 10,
  duration: 30,
  keyframes: [
    { x: -100, reveal: 0 },
    { frame: 20, x: 10, reveal: 5, easing: 'EASE_OUT' },
  ],
  bindings: { 'keyframes.1.x': 'left', 'keyframes.0.crop.w': 'width', 'keyframes.1.easing': 'easing' },
};
const variables = [
  { key: 'left', value: '60' },
  { key: 'width', value: '70' },
  { key: 'easing', value: 'hold' },
  { key: 'unit', value: 'word' },
];

function inputError(run: () => unknown): RenderError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RenderError);
    return error as RenderError;
  }
  throw new Error('expected an input error');
}
const layerOf = (m: Movie) => m.scenes![1]!.layers![1]!;

describe("keyframe bindings: the layer's keyframes.<index>.<field>", () => {
  it("set the keyframe's field from the variable, a crop's side included; the text's revealunit binds as its other fields", () => {
    const bound = layerOf(resolveVariables(movie(sliding, variables)).movie);
    expect(bound.keyframes).toEqual([
      { x: -100, reveal: 0, crop: { w: 70 } },
      { frame: 20, x: 60, reveal: 5, easing: 'HOLD' },
    ]);
    expect(bound.text?.revealunit).toBe('WORD');
    // The stored keyframes are left as they were.
    expect(sliding.keyframes![1]!.x).toBe(10);
  });

  it('a keyframe the layer does not have, a field keyframes have not, or a value that does not fit are input errors', () => {
    const bad = (bindings: Record<string, string>) =>
      inputError(() => resolveVariables(movie({ ...sliding, bindings }, variables))).message;
    expect(bad({ 'keyframes.2.x': 'left' })).toBe(
      'Scene 2, layer 2 "Title": "keyframes.2.x" is bound, but the layer has 2 keyframes.',
    );
    expect(bad({ 'keyframes.0.colour': 'left' })).toBe(
      'Scene 2, layer 2 "Title": "keyframes.0.colour" is not a field that can be bound here.',
    );
    expect(bad({ 'keyframes.0.easing': 'left' })).toContain('whose value "60" is not one of LINEAR, EASE_IN');
    expect(bad({ 'keyframes.0.w': 'easing' })).toContain('is not a whole number of 0 or more');
  });

  it('the structure lists them as bound fields', () => {
    expect(movieStructure(movie(sliding, variables)).scenes[1]!.layers[1]!.bound).toEqual([
      'keyframes.0.crop.w',
      'keyframes.1.easing',
      'keyframes.1.x',
      'revealunit',
    ]);
  });
});

describe('a moving layer in the plan and in reuse', () => {
  it("is planned with each property's keys, frames from the layer's start", () => {
    const plan = planMovie(resolveVariables(movie(sliding, variables)).movie, { target: 'mp4' });
    expect(plan.scenes[1]!.layers[1]!.motion).toEqual({
      keys: {
        x: [
          { frame: 0, value: -100, easing: 'LINEAR' },
          { frame: 20, value: 60, easing: 'HOLD' },
        ],
        reveal: [
          { frame: 0, value: 0, easing: 'LINEAR' },
          { frame: 20, value: 5, easing: 'HOLD' },
        ],
        cropX: [{ frame: 0, value: 0, easing: 'LINEAR' }],
        cropY: [{ frame: 0, value: 0, easing: 'LINEAR' }],
        cropW: [{ frame: 0, value: 70, easing: 'LINEAR' }],
        cropH: [{ frame: 0, value: 0, easing: 'LINEAR' }],
      },
      revealunit: 'WORD',
    });
  });

  it("a keyframe bound to a varying value makes the layer's frames vary; a moving layer bound to none is static", () => {
    const m = movie(sliding, variables);
    const plan = planMovie(resolveVariables(m).movie, { target: 'mp4' });
    expect(reuseLayout(m, plan, ['left'])).toEqual({
      whole: false,
      // The layer's frames 60-89 vary; the ten after them are too few to be a segment of their own.
      ranges: [
        { start: 0, end: 60, static: true },
        { start: 60, end: 100, static: false },
      ],
      staticSound: true,
    });
    expect(reuseLayout(m, plan, ['nothing'])).toEqual({
      whole: false,
      ranges: [{ start: 0, end: 100, static: true }],
      staticSound: true,
    });
  });

  it('refuses absurd values: a scale past 20, a box scaled past 16,384 px, more than 1,000 keyframes', () => {
    const plan = (layer: Layer) => () => planMovie(movie(layer), { target: 'mp4' });
    const box: Layer = { color: { color: '#ffffff' }, position: { w: 1000, h: 100 } };
    expect(inputError(plan({ ...box, keyframes: [{ scale: 21 }] })).message).toBe(
      "Scene 2, layer 2: a keyframe's scale must be from 0 to 20, got 21.",
    );
    expect(inputError(plan({ ...box, keyframes: [{ scale: 17 }] })).message).toBe(
      "Scene 2, layer 2: scaled, the layer's box would be 17000 pixels across, more than 16384.",
    );
    const many = Array.from({ length: 1001 }, (_, frame) => ({ frame, x: frame }));
    expect(inputError(plan({ ...box, keyframes: many })).message).toBe(
      'Scene 2, layer 2: the layer has 1001 keyframes, more than the limit of 1000.',
    );
    expect(
      planMovie(movie({ ...box, keyframes: [{ frame: 3 }] }), { target: 'mp4' }).scenes[1]!.layers[1]!.motion,
    ).toBe(undefined);
  });

  it('refuses a render past its typing and crop steps before ffmpeg runs; a shorter range of it is drawn', () => {
    const graph =
      (layer: Layer, frames: number, options: { rangeStart?: number; rangeEnd?: number } = {}) =>
      () =>
        buildFfmpegArgs(
          planMovie(
            { params: { vparams: { width: 320, height: 180 } }, scenes: [{ length: frames, layers: [layer] }] },
            { target: 'mp4', ...options },
          ),
          { paths: {}, output: '/out/x.mp4' },
        ).graph;
    const text = 'x'.repeat(1500);
    const typing: Layer = { text: { text }, keyframes: [{ reveal: 0 }, { frame: 1500, reveal: 1500 }] };
    expect(inputError(graph(typing, 1600)).message).toBe(
      'The moving layers of this render type on in more than 1000 steps; render a shorter range or use fewer keyframes.',
    );
    expect(graph(typing, 1600, { rangeStart: 0, rangeEnd: 500 })()).toContain('drawtext');
    const wiping: Layer = {
      color: { color: '#ff0000' },
      position: { w: 6000, h: 10 },
      // One more pixel shown each frame: a step a frame.
      keyframes: [{ crop: { h: 10 } }, { frame: 6000, crop: { w: 6000, h: 10 } }],
    };
    expect(inputError(graph(wiping, 6000)).message).toContain('crop in more than 5000 steps');
    expect(graph(wiping, 6000, { rangeStart: 2000, rangeEnd: 3000 })()).toContain('drawbox');
  });
});
