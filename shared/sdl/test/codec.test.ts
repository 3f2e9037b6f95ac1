import { describe, expect, it } from 'vitest';
import { blankMovie, decodeMovie, encodeMovie, MovieFormatError, normaliseMovie, type Movie } from '../src/index.js';

const twoScenes: Movie = {
  params: {
    vparams: {
      width: 1280,
      height: 720,
      videoframerate: { num: 30000, den: 1001 },
      videocodec: 'x264',
      videominimumforcedkeyframeinterval: 45,
    },
    aparams: { audiocodec: 'aac', audioabr: 128000 },
  },
  scenes: [
    {
      name: 'Intro',
      length: 106,
      layers: [
        { name: 'bg', video: { asset: 'bg.mp4', loop: true } },
        {
          name: 'title',
          text: {
            text: 'Hello',
            size: 96,
            color: '#ffffff',
            box: '#00000080',
            boxpadding: 20,
            bindings: { text: 'title' },
          },
          opacity: 0,
          fadein: 10,
        },
      ],
    },
    {
      name: 'Outro',
      length: 81,
      transition: { type: 'WIPE', duration: 12, direction: 2 },
      layers: [{ color: { color: '#1d3557' }, position: { x: 10, y: -5, w: 100, h: 50 }, fit: 'CONTAIN' }],
    },
  ],
  audio: [{ asset: 'music.wav', volume: 0.5, fadein: 12, fadeout: 25 }],
  variables: [
    { key: 'title', value: 'Ada', defaultvalue: 'there' },
    { key: 'city', type: 'DATASOURCE', datasource: 'people.csv', column: 'city', defaultrow: 2 },
    { key: 'greeting', type: 'FORMAT', format: 'Hello ${title} from ${city}' },
    { key: 'path', valuetype: 'points', value: '1,2 3,4' },
  ],
};

describe('the scene description', () => {
  it('round-trips exactly between JSON and binary', () => {
    const bytes = encodeMovie(twoScenes);
    expect(decodeMovie(bytes)).toEqual(twoScenes);
    expect(encodeMovie(decodeMovie(bytes))).toEqual(bytes);
  });

  it('keeps an explicit zero where zero is not the default', () => {
    const decoded = decodeMovie(encodeMovie(twoScenes));
    expect(decoded.scenes?.[0]?.layers?.[1]?.opacity).toBe(0);
    expect(decoded.scenes?.[0]?.layers?.[0]?.opacity).toBeUndefined();
  });

  it('drops defaults when normalising JSON', () => {
    expect(normaliseMovie({ scenes: [{ length: 0, name: '' }], variables: [{ key: 'a', type: 'MAP' }] })).toEqual({
      scenes: [{}],
      variables: [{ key: 'a' }],
    });
  });

  it('refuses JSON of the wrong shape with the field at fault', () => {
    expect(() => encodeMovie({ scenes: [{ length: 'long' }] } as unknown as Movie)).toThrow(/scenes.*length/);
    expect(() => normaliseMovie([])).toThrow(MovieFormatError);
    expect(() => normaliseMovie({ scenes: [{ transition: { type: 'SPIN' } }] })).toThrow(/type/);
  });

  it('refuses bytes that are not a movie', () => {
    expect(() => decodeMovie(new Uint8Array([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f]))).toThrow(MovieFormatError);
  });

  it('makes a blank movie of 640x360, 25 fps, 100 frames', () => {
    const blank = decodeMovie(encodeMovie(blankMovie()));
    expect(blank.params?.vparams).toMatchObject({ width: 640, height: 360, videoframerate: { num: 25, den: 1 } });
    expect(blank.scenes?.[0]?.length).toBe(100);
  });
});
