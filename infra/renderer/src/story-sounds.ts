import { fillStoryTemplate, type Rate, type StorySound } from '@reelforge/model';
import { RenderError } from './api.js';
import type { FileFacts } from './story-files.js';
import { fadeFrames, soundGain, type StoryPlanSound } from './story-plan.js';

/** The asset a sound plays for these values, or undefined when it plays none (no value, no fallback). */
export function soundAsset(sound: StorySound, values: Record<string, string>, where: string): string | undefined {
  switch (sound.type) {
    case 'asset':
      return sound.asset || sound.url || undefined;
    case 'variable':
      return (sound.variable ? values[sound.variable]?.trim() : '') || sound.fallback || undefined;
    case 'template': {
      return fillStoryTemplate(sound.template, values) || sound.fallback || undefined;
    }
    case 'url':
      throw new RenderError(
        `${where}: a sound from a URL is not fetched by the renderer; upload the file to the project and choose ` +
          `it as an asset.`,
        'input',
      );
    default:
      throw new RenderError(`${where}: "${sound.type}" is not a sound type.`, 'input');
  }
}

/** A sound found for these values: the sound, the asset it plays and that file's facts. */
export interface FoundSound {
  sound: StorySound;
  name: string;
  facts: FileFacts;
}

/**
 * A sound placed on the story's timeline at frame `at`, within `room` frames: its own duration,
 * else all the room when it loops, else its file's length.
 */
export function placedSound(
  s: FoundSound,
  where: string,
  at: number,
  room: number,
  loop: boolean,
  rate: Rate,
): StoryPlanSound {
  const wanted =
    s.sound.duration && s.sound.duration > 0
      ? Math.round((s.sound.duration * rate.num) / rate.den)
      : loop
        ? room
        : s.facts.frames;
  const frames = Math.max(1, Math.min(wanted, room));
  return {
    where,
    asset: s.name,
    at,
    frames,
    volume: soundGain(s.sound.volume, s.sound.gain),
    fadein: fadeFrames(s.sound.fade?.in, rate, frames),
    fadeout: fadeFrames(s.sound.fade?.out, rate, frames),
    loop,
  };
}
