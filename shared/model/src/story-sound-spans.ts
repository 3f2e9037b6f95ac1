/**
 * The story's own sounds on the editor's timeline (docs/stories.md "The timeline", docs/design-tab.md "The story
 * timeline"): the background sound under the whole story, each story sound from the start, as long as it plays.
 */

import type { Story, StorySound } from './story-entities.js';
import { storySoundAsset, type StoryKnownLengths } from './story-blocks.js';
import { storyRate } from './story-rules.js';
import type { StoryValues } from './story-timeline.js';

/** A sound's row: where it plays on the story's frames and the asset it plays (for its waveform). */
export interface StorySoundSpan {
  /** `background`, or `sound:<n>` for the story's n-th sound (0-based). */
  key: string;
  name: string;
  asset?: string;
  start: number;
  end: number;
}

const BACKGROUND = 'background';
const SOUND = 'sound:';

/**
 * The background sound (looped under all of it, cut to its duration) and the story's sounds (from the start, for
 * their duration, else their file's length when known, else to the end), each within the story's `frames`.
 */
export function storySoundSpans(
  story: Pick<Story, 'fps' | 'bgsound' | 'sounds'>,
  frames: number,
  lengths: StoryKnownLengths,
  values: StoryValues = {},
): StorySoundSpan[] {
  const rate = storyRate(story) ?? { num: 25, den: 1 };
  const toFrames = (seconds: number) => Math.max(1, Math.round((seconds * rate.num) / rate.den));
  const span = (key: string, sound: StorySound, name: string, loops: boolean): StorySoundSpan => {
    const asset = storySoundAsset(sound, values);
    const known = asset && !loops ? lengths.fileSeconds(asset) : undefined;
    const length = sound.duration && sound.duration > 0 ? toFrames(sound.duration) : known ? toFrames(known) : frames;
    return { key, name, ...(asset ? { asset } : {}), start: 0, end: Math.max(1, Math.min(frames, length)) };
  };
  const spans: StorySoundSpan[] = [];
  if (story.bgsound?.type) {
    const asset = storySoundAsset(story.bgsound, values);
    spans.push(span(BACKGROUND, story.bgsound, `Background: ${asset ?? 'no file'}`, true));
  }
  (story.sounds ?? []).forEach((sound, i) => {
    spans.push(span(`${SOUND}${i}`, sound, storySoundAsset(sound, values) ?? `Sound ${i + 1}`, false));
  });
  return spans;
}

/** The story with the sound of a row (`key` of storySoundSpans) playing `frames` long, in seconds to the ms. */
export function withSoundFrames(story: Story, key: string, frames: number): Story {
  const rate = storyRate(story) ?? { num: 25, den: 1 };
  const duration = Math.max(1, Math.round(((frames * rate.den) / rate.num) * 1000)) / 1000;
  if (key === BACKGROUND) return story.bgsound ? { ...story, bgsound: { ...story.bgsound, duration } } : story;
  const index = key.startsWith(SOUND) ? Number(key.slice(SOUND.length)) : NaN;
  const sound = story.sounds?.[index];
  if (!sound || !story.sounds) return story;
  return { ...story, sounds: story.sounds.map((s, i) => (i === index ? { ...s, duration } : s)) };
}
