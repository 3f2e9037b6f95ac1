import { describe, expect, it } from 'vitest';
import {
  audioDefaults,
  CODEC_OUTPUTS,
  compactPoints,
  contentTypeOfFormat,
  copyName,
  escapeNewlines,
  exportBitrate,
  formatFrameRateText,
  formatsForCodec,
  isOutputFormat,
  MOVIE_FRAME_RATES,
  parseFrameRate,
  parsePoints,
  STORY_FRAME_RATES,
  storedKeyframeHint,
  storedVariableValue,
  unescapeNewlines,
} from '../src/index.js';

describe('formats offered by a movie codec, the first being the default', () => {
  it('ProRes/AAC offers mov and frames', () => expect(formatsForCodec('prores')).toEqual(['mov', 'jpg', 'png', 'tif']));
  it('H264/AAC offers mp4, flv and frames', () =>
    expect(formatsForCodec('x264')).toEqual(['mp4', 'flv', 'jpg', 'png', 'tif']));
  it('VP8/VORBIS offers webm and frames', () => expect(formatsForCodec('vp8')).toEqual(['webm', 'jpg', 'png', 'tif']));
  it('GIF offers gif', () => expect(formatsForCodec('gif')).toEqual(['gif']));
  it('an unspecified codec offers everything', () => {
    expect(formatsForCodec('')).toEqual(['mov', 'webm', 'mp4', 'mpg', 'gif', 'wmv', 'jpg', 'png', 'tif']);
    expect(formatsForCodec(undefined)).toEqual(formatsForCodec(''));
  });
  it('any other codec offers none', () => {
    expect(formatsForCodec('mpeg2')).toEqual([]);
    expect(formatsForCodec('h265')).toEqual([]);
  });
});

describe('output formats by codec in movie settings', () => {
  it('are x264 mp4 (dash), vp8 webm, prores mov, gif, mpeg2 mpg and wmv', () => {
    expect(CODEC_OUTPUTS.map((o) => o.label)).toEqual([
      'x264 mp4 (dash)',
      'vp8 webm',
      'prores mov',
      'gif',
      'mpeg2 mpg',
      'wmv',
    ]);
  });
});

describe('audio defaults per codec', () => {
  it('follow the codec', () => {
    expect(audioDefaults('gif')).toEqual({ audiocodec: 'none', audioabr: 0 });
    expect(audioDefaults('x264')).toEqual({ audiocodec: 'aac', audioabr: 64000 });
    expect(audioDefaults('vp8')).toEqual({ audiocodec: 'vorbis', audioabr: 128000 });
    expect(audioDefaults('mpeg2')).toEqual({ audiocodec: 'mp3', audioabr: 64000 });
    expect(audioDefaults('wmv')).toEqual({ audiocodec: 'mp3', audioabr: 64000 });
    expect(audioDefaults('prores')).toEqual({ audiocodec: 'aac', audioabr: 64000 });
    expect(audioDefaults(undefined)).toEqual({ audiocodec: 'aac', audioabr: 64000 });
  });
});

describe('export bitrate by height', () => {
  it.each([
    [4320, 24000],
    [2160, 24000],
    [1440, 12000],
    [1080, 6000],
    [720, 3000],
    [480, 1500],
    [360, 1000],
  ])('%i lines export at %i kbit/s', (height, rate) => expect(exportBitrate(height)).toBe(rate));
});

describe('frame rates', () => {
  it('offers the movie and story rates', () => {
    expect(MOVIE_FRAME_RATES.map(formatFrameRateText)).toEqual(['15', '24000/1001', '24', '25', '30000/1001', '30']);
    expect(STORY_FRAME_RATES.map(formatFrameRateText)).toEqual(['15', '24000/1001', '25', '30000/1001', '30']);
  });

  it('parses numbers, fractions and objects', () => {
    expect(parseFrameRate('30000/1001')).toEqual({ num: 30000, den: 1001 });
    expect(parseFrameRate('25')).toEqual({ num: 25, den: 1 });
    expect(parseFrameRate({ num: 24 })).toEqual({ num: 24, den: 1 });
    expect(parseFrameRate('0/1')).toBeNull();
    expect(parseFrameRate('fast')).toBeNull();
    expect(parseFrameRate('25/0')).toBeNull();
  });
});

describe('the keyframe hint', () => {
  it('defaults to 45 and is stored only if different', () => {
    expect(storedKeyframeHint(45)).toBeUndefined();
    expect(storedKeyframeHint(undefined)).toBeUndefined();
    expect(storedKeyframeHint(90)).toBe(90);
  });
});

describe('formats and content types', () => {
  it('maps each format to its content type', () => {
    expect(['mp4', 'webm', 'mpg', 'wmv', 'gif', 'png', 'tif', 'jpg'].map(contentTypeOfFormat)).toEqual([
      'video/mp4',
      'video/webm',
      'video/mpeg',
      'video/x-ms-wmv',
      'image/gif',
      'image/png',
      'image/tiff',
      'image/jpeg',
    ]);
    expect(isOutputFormat('flv')).toBe(true);
    expect(isOutputFormat('avi')).toBe(false);
  });
});

describe('movie copies and variables', () => {
  it('copy only with a non-empty name', () => {
    expect(copyName('  Copy of intro ')).toBe('Copy of intro');
    expect(copyName('   ')).toBeNull();
    expect(copyName(null)).toBeNull();
  });

  it('keep the newline escape in string values', () => {
    expect(escapeNewlines('Hello\nworld')).toBe('Hello\\nworld');
    expect(storedVariableValue('string', 'a\nb')).toBe('a\\nb');
    expect(unescapeNewlines('a\\nb')).toBe('a\nb');
  });

  it('remove spaces from points values', () => {
    expect(compactPoints(' 10, 20 ; 30, 40 ')).toBe('10,20;30,40');
    expect(storedVariableValue('points', '1, 2; 3, 4')).toBe('1,2;3,4');
    expect(parsePoints('1,2;3.5,-4')).toEqual([
      { x: 1, y: 2 },
      { x: 3.5, y: -4 },
    ]);
    expect(parsePoints('1,2;x')).toBeNull();
  });
});
