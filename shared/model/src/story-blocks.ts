/**
 * The story editor's timeline (docs/stories.md "The editor", docs/design-tab.md "The story timeline"): every scene
 * of a story as a block, timed and joined as `storyTimeline` times a render, with the lengths the editor can know
 * before one; where a frame of it falls in a render; and what its drags change. Pure, so it is tested on its own.
 */

import type { Rate } from './movie-rules.js';
import {
  STORY_DEFAULTS,
  type Story,
  type StoryScene,
  type StorySceneContent,
  type StorySound,
} from './story-entities.js';
import { storyRate, storySceneTypeWords } from './story-rules.js';
import {
  chooseScene,
  storyFrames,
  StoryError,
  storySceneFrames,
  storyTimeline,
  type ChosenScene,
  type StoryFacts,
  type StoryValues,
  type TimedStoryScene,
} from './story-timeline.js';
import { fillStoryTemplate } from './story-variables.js';

/** How long a scene is taken to last when nothing tells it before a render (its source's length not known yet). */
export const STORY_ESTIMATED_SECONDS = 5;

/** What the editor knows of the project's files and movies, before any render. */
export interface StoryKnownLengths {
  /** Seconds of a project file as recorded at upload (a picture: 0); undefined while not known. */
  fileSeconds(name: string): number | undefined;
  /** Frames of a project movie; undefined while not known. */
  movieFrames(name: string): number | undefined;
}

export const NO_KNOWN_LENGTHS: StoryKnownLengths = { fileSeconds: () => undefined, movieFrames: () => undefined };

/** A scene of the story as a timeline block. */
export interface StoryBlock {
  /** Its place in the story's scenes. */
  index: number;
  name: string;
  /** Its type in plain words, and whether it plays and its length is only estimated. */
  detail: string;
  /** First frame on the editor's timeline. */
  start: number;
  /** Frames on the timeline: its own and its last frame held for the next transition (`hold`). */
  length: number;
  frames: number;
  hold: number;
  /** Frames its transition overlaps the block before. */
  overlap: number;
  /** The longest its transition may be; 0 when it has no transition. */
  maxOverlap: number;
  /** Whether it plays for the values. */
  plays: boolean;
  /** Whether its length is a guess until the render reads its files (STORY_ESTIMATED_SECONDS, or its fixed length). */
  estimated: boolean;
  /** Whether its length is a fixed duration the timeline may change (duration mode `fixed`, not a choice scene). */
  fixed: boolean;
  /** Its first frame in a render for the values; undefined when it does not play. */
  renderStart?: number;
}

export interface StoryBlocks {
  rate: Rate;
  /** Frames of the editor's timeline: every scene, as if each played. */
  frames: number;
  /** Frames of a render for the values: the scenes that play. */
  renderFrames: number;
  blocks: StoryBlock[];
}

/** The asset a sound plays for these values, as the renderer finds it; none for a URL sound (never fetched). */
export function storySoundAsset(sound: StorySound, values: StoryValues): string | undefined {
  switch (sound.type) {
    case 'asset':
      return sound.asset || sound.url || undefined;
    case 'variable':
      return (sound.variable ? values[sound.variable]?.trim() : '') || sound.fallback || undefined;
    case 'template':
      return fillStoryTemplate(sound.template, values) || sound.fallback || undefined;
    default:
      return undefined;
  }
}

/** What a scene shows for the values; one that does not play shows what it would (a choice: its default variant). */
function shownContent(scene: StoryScene, chosen: ChosenScene | undefined): StorySceneContent {
  if (chosen) return chosen.content;
  if (scene.type !== 'choice') return scene;
  const variants = scene.variants ?? [];
  const variant = variants.find((v) => v.key === (scene.default ?? '').trim()) ?? variants[0];
  return variant?.scene ?? scene;
}

function playing(scene: StoryScene, index: number, values: StoryValues): ChosenScene | undefined {
  try {
    return chooseScene(scene, index, values);
  } catch (error) {
    if (error instanceof StoryError) return undefined;
    throw error;
  }
}

/** Frames of a file's seconds at the story's rate, as the renderer counts them (a picture lasts one frame). */
const fileFrames = (seconds: number | undefined, rate: Rate) =>
  seconds === undefined
    ? undefined
    : Number.isFinite(seconds) && seconds > 0
      ? Math.round((seconds * rate.num) / rate.den)
      : 1;

function factsOf(lengths: StoryKnownLengths, values: StoryValues, rate: Rate): StoryFacts {
  return {
    sourceFrames: ({ content }) => {
      if ((content.src || 'videos') === 'movies') return content.movie ? lengths.movieFrames(content.movie) : undefined;
      return content.video ? fileFrames(lengths.fileSeconds(content.video), rate) : undefined;
    },
    soundFrames: ({ content }) => {
      for (const sound of content.sounds ?? []) {
        const name = storySoundAsset(sound, values);
        if (name) return fileFrames(lengths.fileSeconds(name), rate);
      }
      return undefined;
    },
  };
}

/** A scene's own length: as a render gives it when the story and the known lengths tell it, else an estimate. */
function lengthOf(chosen: ChosenScene, values: StoryValues, rate: Rate, facts: StoryFacts) {
  const offset = Math.max(0, storyFrames(chosen.content.contentoffset ?? 0, chosen.content.unit, rate));
  try {
    return { frames: storySceneFrames(chosen, offset, values, rate, facts), estimated: false };
  } catch (error) {
    if (!(error instanceof StoryError)) throw error;
  }
  const stated = chosen.content.default_duration;
  const frames =
    stated && stated > 0
      ? storyFrames(stated, chosen.content.default_unit, rate)
      : Math.round((STORY_ESTIMATED_SECONDS * rate.num) / rate.den);
  return { frames: Math.max(1, frames), estimated: true };
}

/** The scenes timed by storyTimeline; a transition it refuses (storyProblems lists it) is left out. */
function timed(chosen: readonly ChosenScene[], values: StoryValues, rate: Rate): TimedStoryScene[] {
  let list = chosen;
  for (let attempt = 0; attempt < chosen.length; attempt++) {
    try {
      return storyTimeline(list, values, rate, NO_FACTS).scenes;
    } catch (error) {
      if (!(error instanceof StoryError) || error.scene === undefined) throw error;
      const refused = error.scene;
      list = list.map((c) => (c.index === refused ? { ...c, scene: { ...c.scene, transition: 'none' } } : c));
    }
  }
  return storyTimeline(list, values, rate, NO_FACTS).scenes;
}

const NO_FACTS: StoryFacts = { sourceFrames: () => undefined, soundFrames: () => undefined };
const entersByTransition = (scene: StoryScene) => Boolean(scene.transition) && scene.transition !== 'none';

/**
 * Every scene of the story as a block, in order: placed as if each played (so every scene can be reordered and
 * edited), as long as the render makes it for `values` when the story and `lengths` tell, else estimated; each
 * scene but the first overlapping the one before by its transition. Also where each playing scene starts in a
 * render for `values`.
 */
export function storyBlocks(
  story: Pick<Story, 'scenes' | 'fps'>,
  values: StoryValues = {},
  lengths: StoryKnownLengths = NO_KNOWN_LENGTHS,
): StoryBlocks {
  const rate = storyRate(story) ?? storyRate({ fps: STORY_DEFAULTS.fps })!;
  const facts = factsOf(lengths, values, rate);
  const scenes = story.scenes.map((scene, index) => {
    const chosen = playing(scene, index, values);
    const shown: ChosenScene = { index, scene, content: shownContent(scene, chosen) };
    return { shown, plays: chosen !== undefined, ...lengthOf(shown, values, rate, facts) };
  });
  // Timed with the lengths found, so storyTimeline places and joins them as a render does.
  const asFixed = ({ shown, frames }: (typeof scenes)[number]): ChosenScene => ({
    ...shown,
    content: {
      ...shown.content,
      duration: 'fixed',
      default_duration: frames,
      default_unit: 'frames',
      contentoffset: 0,
    },
  });
  const all = timed(scenes.map(asFixed), values, rate);
  const played = timed(scenes.filter((s) => s.plays).map(asFixed), values, rate);
  const renderStarts = new Map(played.map((t) => [t.index, t.start]));
  const end = (list: readonly TimedStoryScene[]) => {
    const last = list[list.length - 1];
    return last ? last.start + last.frames + last.hold : 0;
  };
  const blocks = all.map((t, i): StoryBlock => {
    const { shown, plays, estimated } = scenes[i]!;
    const previous = all[i - 1];
    const room = previous ? previous.frames + previous.hold - (previous.transition?.frames ?? 0) : 0;
    const renderStart = renderStarts.get(t.index);
    return {
      index: t.index,
      name: shown.scene.name || 'unnamed',
      detail: [storySceneTypeWords(shown.scene), !plays && 'not playing', estimated && 'length estimated']
        .filter(Boolean)
        .join(' · '),
      start: t.start,
      length: t.frames + t.hold,
      frames: t.frames,
      hold: t.hold,
      overlap: t.transition?.frames ?? 0,
      maxOverlap: previous && entersByTransition(t.scene) ? Math.max(0, Math.min(t.frames, room)) : 0,
      plays,
      estimated,
      fixed: shown.scene.type !== 'choice' && shown.scene.duration === 'fixed',
      ...(renderStart === undefined ? {} : { renderStart }),
    };
  });
  return { rate, frames: end(all), renderFrames: end(played), blocks };
}

/**
 * Where a frame of the editor's timeline is in a render for the same values: the frame of the scene under it (the
 * later one where a transition overlaps two), or just that scene when it does not play. Undefined with no scenes.
 */
export function storyRenderFrame(
  { blocks, renderFrames }: StoryBlocks,
  frame: number,
): { scene: number; frame?: number } | undefined {
  const at = blocks.findLast((block) => block.start <= frame) ?? blocks[0];
  if (!at) return undefined;
  if (at.renderStart === undefined) return { scene: at.index };
  const into = Math.max(0, Math.min(frame - at.start, at.length - 1));
  return { scene: at.index, frame: Math.max(0, Math.min(at.renderStart + into, renderFrames - 1)) };
}

/**
 * The files and movies whose lengths the story's blocks and its sounds' rows need (what `StoryKnownLengths` is asked
 * for): videos and movies timing their scenes, sounds timing theirs, and the story's own sounds.
 */
export function storyLengthNames(
  story: Pick<Story, 'scenes' | 'sounds'>,
  values: StoryValues = {},
): { files: string[]; movies: string[] } {
  const files = new Set<string>();
  const movies = new Set<string>();
  story.scenes.forEach((scene, index) => {
    const content = shownContent(scene, playing(scene, index, values));
    const mode = content.duration || 'video';
    if (mode === 'video' && (content.src || 'videos') === 'movies' && content.movie) movies.add(content.movie);
    else if (mode === 'video' && content.video) files.add(content.video);
    if (mode === 'audio' && !(content.audiolen && content.audiolen > 0)) {
      const sound = (content.sounds ?? []).map((s) => storySoundAsset(s, values)).find(Boolean);
      if (sound) files.add(sound);
    }
  });
  for (const sound of story.sounds ?? []) {
    const name = sound.duration && sound.duration > 0 ? undefined : storySoundAsset(sound, values);
    if (name) files.add(name);
  }
  return { files: [...files], movies: [...movies] };
}
