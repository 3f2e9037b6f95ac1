/**
 * What the story editor does to a story (docs/reference.md §4, §5): new stories and their
 * names, scenes moved, cloned and removed, fixed lengths and transitions set, sizes offered. Pure, so it is tested on
 * its own.
 */

import { nameProblem } from './names.js';
import { STORY_DEFAULTS, type Story, type StoryScene } from './story-entities.js';
import { normaliseStory, storyRate } from './story-rules.js';
import { storyFrames } from './story-timeline.js';
import type { Rate } from './movie-rules.js';

/**
 * The stories of a stories.json as read: only entries with a name (text) count, and a story
 * without a scenes list has none, so a file written by hand or by an older console opens.
 */
export function readStories(value: unknown): Story[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (
      typeof entry !== 'object' ||
      entry === null ||
      typeof (entry as { name?: unknown }).name !== 'string' ||
      !(entry as Story).name
    )
      return [];
    const story = entry as Story;
    return [Array.isArray(story.scenes) ? story : { ...story, scenes: [] }];
  });
}

/** The sizes the settings dialog offers (`WxH`); any other size is `custom` with a width and height. */
export const STORY_SIZES: readonly string[] = [
  '640x360',
  '854x480',
  '960x540',
  '1280x720',
  '1920x1080',
  '3840x2160',
  '360x640',
  '720x1280',
  '1080x1920',
  '1080x1080',
];

/** The sample rates the settings dialog offers. */
export const STORY_SAMPLE_RATES: readonly number[] = [22_050, 44_100, 48_000];

/** Why a new story (or a renamed one) cannot take this name, or null: empty, not a name, or taken. */
export function newStoryNameError(name: string, existing: readonly { name: string }[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name for the story.';
  const problem = nameProblem(trimmed, { pathSegment: false, maxLength: 200 });
  if (problem) return problem;
  if (existing.some((story) => story.name === trimmed)) return `There is already a story named ${trimmed}.`;
  return null;
}

/** A new story with the defaults of §9 (640×360, 25/1, 44,100 Hz, softclip, x264 …) and no scenes yet. */
export function newStory(name: string): Story {
  const { videocodec, ratefactor, qp, bitrate, cpueffort } = STORY_DEFAULTS;
  return normaliseStory({
    name: name.trim(),
    size: `${STORY_DEFAULTS.width}x${STORY_DEFAULTS.height}`,
    scenes: [],
    movie: { params: { vparams: { videocodec, ratefactor, qp, bitrate, cpueffort } } },
  });
}

/** The story with the scene at `index` moved one place earlier (-1) or later (+1); at an end it stays. */
export function moveScene(story: Story, index: number, by: -1 | 1): Story {
  return moveSceneTo(story, index, index + by);
}

/**
 * The story with the scene at `from` taken out and put back at place `to` (a block dragged on the timeline); a place
 * outside the list leaves the story as it is.
 */
export function moveSceneTo(story: Story, from: number, to: number): Story {
  const count = story.scenes.length;
  if (from === to || !Number.isInteger(from) || !Number.isInteger(to)) return story;
  if (from < 0 || from >= count || to < 0 || to >= count) return story;
  const scenes = [...story.scenes];
  const [scene] = scenes.splice(from, 1);
  scenes.splice(to, 0, scene as StoryScene);
  return { ...story, scenes };
}

/** The story with a copy of the scene at `index` right after it (a named scene's copy is named "… copy"). */
export function cloneScene(story: Story, index: number): Story {
  const scene = story.scenes[index];
  if (!scene) return story;
  const copy: StoryScene = { ...structuredClone(scene), ...(scene.name ? { name: `${scene.name} copy` } : {}) };
  return { ...story, scenes: [...story.scenes.slice(0, index + 1), copy, ...story.scenes.slice(index + 1)] };
}

/** The story without the scene at `index`. */
export function deleteScene(story: Story, index: number): Story {
  return { ...story, scenes: story.scenes.filter((_, i) => i !== index) };
}

/** The story with the scene at `index` replaced (or added at the end when `index` is the count). */
export function withScene(story: Story, index: number, scene: StoryScene): Story {
  const scenes = [...story.scenes];
  scenes[index] = scene;
  return { ...story, scenes };
}

/** The list with one story replaced by its new form (found by its name). */
export function withStory(stories: readonly Story[], name: string, story: Story): Story[] {
  if (!stories.some((s) => s.name === name)) throw new Error(`the story ${name} is no longer in stories.json`);
  return stories.map((s) => (s.name === name ? story : s));
}

/** What a scene shows, in a few words: its source, or its variants for a choice scene. */
export function sceneSourceSummary(scene: StoryScene): string {
  if (scene.type === 'choice') {
    const keys = (scene.variants ?? []).map((v) => v.key);
    return keys.length ? `variants ${keys.join(', ')}` : 'no variants';
  }
  const what = scene.src === 'movies' ? scene.movie : scene.video;
  return what ? `${scene.src === 'movies' ? 'movie' : 'video'} ${what}` : 'no source';
}

/** How long a scene lasts, in a few words (its duration mode). */
export function sceneDurationSummary(
  scene: Pick<StoryScene, 'duration' | 'default_duration' | 'default_unit' | 'numframesvar'>,
): string {
  const fixed = scene.default_duration ? `${scene.default_duration} ${scene.default_unit || 'frames'}` : '';
  switch (scene.duration || 'video') {
    case 'video':
      return 'as its video';
    case 'audio':
      return 'as its sound';
    case 'fixed':
      return fixed || 'fixed, no length';
    case 'variable':
      return `from ${scene.numframesvar || '(no variable)'}${fixed ? `, else ${fixed}` : ''}`;
    default:
      return String(scene.duration);
  }
}

/** Frames in a unit: seconds when they give the frames back exactly (to the millisecond), else frames. */
function inUnit(frames: number, unit: string | undefined, rate: Rate): { value: number; unit: 'frames' | 'seconds' } {
  if (unit === 'seconds') {
    const seconds = Math.round(((frames * rate.den) / rate.num) * 1000) / 1000;
    if (storyFrames(seconds, 'seconds', rate) === frames) return { value: seconds, unit: 'seconds' };
  }
  return { value: frames, unit: 'frames' };
}

const sceneRate = (story: Pick<Story, 'fps'>) => storyRate(story) ?? storyRate({ fps: STORY_DEFAULTS.fps })!;

/**
 * The story with a fixed-length scene lasting `frames` (at least 1), kept in its unit when it can be; any other
 * scene (another duration mode, a choice scene whose variants say) is left as it is.
 */
export function withSceneFrames(story: Story, index: number, frames: number): Story {
  const scene = story.scenes[index];
  if (!scene || scene.type === 'choice' || scene.duration !== 'fixed') return story;
  const { value, unit } = inUnit(Math.max(1, Math.round(frames)), scene.default_unit, sceneRate(story));
  const scenes = [...story.scenes];
  scenes[index] = { ...scene, default_duration: value, default_unit: unit };
  return { ...story, scenes };
}

/** The story with a scene's transition lasting `frames` (at least 1), in its unit when it can be; else as it is. */
export function withTransitionFrames(story: Story, index: number, frames: number): Story {
  const scene = story.scenes[index];
  if (!scene || index === 0 || !scene.transition || scene.transition === 'none') return story;
  const { value, unit } = inUnit(Math.max(1, Math.round(frames)), scene.tunit, sceneRate(story));
  const scenes = [...story.scenes];
  scenes[index] = { ...scene, tdur: value, tunit: unit };
  return { ...story, scenes };
}
