/** Story rules of docs/reference.md §5 and §9: copy names, clamps, defaults, validation. */

import { parseFrameRate, STORY_FRAME_RATES, type OutputFormat, type Rate } from './movie-rules.js';
import {
  STORY_DEFAULTS,
  STORY_SCENE_SOURCES,
  STORY_SCENE_TYPES,
  STORY_SOUND_TYPES,
  STORY_DURATION_MODES,
  STORY_TRANSITIONS,
  STORY_TRANSITION_DEFAULTS,
  type Story,
  type StoryScene,
  type StorySceneContent,
  type StorySound,
} from './story-entities.js';

const COPY = ' Copy';

/** The formats a story renders to: the video formats with sound, mp4 first (its default; docs/reference.md §5). */
export const STORY_FORMATS: readonly OutputFormat[] = ['mp4', 'webm', 'mov', 'mpg', 'wmv', 'flv'];

/** The name of a copy: "{name} Copy", then "{name} Copy 1", "{name} Copy 2"… the first not taken. */
export function storyCopyName(name: string, existing: readonly { name: string }[]): string {
  const taken = new Set(existing.map((story) => story.name));
  const base = `${name}${COPY}`;
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}

/** A percentage kept within 0–100 (reduce-base, volumes); not a number gives `fallback`. */
export function clampPercent(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(100, Math.max(0, n));
}

/** The story's size: `width`×`height`, else its `WxH` size, else 640×360. */
export function storySize(story: Pick<Story, 'size' | 'width' | 'height'>): { width: number; height: number } {
  const match = /^\s*(\d+)\s*x\s*(\d+)\s*$/i.exec(story.size ?? '');
  if (story.width && story.height && (!match || story.size === 'custom'))
    return { width: story.width, height: story.height };
  if (match) return { width: Number(match[1]), height: Number(match[2]) };
  return { width: story.width || STORY_DEFAULTS.width, height: story.height || STORY_DEFAULTS.height };
}

/** The story's frame rate: its `num/den` text, 25/1 when not set. */
export function storyRate(story: Pick<Story, 'fps'>): Rate | null {
  if (!story.fps) return parseFrameRate(STORY_DEFAULTS.fps);
  return parseFrameRate(story.fps);
}

/** The frame rates the story editor offers: the movie rates without 24 (docs/reference.md §9). */
export { STORY_FRAME_RATES };

/** A story has sounds when it has a background sound, its own sounds or a scene's. */
export function storyHasSounds(story: Story): boolean {
  const content = (scene: StorySceneContent) => (scene.sounds?.length ?? 0) > 0;
  return (
    Boolean(story.bgsound?.type) ||
    (story.sounds?.length ?? 0) > 0 ||
    story.scenes.some((scene) => content(scene) || (scene.variants ?? []).some((variant) => content(variant.scene)))
  );
}

/** The story's audio codec: `none` without sounds, else the movie's (aac by default). */
export function storyAudioCodec(story: Story): string {
  if (!storyHasSounds(story)) return 'none';
  const codec = story.movie?.params?.aparams?.['audiocodec'];
  return typeof codec === 'string' && codec && codec !== 'none' ? codec : 'aac';
}

function clampSound(sound: StorySound): StorySound {
  return { ...sound, volume: clampPercent(sound.volume, 100) };
}

function clampContent<T extends StorySceneContent>(content: T): T {
  return content.sounds ? { ...content, sounds: content.sounds.map(clampSound) } : content;
}

/**
 * The story as saved: reduce-base and every sound's volume within 0–100, the defaults of
 * §9 filled in (size, fps, sample rate, level mode, volume, combinations), and a fade
 * without colour black.
 */
export function normaliseStory(story: Story): Story {
  const { width, height } = storySize(story);
  return {
    ...story,
    width,
    height,
    size: story.size || `${width}x${height}`,
    fps: story.fps || STORY_DEFAULTS.fps,
    samplerate: story.samplerate || STORY_DEFAULTS.samplerate,
    alevelmode: story.alevelmode || STORY_DEFAULTS.alevelmode,
    maxcombinations: story.maxcombinations || STORY_DEFAULTS.maxcombinations,
    volume: clampPercent(story.volume, STORY_DEFAULTS.volume),
    ...(story.bgsound ? { bgsound: clampSound(story.bgsound) } : {}),
    ...(story.sounds ? { sounds: story.sounds.map(clampSound) } : {}),
    scenes: story.scenes.map((scene) => ({
      ...clampContent(scene),
      ...(scene.reducebase === undefined
        ? {}
        : { reducebase: clampPercent(scene.reducebase, STORY_TRANSITION_DEFAULTS.reducebase) }),
      ...(scene.transition === 'fade' && !scene.tcolor ? { tcolor: STORY_TRANSITION_DEFAULTS.color } : {}),
      ...(scene.variants
        ? { variants: scene.variants.map((variant) => ({ ...variant, scene: clampContent(variant.scene) })) }
        : {}),
    })),
  };
}

/** How a scene is named in messages: `Scene 2 "Intro"` (1-based). */
export function storySceneLabel(scene: Pick<StoryScene, 'name'>, index: number): string {
  return scene.name ? `Scene ${index + 1} "${scene.name}"` : `Scene ${index + 1}`;
}

function soundProblems(sounds: readonly StorySound[] | undefined, where: string): string[] {
  return (sounds ?? []).flatMap((sound, i) =>
    (STORY_SOUND_TYPES as readonly string[]).includes(sound.type)
      ? []
      : [`${where}, sound ${i + 1}: "${sound.type}" is not a sound type (${STORY_SOUND_TYPES.join(', ')}).`],
  );
}

function contentProblems(content: StorySceneContent, where: string): string[] {
  const problems: string[] = [];
  if (content.src !== undefined && !(STORY_SCENE_SOURCES as readonly string[]).includes(content.src)) {
    problems.push(`${where}: "${content.src}" is not a scene source (videos or movies).`);
  }
  if (
    content.duration !== undefined &&
    content.duration !== '' &&
    !(STORY_DURATION_MODES as readonly string[]).includes(content.duration)
  ) {
    problems.push(`${where}: "${content.duration}" is not a duration mode (${STORY_DURATION_MODES.join(', ')}).`);
  }
  return [...problems, ...soundProblems(content.sounds, where)];
}

/**
 * What is wrong with a story, each naming its scene or sound (docs/reference.md §5): an
 * unknown scene type, scene source, duration mode, transition or sound type, a variant
 * without key, a size or frame rate that cannot be. Empty when it can be rendered.
 */
export function storyProblems(story: Story): string[] {
  const problems: string[] = [];
  const { width, height } = storySize(story);
  if (![width, height].every((side) => Number.isInteger(side) && side % 2 === 0 && side >= 16 && side <= 7680)) {
    problems.push(`The story's size ${width}x${height} must have even sides from 16 to 7680.`);
  }
  const rate = storyRate(story);
  if (!rate || rate.num / rate.den > 120)
    problems.push(`The story's frame rate "${story.fps}" is not a rate such as 25/1 (at most 120).`);
  problems.push(...soundProblems(story.sounds, 'The story'));
  if (story.bgsound?.type) problems.push(...soundProblems([story.bgsound], 'The background'));
  if (story.scenes.length === 0) problems.push('The story has no scenes.');
  story.scenes.forEach((scene, index) => {
    const where = storySceneLabel(scene, index);
    if (!(STORY_SCENE_TYPES as readonly string[]).includes(scene.type))
      problems.push(`${where}: "${scene.type}" is not a scene type (${STORY_SCENE_TYPES.join(', ')}).`);
    if (
      scene.type !== 'static' &&
      scene.type !== 'choice' &&
      (STORY_SCENE_TYPES as readonly string[]).includes(scene.type) &&
      !scene.varname
    ) {
      problems.push(`${where}: a ${scene.type} scene needs a variable.`);
    }
    if (scene.type === 'choice') {
      if (!scene.varname) problems.push(`${where}: a choice scene needs a variable.`);
      (scene.variants ?? []).forEach((variant, v) => {
        if (!variant.key) problems.push(`${where}, variant ${v + 1} has no key.`);
        problems.push(...contentProblems(variant.scene, `${where}, variant "${variant.key}"`));
      });
    } else problems.push(...contentProblems(scene, where));
    if (
      index > 0 &&
      scene.transition &&
      scene.transition !== 'none' &&
      !(STORY_TRANSITIONS as readonly string[]).includes(scene.transition)
    ) {
      problems.push(`${where}: "${scene.transition}" is not a transition (${STORY_TRANSITIONS.join(', ')}).`);
    }
    if (scene.transition === 'mask' && index > 0 && !scene.transition_mask && !scene.transition_mask_template?.trim()) {
      problems.push(`${where}: a mask transition needs a mask picture.`);
    }
  });
  return problems;
}

const MATCHES_SHOWN = 3;

/** A scene's type in plain words, naming its variable: "Plays when city is Paris or Rome". */
export function storySceneTypeWords(scene: Pick<StoryScene, 'type' | 'varname' | 'matchvalues'>): string {
  const variable = scene.varname?.trim() || '(no variable)';
  const values = (scene.matchvalues ?? []).map((m) => String(m.value ?? '').trim()).filter(Boolean);
  const listed =
    values.length === 0
      ? 'one of no values'
      : values.slice(0, MATCHES_SHOWN).join(' or ') + (values.length > MATCHES_SHOWN ? ' or …' : '');
  switch (scene.type) {
    case 'static':
      return 'Always plays';
    case 'optional':
      return `Plays when ${variable} has a value`;
    case 'optionalnot':
      return `Plays when ${variable} is empty`;
    case 'true':
      return `Plays when ${variable} is true`;
    case 'false':
      return `Plays unless ${variable} is true`;
    case 'match':
      return `Plays when ${variable} is ${listed}`;
    case 'matchnot':
      return `Plays unless ${variable} is ${listed}`;
    case 'choice':
      return `A variant chosen by ${variable}`;
    default:
      return `"${scene.type}" is not a scene type`;
  }
}
