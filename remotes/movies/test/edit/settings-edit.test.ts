import { describe, expect, it } from 'vitest';
import { blankMovie } from '@reelforge/sdl';
import {
  keyframeHint,
  setAudioParams,
  setFrameRate,
  setKeyframeHint,
  setVideoCodec,
  setVideoParams,
} from '../../src/edit/settings-edit.js';

describe('movie settings', () => {
  it('a new video codec brings its audio defaults', () => {
    expect(setVideoCodec('vp8')(blankMovie()).params).toMatchObject({
      vparams: { videocodec: 'vp8' },
      aparams: { audiocodec: 'vorbis', audioabr: 128000 },
    });
    expect(setVideoCodec('gif')(blankMovie()).params?.aparams).toMatchObject({ audiocodec: 'none', audioabr: 0 });
    expect(setVideoCodec('wmv')(blankMovie()).params?.aparams).toMatchObject({ audiocodec: 'mp3', audioabr: 64000 });
  });

  it('the keyframe hint is stored only if it differs from 45', () => {
    const set = setKeyframeHint(60)(blankMovie());
    expect(set.params?.vparams?.videominimumforcedkeyframeinterval).toBe(60);
    expect(keyframeHint(set)).toBe(60);
    const back = setKeyframeHint(45)(set);
    expect(back.params?.vparams).not.toHaveProperty('videominimumforcedkeyframeinterval');
    expect(keyframeHint(back)).toBe(45);
  });

  it('sets size, frame rate, bitrate and audio', () => {
    let movie = setVideoParams({ width: 1280, height: 720, videobitrate: 3000 })(blankMovie());
    movie = setFrameRate({ num: 30000, den: 1001 })(movie);
    movie = setAudioParams({ audioabr: 96000 })(movie);
    expect(movie.params).toEqual({
      vparams: {
        width: 1280,
        height: 720,
        videoframerate: { num: 30000, den: 1001 },
        videocodec: 'x264',
        videobitrate: 3000,
      },
      aparams: { audiocodec: 'aac', audioabr: 96000 },
    });
  });

  it('a bitrate cleared back to 0 is not stored (0 means by height)', () => {
    const movie = setVideoParams({ videobitrate: undefined })(setVideoParams({ videobitrate: 500 })(blankMovie()));
    expect(movie.params?.vparams).not.toHaveProperty('videobitrate');
  });
});
