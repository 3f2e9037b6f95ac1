import { describe, expect, it } from 'vitest';
import { assetUseError, expectedContentOf, isPlaylist, renderedAs } from '../src/index.js';

describe('which assets a movie may render', () => {
  it('takes videos and images in video layers, images in image layers', () => {
    expect(assetUseError('video layer', { name: 'clip.mp4', type: 'video', video: true, audio: true })).toBeUndefined();
    expect(assetUseError('video layer', { name: 'still.png', type: 'image', video: true })).toBeUndefined();
    expect(assetUseError('image layer', { name: 'still.png', type: 'image', video: true })).toBeUndefined();
    expect(assetUseError('image layer', { name: 'clip.mp4', type: 'video', video: true })).toMatch(
      /"clip.mp4" is not an image \(it is a video asset\)/,
    );
  });

  it('refuses playlists, text, datasources and generic files anywhere', () => {
    for (const use of ['video layer', 'image layer', 'audio track', 'font'] as const) {
      expect(assetUseError(use, { name: 'list.m3u8', type: 'video' })).toMatch(/"list.m3u8" is a playlist/);
      expect(assetUseError(use, { name: 'LIST.M3U', type: 'video' })).toMatch(/is a playlist/);
      expect(assetUseError(use, { name: 'notes.txt', type: 'other' })).toMatch(
        /"notes.txt" is not .* \(it is a generic file\)/,
      );
      expect(assetUseError(use, { name: 'rows.csv', type: 'datasource' })).toMatch(/it is a datasource asset/);
    }
  });

  it('needs a picture for layers and a sound track for audio tracks, when the streams are known', () => {
    expect(assetUseError('video layer', { name: 'song.mp4', type: 'video', video: false, audio: true })).toMatch(
      /has no picture: a video layer needs/,
    );
    expect(assetUseError('audio track', { name: 'mute.mp4', type: 'video', video: true, audio: false })).toBe(
      '"mute.mp4" has no audio stream: an audio track needs an audio file or a video with sound',
    );
    expect(assetUseError('audio track', { name: 'tone.wav', type: 'audio', audio: true })).toBeUndefined();
    expect(assetUseError('audio track', { name: 'clip.mp4', type: 'video' })).toBeUndefined();
    expect(assetUseError('audio track', { name: 'still.png', type: 'image', video: true })).toMatch(
      /is not an audio file or a video with sound/,
    );
  });

  it('draws text with fonts only', () => {
    expect(assetUseError('font', { name: 'Inter.ttf', type: 'font' })).toBeUndefined();
    expect(assetUseError('font', { name: 'still.png', type: 'image' })).toMatch(/is not a font/);
  });
});

describe('what the renderer may open a file as, by its name', () => {
  it('opens videos, images, sound and fonts as what their names say', () => {
    expect(['clip.mp4', 'CLIP.MOV.webm', 'old.mpg', 'a.ts'].map(renderedAs)).toEqual([
      'video',
      'video',
      'video',
      'video',
    ]);
    expect(['still.png', 'photo.JPEG', 'scan.tif', 'anim.gif'].map(renderedAs)).toEqual([
      'image',
      'image',
      'image',
      'image',
    ]);
    expect(['song.mp3', 'tone.WAV', 'voice.m4a'].map(renderedAs)).toEqual(['audio', 'audio', 'audio']);
    expect(['Inter.ttf', 'Inter.woff2'].map(renderedAs)).toEqual(['font', 'font']);
  });

  it('never opens playlists (whatever their case), text, datasources, tracking data or unknown names', () => {
    for (const name of [
      'list.m3u8',
      'LIST.M3U',
      'live.M3u8',
      'notes.txt',
      'rows.csv',
      'data.json',
      'track.trackdata',
      'x.ffconcat',
      'clip.mov',
      'noextension',
      '.mp4',
    ]) {
      expect(renderedAs(name), name).toBeUndefined();
    }
  });

  it('agrees with the use rule: a file it opens is taken by some use, a file it never opens by none', () => {
    const uses = ['video layer', 'image layer', 'audio track', 'font'] as const;
    for (const [name, type] of [
      ['clip.mp4', 'video'],
      ['still.png', 'image'],
      ['song.mp3', 'audio'],
      ['Inter.otf', 'font'],
      ['list.m3u8', 'video'],
      ['rows.csv', 'datasource'],
      ['notes.txt', 'other'],
    ] as const) {
      const taken = uses.some((use) => assetUseError(use, { name, type }) === undefined);
      expect(taken, name).toBe(renderedAs(name) !== undefined);
    }
  });

  it('tells upload checks what a file must hold: media or a font as named, text for playlists and datasources, else anything', () => {
    expect(expectedContentOf('clip.mp4')).toBe('video');
    expect(expectedContentOf('still.webp')).toBe('image');
    expect(expectedContentOf('song.flac')).toBe('audio');
    expect(expectedContentOf('Inter.woff')).toBe('font');
    for (const name of ['list.m3u8', 'LIST.M3U', 'rows.csv']) expect(expectedContentOf(name), name).toBe('text');
    for (const name of ['notes.txt', 'data.json', 'track.trackdata', 'blob.bin', 'noextension'])
      expect(expectedContentOf(name), name).toBeUndefined();
    expect([isPlaylist('a.m3u8'), isPlaylist('A.M3U'), isPlaylist('m3u8.mp4'), isPlaylist('m3u8')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
