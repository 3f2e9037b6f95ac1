import type { Layer, Movie, Scene } from '@reelforge/sdl';
import { describe, expect, it } from 'vitest';
import { planMovie, resolveVariables, reuseLayout, varyingVariables, type ReuseLayout } from '../src/index.js';
import { referenceMovie } from '../bench/reference-movie.js';

/** The layout of a movie for rows that set `varying` (planned with the movie's own values). */
function layout(movie: Movie, varying: string[]): ReuseLayout {
  return reuseLayout(
    movie,
    planMovie(resolveVariables(movie, { withoutDatasources: true }).movie, { target: 'mp4' }),
    varying,
  );
}
const ranges = (l: ReuseLayout) =>
  l.whole ? l.reason : l.ranges.map((r) => [r.start, r.end, r.static ? 'static' : 'dynamic']);

const colour = (color: string): Layer => ({ color: { color } });
const text = (bindings?: Record<string, string>, more: Partial<Layer> = {}): Layer => ({
  text: { text: 'x', ...(bindings ? { bindings } : {}) },
  ...more,
});
const scene = (length: number, layers: Layer[], more: Partial<Scene> = {}): Scene => ({ length, layers, ...more });
const crossfade = { type: 'CROSSFADE' as const, duration: 10 };
/** Three scenes of 100 frames, crossfades of 10: [0,100) [90,190) [180,280). */
function three(layers: [Layer[], Layer[], Layer[]], more: Partial<Movie> = {}): Movie {
  return {
    params: { vparams: { width: 320, height: 180, videoframerate: { num: 25, den: 1 } } },
    scenes: [
      scene(100, layers[0]),
      scene(100, layers[1], { transition: crossfade }),
      scene(100, layers[2], { transition: crossfade }),
    ],
    variables: [{ key: 'name', value: 'Ada' }],
    ...more,
  };
}
const plain = [colour('#000000')];

describe('which frames of a movie rows share', () => {
  it('the reference movie with its name varying: scene 1 and its crossfade per row, the rest and the sound once', () => {
    const l = layout(referenceMovie(), ['name']);
    expect(ranges(l)).toEqual([
      [0, 106, 'dynamic'],
      [106, 250, 'static'],
    ]);
    expect(l.whole === false && l.staticSound).toBe(true);
  });

  it('a format variable varies with the variables it names; a datasource variable always varies', () => {
    const movie: Movie = {
      variables: [
        { key: 'name', value: 'Ada' },
        { key: 'title', type: 'FORMAT', format: 'Hello ${name}' },
        { key: 'shout', type: 'FORMAT', format: '${title}!' },
        { key: 'fixed', type: 'FORMAT', format: 'always' },
        { key: 'city', type: 'DATASOURCE', datasource: 'people', column: 'city' },
      ],
    };
    expect([...varyingVariables(movie, ['name'])].sort()).toEqual(['city', 'name', 'shout', 'title']);
    expect([...varyingVariables(movie, [])]).toEqual(['city']);
  });

  it('nothing varying: the whole movie is one static range', () => {
    expect(ranges(layout(referenceMovie(), []))).toEqual([[0, 250, 'static']]);
    expect(ranges(layout(referenceMovie(), ['unrelated']))).toEqual([[0, 250, 'static']]);
  });

  it('a varying middle scene: both crossfades with it, static on either side', () => {
    const l = layout(three([plain, [colour('#ff0000'), text({ text: 'name' })], plain]), ['name']);
    expect(ranges(l)).toEqual([
      [0, 90, 'static'],
      [90, 190, 'dynamic'],
      [190, 280, 'static'],
    ]);
  });

  it('a varying layer shown part of a scene makes only its frames dynamic (and a crossfade it touches)', () => {
    const m = three([
      [colour('#000000'), text({ text: 'name' }, { start: 40, duration: 20 })],
      plain,
      [colour('#000000'), text({ text: 'name' }, { start: 0, duration: 30 })],
    ]);
    expect(ranges(layout(m, ['name']))).toEqual([
      [0, 40, 'static'],
      [40, 60, 'dynamic'],
      [60, 180, 'static'],
      [180, 210, 'dynamic'],
      [210, 280, 'static'],
    ]);
  });

  it("a varying layer's start or duration makes its whole scene dynamic", () => {
    const m = three([plain, [colour('#000000'), { ...text(), bindings: { start: 'name' } }], plain], {
      variables: [{ key: 'name', value: '3' }],
    });
    expect(ranges(layout(m, ['name']))).toEqual([
      [0, 90, 'static'],
      [90, 190, 'dynamic'],
      [190, 280, 'static'],
    ]);
  });

  it('a varying scene length (the timeline itself) renders whole', () => {
    const m = three([plain, plain, plain], { variables: [{ key: 'name', value: '100' }] });
    m.scenes![1] = { ...m.scenes![1]!, bindings: { length: 'name' } };
    expect(layout(m, ['name'])).toEqual({ whole: true, reason: 'the length of scene 2 is bound to a varying value' });
  });

  it('a varying background or any scene field makes the scene dynamic', () => {
    const m = three([plain, plain, plain], { variables: [{ key: 'name', value: '#ff0000' }] });
    m.scenes![2] = { ...m.scenes![2]!, bindings: { background: 'name' } };
    expect(ranges(layout(m, ['name']))).toEqual([
      [0, 180, 'static'],
      [180, 280, 'dynamic'],
    ]);
  });

  it('a static stretch shorter than a second is rendered with the row', () => {
    const m = three([[colour('#000000'), text({ text: 'name' }, { start: 0, duration: 80 })], plain, plain]);
    // Frames 80-90 are static but too short: they join the dynamic range before the crossfade.
    m.scenes![1] = scene(100, [colour('#000000'), text({ text: 'name' }, { start: 10, duration: 80 })], {
      transition: crossfade,
    });
    expect(ranges(layout(m, ['name']))).toEqual([
      [0, 180, 'dynamic'],
      [180, 280, 'static'],
    ]);
  });

  it('everything varying: nothing static, the movie renders whole', () => {
    const all = [colour('#000000'), text({ text: 'name' })];
    expect(layout(three([all, all, all]), ['name'])).toEqual({ whole: true, reason: 'no part of the movie is static' });
  });

  it('a varying audio track or a varying video layer makes the sound vary; a text layer does not', () => {
    const m = three([plain, [colour('#000000'), text({ text: 'name' })], plain], {
      audio: [{ asset: 'music.wav', bindings: { volume: 'name' } }],
      variables: [{ key: 'name', value: '0.5' }],
    });
    const withTrack = layout(m, ['name']);
    expect(withTrack.whole === false && withTrack.staticSound).toBe(false);
    const video = three([plain, [{ video: { asset: 'clip.mp4', bindings: { asset: 'name' } } }], plain]);
    const withVideo = layout(video, ['name']);
    expect(withVideo.whole === false && withVideo.staticSound).toBe(false);
    const textOnly = layout(three([plain, [colour('#000000'), text({ text: 'name' })], plain]), ['name']);
    expect(textOnly.whole === false && textOnly.staticSound).toBe(true);
  });
});
