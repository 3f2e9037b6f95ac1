import { describe, expect, it } from 'vitest';
import { defaultFormat, formatsForCodec } from '../src/index.js';

describe('the default format of a movie', () => {
  it('is the first format its codec offers', () => {
    expect(defaultFormat('x264')).toBe('mp4');
    expect(defaultFormat('prores')).toBe('mov');
    expect(defaultFormat('vp8')).toBe('webm');
    expect(defaultFormat('gif')).toBe('gif');
  });

  it('is a video format, never a frame, for every codec that offers one', () => {
    for (const codec of ['x264', 'prores', 'vp8', 'gif', ''])
      expect(['jpg', 'png', 'tif']).not.toContain(defaultFormat(codec));
  });

  it('is mov for an unspecified codec, which offers every format', () => {
    expect(defaultFormat('')).toBe('mov');
    expect(defaultFormat(undefined)).toBe('mov');
  });

  it('is none for a codec that offers no format', () => {
    expect(formatsForCodec('mpeg2')).toEqual([]);
    expect(defaultFormat('mpeg2')).toBeUndefined();
    expect(defaultFormat('wmv')).toBeUndefined();
  });
});
