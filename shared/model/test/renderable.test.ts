import { describe, expect, it } from 'vitest';
import { assetUseError } from '../src/index.js';

describe('which assets a movie may render', () => {
  it('takes videos and images in video layers, images in image layers', () => {
    expect(assetUseError('video layer', { name: 'clip.mp4', type: 'video', video: true, audio: true })).toBeUndefined();
    expect(assetUseError('video layer', { name: 'still.png', type: 'image', video: true })).toBeUndefined();
    expect(assetUseError('image layer', { name: 'still.png', type: 'image', video: true })).toBeUndefined();
    expect(assetUseError('image layer', { name: 'clip.mp4', type: 'video', video: true })).toMatch(/"clip.mp4" is not an image \(it is a video asset\)/);
  });

  it('refuses playlists, text, datasources and generic files anywhere', () => {
    for (const use of ['video layer', 'image layer', 'audio track', 'font'] as const) {
      expect(assetUseError(use, { name: 'list.m3u8', type: 'video' })).toMatch(/"list.m3u8" is a playlist/);
      expect(assetUseError(use, { name: 'LIST.M3U', type: 'video' })).toMatch(/is a playlist/);
      expect(assetUseError(use, { name: 'notes.txt', type: 'other' })).toMatch(/"notes.txt" is not .* \(it is a generic file\)/);
      expect(assetUseError(use, { name: 'rows.csv', type: 'datasource' })).toMatch(/it is a datasource asset/);
    }
  });

  it('needs a picture for layers and a sound track for audio tracks, when the streams are known', () => {
    expect(assetUseError('video layer', { name: 'song.mp4', type: 'video', video: false, audio: true })).toMatch(/has no picture: a video layer needs/);
    expect(assetUseError('audio track', { name: 'mute.mp4', type: 'video', video: true, audio: false })).toBe('"mute.mp4" has no audio stream: an audio track needs an audio file or a video with sound');
    expect(assetUseError('audio track', { name: 'tone.wav', type: 'audio', audio: true })).toBeUndefined();
    expect(assetUseError('audio track', { name: 'clip.mp4', type: 'video' })).toBeUndefined();
    expect(assetUseError('audio track', { name: 'still.png', type: 'image', video: true })).toMatch(/is not an audio file or a video with sound/);
  });

  it('draws text with fonts only', () => {
    expect(assetUseError('font', { name: 'Inter.ttf', type: 'font' })).toBeUndefined();
    expect(assetUseError('font', { name: 'still.png', type: 'image' })).toMatch(/is not a font/);
  });
});
