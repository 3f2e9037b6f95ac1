import { describe, expect, it } from 'vitest';
import { blankMovie, type Movie } from '@reelforge/sdl';
import { bitrateHint, CODEC_CHOICES, frameRateChoices, offeredFormats } from '../../src/settings/settings-view.js';

const withCodec = (videocodec?: string): Movie => ({ params: { vparams: { videocodec } } });
const formats = (movie: Movie) =>
  offeredFormats(movie).map(({ format, isDefault }) => (isDefault ? `${format}*` : format));

describe('the settings tab', () => {
  it('offers exactly the formats of docs/reference.md §5 for each codec, the first as default', () => {
    expect(formats(withCodec('prores'))).toEqual(['mov*', 'jpg', 'png', 'tif']);
    expect(formats(withCodec('x264'))).toEqual(['mp4*', 'flv', 'jpg', 'png', 'tif']);
    expect(formats(withCodec('vp8'))).toEqual(['webm*', 'jpg', 'png', 'tif']);
    expect(formats(withCodec('gif'))).toEqual(['gif*']);
    expect(formats(withCodec(undefined))).toEqual(['mov*', 'webm', 'mp4', 'mpg', 'gif', 'wmv', 'jpg', 'png', 'tif']);
    expect(formats(withCodec('mpeg2'))).toEqual([]);
  });

  it('lists the codecs by their output labels', () => {
    expect(CODEC_CHOICES.map((c) => c.label)).toEqual([
      'x264 mp4 (dash)',
      'vp8 webm',
      'prores mov',
      'gif',
      'mpeg2 mpg',
      'wmv',
      'Unspecified',
    ]);
  });

  it('offers the movie frame rates, and keeps an unusual one the movie has', () => {
    expect(frameRateChoices({ num: 25, den: 1 })).toEqual(['15', '24000/1001', '24', '25', '30000/1001', '30']);
    expect(frameRateChoices({ num: 50, den: 1 })).toContain('50');
  });

  it('says what a bitrate of 0 means for the height', () => {
    expect(bitrateHint(blankMovie())).toBe('0 uses 1000 kbit/s, the export bitrate for a height of 360.');
  });
});
