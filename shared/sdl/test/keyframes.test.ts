import { describe, expect, it } from 'vitest';
import { blankMovie, decodeMovie, encodeMovie, MovieFormatError, normaliseMovie, type Movie } from '../src/index.js';
import { movieToXml, xmlToMovie } from '../src/xml/index.js';

/** A lower third that slides in, turns, fades, is wiped and types on: every keyframe field. */
const moving: Movie = {
  params: { vparams: { width: 640, height: 360 } },
  scenes: [
    {
      length: 100,
      layers: [
        {
          name: 'title',
          text: { text: 'Hello there', revealunit: 'WORD' },
          position: { x: 40, y: 280, w: 300, h: 50 },
          bindings: { 'keyframes.1.x': 'left' },
          keyframes: [
            { x: -300, opacity: 0, reveal: 0, crop: { h: 50 } },
            { frame: 12, x: 40, opacity: 1, reveal: 2, crop: { w: 300, h: 50 }, easing: 'EASE_OUT' },
            { frame: 40, rotation: -12.5, scale: 1.5, w: 0, h: 60, easing: 'EASE_IN_OUT' },
            { frame: 60, y: 0, rotation: 0, scale: 0, easing: 'HOLD' },
          ],
        },
      ],
    },
  ],
  variables: [{ key: 'left', value: '40' }],
};

describe('keyframes in the scene description', () => {
  it('the JSON form reads keyframes with enums as names and keeps a field set to 0 apart from one left out', () => {
    const normalised = normaliseMovie(moving);
    const layer = normalised.scenes![0]!.layers![0]!;
    expect(layer.keyframes).toEqual(moving.scenes![0]!.layers![0]!.keyframes);
    expect(layer.text?.revealunit).toBe('WORD');
    // x: 0 at frame 60 is not set, y: 0 is: the optional fields say which.
    expect(layer.keyframes![3]).toEqual({ frame: 60, y: 0, rotation: 0, scale: 0, easing: 'HOLD' });
    expect('x' in layer.keyframes![3]!).toBe(false);
  });

  it('survives the binary message and the XML template', () => {
    expect(decodeMovie(encodeMovie(moving))).toEqual(normaliseMovie(moving));
    const xml = movieToXml(moving);
    expect(xml).toContain('<keyframe frame="12" x="40" opacity="1" reveal="2" easing="ease_out">');
    expect(xml).toContain('<crop w="300" h="50"/>');
    const read = xmlToMovie(xml);
    expect('movie' in read && read.movie).toEqual(normaliseMovie(moving));
  });

  it('an unknown easing or reveal unit names the field and the choices', () => {
    const bad = structuredClone(moving) as { scenes: { layers: { keyframes: { easing?: string }[] }[] }[] };
    bad.scenes[0]!.layers[0]!.keyframes[1]!.easing = 'BOUNCE';
    expect(() => normaliseMovie(bad)).toThrow(MovieFormatError);
    expect(() => normaliseMovie(bad)).toThrow(
      'scenes[0].layers[0].keyframes[1].easing cannot be "BOUNCE": use one of LINEAR, EASE_IN, EASE_OUT, EASE_IN_OUT, HOLD.',
    );
    expect(() => normaliseMovie({ scenes: [{ layers: [{ text: { revealunit: 'LINE' } }] }] })).toThrow(
      'use one of LETTER, WORD',
    );
  });

  it('a movie without keyframes reads and encodes as before: no new field appears', () => {
    const blank = blankMovie();
    expect(normaliseMovie(blank)).toEqual(blank);
    expect(encodeMovie(blank)).toEqual(encodeMovie(normaliseMovie(blank)));
    expect(JSON.stringify(normaliseMovie(blank))).not.toContain('keyframes');
  });
});
