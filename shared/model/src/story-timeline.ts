/**
 * Which scenes of a story play for some variable values, which variant, and when
 * (docs/reference.md §4 and §5): pure, so the renderer and the editor agree.
 */

import type { Rate } from './movie-rules.js';
import {
  STORY_TRANSITION_DEFAULTS,
  type StoryDirection,
  type StoryScene,
  type StorySceneContent,
  type StoryTransitionType,
  type StoryMaskChannel,
  STORY_MASK_CHANNELS,
  STORY_TRANSITIONS,
} from './story-entities.js';
import { clampPercent, storySceneLabel } from './story-rules.js';
import { fillStoryTemplate } from './story-variables.js';

/** A story that cannot be timed for these values: the message names the scene (0-based `scene`). */
export class StoryError extends Error {
  constructor(
    message: string,
    readonly scene?: number,
  ) {
    super(message);
    this.name = 'StoryError';
  }
}

export type StoryValues = Readonly<Record<string, string | undefined>>;

/** Values that count as true for `true` and `false` scenes (any case). */
const TRUE_VALUES = new Set(['true', '1', 'yes', 'on']);

/** A scene that plays: its place in the story, and what it shows (the scene's or a variant's content). */
export interface ChosenScene {
  index: number;
  scene: StoryScene;
  content: StorySceneContent;
  /** the variant's key, for a choice scene */
  variant?: string;
}

/** The value that decides a scene: the variable's, else the scene's default (trimmed). */
export function sceneValue(scene: Pick<StoryScene, 'varname' | 'default'>, values: StoryValues): string {
  const given = scene.varname ? values[scene.varname] : undefined;
  return (given ?? scene.default ?? '').trim();
}

/**
 * Whether a scene plays, and with what: static always; optional when its value is not
 * empty, optionalnot when it is; true when the value is true/1/yes/on (any case), false
 * when it is not; match when the value is one of `matchvalues`, matchnot when it is none;
 * choice plays the variant whose key is the value (else the default's), and nothing when
 * there is none. An unknown type is an error naming the scene.
 */
export function chooseScene(scene: StoryScene, index: number, values: StoryValues): ChosenScene | undefined {
  const value = sceneValue(scene, values);
  const matches = () => (scene.matchvalues ?? []).some((m) => String(m.value ?? '').trim() === value);
  const plays = (yes: boolean) => (yes ? { index, scene, content: scene } : undefined);
  switch (scene.type) {
    case 'static':
      return plays(true);
    case 'optional':
      return plays(value !== '');
    case 'optionalnot':
      return plays(value === '');
    case 'true':
      return plays(TRUE_VALUES.has(value.toLowerCase()));
    case 'false':
      return plays(!TRUE_VALUES.has(value.toLowerCase()));
    case 'match':
      return plays(matches());
    case 'matchnot':
      return plays(!matches());
    case 'choice': {
      const variants = scene.variants ?? [];
      const variant =
        variants.find((v) => v.key === value) ?? variants.find((v) => v.key === (scene.default ?? '').trim());
      return variant ? { index, scene, content: variant.scene, variant: variant.key } : undefined;
    }
    default:
      throw new StoryError(`${storySceneLabel(scene, index)}: "${scene.type}" is not a scene type.`, index);
  }
}

/** The scenes that play for these values, in story order. */
export function chooseScenes(scenes: readonly StoryScene[], values: StoryValues): ChosenScene[] {
  return scenes.flatMap((scene, index) => chooseScene(scene, index, values) ?? []);
}

/** Frames of a length in a unit (frames, or seconds at the rate); rounded. */
export function storyFrames(value: number, unit: string | undefined, rate: Rate): number {
  return unit === 'seconds' ? Math.round((value * rate.num) / rate.den) : Math.round(value);
}

export interface TimedStoryTransition {
  type: StoryTransitionType;
  /** frames the scene overlaps the one before */
  frames: number;
  /** fade colour, `#rrggbb` */
  color: string;
  direction: StoryDirection;
  mask?: { asset: string; channel: StoryMaskChannel; invert: boolean };
}

export interface TimedStoryScene extends ChosenScene {
  /** frames into the source where the scene starts */
  offset: number;
  /** the scene's own length */
  frames: number;
  /** its last frame held this long more, for the next transition (reduce-base below 100) */
  hold: number;
  /** first frame in the story */
  start: number;
  transition?: TimedStoryTransition;
}

export interface StoryTimeline {
  scenes: TimedStoryScene[];
  frames: number;
}

/** What the timeline needs to know of the files: lengths in frames at the story's rate. */
export interface StoryFacts {
  /** frames of the scene's source (duration mode video) */
  sourceFrames(scene: ChosenScene): number | undefined;
  /** frames of the scene's sound (duration mode audio) */
  soundFrames(scene: ChosenScene): number | undefined;
}

/**
 * A chosen scene's own length in frames, as its duration mode says; a StoryError naming the scene when the story and
 * `facts` cannot tell it.
 */
export function storySceneFrames(
  chosen: ChosenScene,
  offset: number,
  values: StoryValues,
  rate: Rate,
  facts: StoryFacts,
): number {
  const { content } = chosen;
  const where =
    storySceneLabel(chosen.scene, chosen.index) + (chosen.variant === undefined ? '' : `, variant "${chosen.variant}"`);
  const fixed = () =>
    content.default_duration && content.default_duration > 0
      ? storyFrames(content.default_duration, content.default_unit, rate)
      : undefined;
  let frames: number | undefined;
  switch (content.duration || 'video') {
    case 'video': {
      const source = facts.sourceFrames(chosen);
      if (source === undefined) throw new StoryError(`${where}: the length of its source is not known.`, chosen.index);
      frames = source - offset;
      if (frames < 1)
        throw new StoryError(
          `${where}: its content offset is past the end of its source (${source} frames).`,
          chosen.index,
        );
      break;
    }
    case 'audio':
      frames = content.audiolen && content.audiolen > 0 ? Math.round(content.audiolen) : facts.soundFrames(chosen);
      if (frames === undefined)
        throw new StoryError(`${where}: it lasts as long as its sound, and it has none.`, chosen.index);
      break;
    case 'fixed':
      frames = fixed();
      if (frames === undefined) throw new StoryError(`${where}: a fixed length needs a duration.`, chosen.index);
      break;
    case 'variable': {
      const text = content.numframesvar ? values[content.numframesvar]?.trim() : undefined;
      const value = text ? Number(text) : NaN;
      frames = Number.isFinite(value) && value > 0 ? storyFrames(value, content.unit, rate) : fixed();
      if (frames === undefined)
        throw new StoryError(
          `${where}: the variable "${content.numframesvar ?? ''}" gives no length and there is no default duration.`,
          chosen.index,
        );
      break;
    }
    default:
      throw new StoryError(`${where}: "${content.duration}" is not a duration mode.`, chosen.index);
  }
  if (frames < 1) throw new StoryError(`${where} lasts no frame.`, chosen.index);
  return frames;
}

/**
 * The mask picture of a mask transition for these values: its template filled, else (an empty name) `transition_mask`.
 */
export function storyMaskAsset(
  scene: Pick<StoryScene, 'transition_mask' | 'transition_mask_template'>,
  values: StoryValues,
): string | undefined {
  return fillStoryTemplate(scene.transition_mask_template, values) || scene.transition_mask || undefined;
}

function transitionOf(
  scene: StoryScene,
  index: number,
  rate: Rate,
  values: StoryValues,
): (Omit<TimedStoryTransition, 'frames'> & { wanted: number }) | undefined {
  const type = scene.transition;
  if (!type || type === 'none') return undefined;
  const where = storySceneLabel(scene, index);
  if (!(STORY_TRANSITIONS as readonly string[]).includes(type))
    throw new StoryError(`${where}: "${type}" is not a transition.`, index);
  const direction = scene.tdir ?? STORY_TRANSITION_DEFAULTS.direction;
  if (![1, 2, 3, 4].includes(direction))
    throw new StoryError(
      `${where}: transition direction ${direction} is not 1 (top), 2 (right), 3 (bottom) or 4 (left).`,
      index,
    );
  const wanted =
    scene.tdur && scene.tdur > 0 ? storyFrames(scene.tdur, scene.tunit, rate) : STORY_TRANSITION_DEFAULTS.frames;
  const color = scene.tcolor?.trim() || STORY_TRANSITION_DEFAULTS.color;
  let mask: TimedStoryTransition['mask'];
  if (type === 'mask') {
    const asset = storyMaskAsset(scene, values);
    if (!asset) throw new StoryError(`${where}: a mask transition needs a mask picture.`, index);
    const channel = scene.transition_mask_channel || 'luma';
    if (!(STORY_MASK_CHANNELS as readonly string[]).includes(channel))
      throw new StoryError(`${where}: "${channel}" is not a mask channel (${STORY_MASK_CHANNELS.join(', ')}).`, index);
    mask = { asset, channel: channel as StoryMaskChannel, invert: Boolean(scene.transition_mask_invert) };
  }
  return {
    type: type as StoryTransitionType,
    wanted,
    color,
    direction: direction as StoryDirection,
    ...(mask ? { mask } : {}),
  };
}

/**
 * The timeline of the chosen scenes: each lasts as its duration mode says (video: its
 * source from the content offset; audio: its sound; fixed; variable: the `numframesvar`
 * value in `unit`, else the default duration). A scene's transition (never the first
 * one's) overlaps the scene before; with reduce-base r below 100 the scene before holds
 * its last frame for (100 − r) % of the transition, so the story loses only r % of it.
 * A transition never lasts longer than either scene allows.
 */
export function storyTimeline(
  chosen: readonly ChosenScene[],
  values: StoryValues,
  rate: Rate,
  facts: StoryFacts,
): StoryTimeline {
  const scenes: TimedStoryScene[] = [];
  for (const [i, scene] of chosen.entries()) {
    const offset = Math.max(0, storyFrames(scene.content.contentoffset ?? 0, scene.content.unit, rate));
    const frames = storySceneFrames(scene, offset, values, rate, facts);
    const previous = scenes[i - 1];
    const wanted = previous ? transitionOf(scene.scene, scene.index, rate, values) : undefined;
    let transition: TimedStoryTransition | undefined;
    if (previous && wanted) {
      const reduce = clampPercent(scene.scene.reducebase, STORY_TRANSITION_DEFAULTS.reducebase);
      const hold = wanted.wanted - Math.round((wanted.wanted * reduce) / 100);
      previous.hold = hold;
      const room = previous.frames + hold - (previous.transition?.frames ?? 0);
      const length = Math.min(wanted.wanted, frames, room);
      previous.hold = Math.min(hold, length);
      const { wanted: _, ...rest } = wanted;
      if (length > 0) transition = { ...rest, frames: length };
      else previous.hold = 0;
    }
    const start = previous ? previous.start + previous.frames + previous.hold - (transition?.frames ?? 0) : 0;
    scenes.push({ ...scene, offset, frames, hold: 0, start, ...(transition ? { transition } : {}) });
  }
  const last = scenes[scenes.length - 1];
  return { scenes, frames: last ? last.start + last.frames + last.hold : 0 };
}
