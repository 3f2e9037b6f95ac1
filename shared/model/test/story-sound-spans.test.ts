import { describe, expect, it } from 'vitest';
import { NO_KNOWN_LENGTHS, storySoundSpans, withSoundFrames, type Story } from '../src/index.js';

const story: Story = {
  name: 's',
  fps: '25/1',
  scenes: [],
  bgsound: { type: 'asset', asset: 'music.mp3' },
  sounds: [
    { type: 'asset', asset: 'voice.wav' },
    { type: 'asset', asset: 'jingle.wav', duration: 2 },
    { type: 'variable', variable: 'who', fallback: 'hello.wav' },
    { type: 'url', url: 'https://example.com/a.mp3' },
  ],
};
const lengths = { ...NO_KNOWN_LENGTHS, fileSeconds: (name: string) => ({ 'voice.wav': 1.2, 'music.mp3': 1 })[name] };

describe('the story sounds on the timeline', () => {
  it('loops the background under the story, plays each sound from the start for as long as it lasts', () => {
    expect(storySoundSpans(story, 100, lengths)).toEqual([
      { key: 'background', name: 'Background: music.mp3', asset: 'music.mp3', start: 0, end: 100 },
      { key: 'sound:0', name: 'voice.wav', asset: 'voice.wav', start: 0, end: 30 },
      { key: 'sound:1', name: 'jingle.wav', asset: 'jingle.wav', start: 0, end: 50 },
      { key: 'sound:2', name: 'hello.wav', asset: 'hello.wav', start: 0, end: 100 },
      { key: 'sound:3', name: 'Sound 4', start: 0, end: 100 },
    ]);
    expect(storySoundSpans(story, 40, lengths, { who: 'bob.wav' })[3]).toMatchObject({ name: 'bob.wav', end: 40 });
    expect(storySoundSpans({ fps: '25/1', sounds: [] }, 40, lengths)).toEqual([]);
  });

  it("sets a row's sound to play so long, in seconds", () => {
    expect(withSoundFrames(story, 'sound:0', 20).sounds?.[0]?.duration).toBe(0.8);
    expect(withSoundFrames(story, 'background', 60).bgsound?.duration).toBe(2.4);
    expect(withSoundFrames(story, 'sound:9', 60)).toBe(story);
    expect(withSoundFrames({ ...story, bgsound: undefined } as Story, 'background', 60).bgsound).toBeUndefined();
  });
});
