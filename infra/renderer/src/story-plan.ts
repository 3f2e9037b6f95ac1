import {
  clampPercent,
  MOVIE_LIMITS,
  storyFrames,
  type AudioLevelMode,
  type Rate,
  type StoryDirection,
  type StoryFade,
  type StoryTimeline,
  type TimedStoryTransition,
} from '@reelforge/model';
import type { EncodeOverrides } from './api.js';
import { RenderError } from './api.js';
import { BLACK, parseColour, WHITE, type Colour } from './colour.js';
import { planOutput } from './output.js';
import type { OutputPlan, RenderTarget } from './plan-types.js';
import type { PreparedRender } from './prepare.js';

/** How a scene enters: an xfade, a fade through a colour, or a mask revealing it. */
export type StoryJoin =
  | { kind: 'xfade'; frames: number; xfade: string }
  | { kind: 'through'; frames: number; colour: Colour }
  | { kind: 'mask'; frames: number; asset: string; channel: string; invert: boolean };

export interface StoryPlanScene {
  /** index in the story's scenes */
  index: number;
  where: string;
  /** the video asset (a video scene) */
  asset: string;
  /** the movie it shows, prepared with the story's values and rendered in the story's graph (a movie scene) */
  movie?: PreparedRender;
  /** frames into the file where it starts */
  offset: number;
  /** frames it is played, its held last frame included */
  frames: number;
  /** first frame in the story */
  start: number;
  /** whether its file's own sound is mixed in */
  audio: boolean;
  join?: StoryJoin;
}

export interface StoryPlanSound {
  where: string;
  asset: string;
  /** story frame where it starts */
  at: number;
  /** frames it plays at most */
  frames: number;
  /** linear gain: volume % and gain dB together */
  volume: number;
  fadein: number;
  fadeout: number;
  loop: boolean;
}

export interface StoryPlan {
  width: number;
  height: number;
  rate: Rate;
  frames: number;
  scenes: StoryPlanScene[];
  sounds: StoryPlanSound[];
  level: AudioLevelMode;
  /** the story's volume, 0–1 */
  volume: number;
  output: OutputPlan;
}

/** The xfade of a push or wipe for the side the new scene comes from (1 top, 2 right, 3 bottom, 4 left). */
const SIDES: Record<'push' | 'wipe' | 'wipeout', readonly [string, string, string, string]> = {
  push: ['slidedown', 'slideleft', 'slideup', 'slideright'],
  wipe: ['wipedown', 'wipeleft', 'wipeup', 'wiperight'],
  // A soft-edged wipe.
  wipeout: ['smoothdown', 'smoothleft', 'smoothup', 'smoothright'],
};

/** The join of a timed transition. */
export function joinOf(t: TimedStoryTransition, where: string, scene: number): StoryJoin {
  const side = (names: readonly string[], direction: StoryDirection) => names[direction - 1]!;
  switch (t.type) {
    case 'fade': {
      const colour = parseColour(t.color, BLACK);
      if (!colour)
        throw new RenderError(`${where}: the fade colour "${t.color}" is not a colour (#rrggbb).`, 'input', scene);
      if (colour.hex === BLACK.hex) return { kind: 'xfade', frames: t.frames, xfade: 'fadeblack' };
      if (colour.hex === WHITE.hex) return { kind: 'xfade', frames: t.frames, xfade: 'fadewhite' };
      return { kind: 'through', frames: t.frames, colour };
    }
    case 'push':
    case 'wipe':
    case 'wipeout':
      return { kind: 'xfade', frames: t.frames, xfade: side(SIDES[t.type], t.direction) };
    case 'mask':
      return { kind: 'mask', frames: t.frames, asset: t.mask!.asset, channel: t.mask!.channel, invert: t.mask!.invert };
    default:
      return { kind: 'xfade', frames: t.frames, xfade: 'fade' };
  }
}

/** Frames of a sound's fade ({unit, value}), within its length. */
export function fadeFrames(fade: StoryFade | undefined, rate: Rate, frames: number): number {
  if (!fade?.value || fade.value <= 0) return 0;
  return Math.min(frames, storyFrames(fade.value, fade.unit === 'seconds' ? 'seconds' : 'frames', rate));
}

/** Linear gain of a sound's volume (0–100 %) and gain (dB). */
export function soundGain(volume: number | undefined, gain: number | undefined): number {
  return (clampPercent(volume, 100) / 100) * 10 ** ((Number.isFinite(gain) ? gain! : 0) / 20);
}

export interface StoryPlanInput {
  width: number;
  height: number;
  rate: Rate;
  timeline: StoryTimeline;
  /** the video asset of each timed scene (same order) and whether its sound plays */
  sources: { asset: string; audio: boolean; movie?: PreparedRender | undefined }[];
  sounds: StoryPlanSound[];
  level: string | undefined;
  volume: number | undefined;
  hasSounds: boolean;
  vparams: Record<string, unknown>;
  target: RenderTarget;
  encode?: EncodeOverrides | undefined;
  sampleRate: number;
}

const LEVELS: readonly AudioLevelMode[] = ['legacy', 'hardclip', 'softclip', 'softclip4x'];

/** The plan of a story render (pure): scenes on the timeline with their joins, sounds, and the output. */
export function planStory(input: StoryPlanInput): StoryPlan {
  const { timeline, rate, width, height } = input;
  const { maxSeconds, maxScenes } = MOVIE_LIMITS;
  if (timeline.scenes.length === 0) throw new RenderError('No scene of the story plays for these values.', 'input');
  if (timeline.scenes.length > maxScenes)
    throw new RenderError(
      `The story plays ${timeline.scenes.length} scenes, more than the limit of ${maxScenes}.`,
      'input',
    );
  if ((timeline.frames * rate.den) / rate.num > maxSeconds)
    throw new RenderError(
      `The story lasts ${timeline.frames} frames, longer than the limit of ${maxSeconds / 3600} h.`,
      'input',
    );
  const level = input.level || 'softclip';
  if (!(LEVELS as readonly string[]).includes(level))
    throw new RenderError(`"${level}" is not an audio level mode (${LEVELS.join(', ')}).`, 'input');
  const scenes = timeline.scenes.map((scene, i): StoryPlanScene => {
    const where = `Scene ${scene.index + 1}${scene.scene.name ? ` "${scene.scene.name}"` : ''}`;
    const source = input.sources[i]!;
    return {
      index: scene.index,
      where,
      asset: source.asset,
      ...(source.movie ? { movie: source.movie } : {}),
      offset: scene.offset,
      frames: scene.frames + scene.hold,
      start: scene.start,
      audio: source.audio,
      ...(scene.transition ? { join: joinOf(scene.transition, where, scene.index) } : {}),
    };
  });
  const output = planOutput(
    input.target,
    { videocodec: 'x264', ...input.vparams },
    { audiocodec: input.hasSounds ? 'aac' : 'none' },
    height,
    rate,
    input.encode,
  );
  if (output.audio) output.audio.sampleRate = input.sampleRate;
  return {
    width,
    height,
    rate,
    frames: timeline.frames,
    scenes,
    sounds: input.sounds,
    level: level as AudioLevelMode,
    volume: clampPercent(input.volume, 100) / 100,
    output,
  };
}
