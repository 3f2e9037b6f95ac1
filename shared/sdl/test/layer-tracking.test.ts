import { describe, expect, it } from 'vitest';
import { decodeMovie, encodeMovie, MovieFormatError, normaliseMovie, type Movie } from '../src/index.js';

const tracked = (tracking: unknown): unknown => ({
  scenes: [
    { length: 10, layers: [{ name: 'Ball', color: { color: '#ff0000' }, position: { w: 20, h: 20 }, tracking }] },
  ],
});

describe("a layer's tracking field", () => {
  it('round-trips every field between JSON and binary, negative moves and enum names included', () => {
    const movie = tracked({
      video: 'street.mp4',
      version: 'pass 2',
      offset: 12,
      area: { x: 160, y: -4, w: 160, h: 90 },
      align: 'LEFT',
      valign: 'BOTTOM',
      dx: -5,
      dy: 7,
    }) as Movie;
    const bytes = encodeMovie(movie);
    expect(decodeMovie(bytes)).toEqual(movie);
    expect(normaliseMovie(movie)).toEqual(movie);
  });

  it('drops defaults as every message does: the centre of the box on the point, no move, the whole frame', () => {
    const movie = tracked({
      video: 'street.mp4',
      version: 'v1',
      offset: 0,
      align: 'CENTER',
      valign: 'MIDDLE',
      dx: 0,
      dy: 0,
    });
    expect(normaliseMovie(movie).scenes?.[0]?.layers?.[0]?.tracking).toEqual({ video: 'street.mp4', version: 'v1' });
  });

  it('refuses what is not a tracking: an unknown field, an alignment that is not one, a fractional or text offset', () => {
    for (const [tracking, says] of [
      [{ video: 'a.mp4', version: 'v', speed: 2 }, 'speed is not a field of LayerTracking'],
      [{ video: 'a.mp4', version: 'v', align: 'TOP' }, 'cannot be "TOP"'],
      [{ video: 'a.mp4', version: 'v', offset: 1.5 }, 'offset'],
      [{ video: 'a.mp4', version: 'v', dx: 'left' }, 'dx'],
      ['a.mp4', 'tracking'],
    ] as const) {
      expect(() => normaliseMovie(tracked(tracking))).toThrow(MovieFormatError);
      expect(() => normaliseMovie(tracked(tracking))).toThrow(says);
    }
  });
});
