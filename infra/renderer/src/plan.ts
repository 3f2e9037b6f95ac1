import { parseFrameRate, type Rate } from '@reelforge/model';
import type { Movie, Transition } from '@reelforge/sdl';
import { RenderError, type EncodeOverrides } from './api.js';
import { BLACK, WHITE } from './colour.js';
import { planOutput } from './output.js';
import { colourOf, planLayer, sceneLabel } from './plan-layer.js';
import type { MoviePlan, PlannedAudio, PlannedScene, PlannedTransition } from './plan-types.js';
import { planWindow, type WindowRequest } from './plan-window.js';

/** A movie without size is the blank movie's size (docs/reference.md §9). */
const DEFAULT_SIZE = { width: 640, height: 360 };
const DEFAULT_RATE: Rate = { num: 25, den: 1 };
const MAX_SIDE = 7680;
/** A transition without a duration lasts the default transition duration (docs/reference.md §9). */
export const DEFAULT_TRANSITION_FRAMES = 12;

export interface PlanOptions extends WindowRequest {
  encode?: EncodeOverrides;
}

/** The ffmpeg transition for a type and the side the new scene comes from (1 top, 2 right, 3 bottom, 4 left). */
function xfadeOf(transition: Transition, where: string, scene: number): Omit<PlannedTransition, 'frames' | 'type'> {
  const from = transition.direction || 2;
  const side = (names: [string, string, string, string]) => {
    const name = names[from - 1];
    if (!name)
      throw new RenderError(
        `${where}: transition direction ${from} is not 1 (top), 2 (right), 3 (bottom) or 4 (left).`,
        'input',
        scene,
      );
    return name;
  };
  switch (transition.type) {
    case 'FADE': {
      const colour = colourOf(transition.color, BLACK, `${where}, transition colour`, scene);
      if (colour.hex === BLACK.hex) return { xfade: 'fadeblack' };
      if (colour.hex === WHITE.hex) return { xfade: 'fadewhite' };
      return { xfade: 'fade', through: colour };
    }
    // The wipe's edge moves away from the side the new scene enters from.
    case 'WIPE':
      return { xfade: side(['wipedown', 'wipeleft', 'wipeup', 'wiperight']) };
    case 'PUSH':
      return { xfade: side(['slidedown', 'slideleft', 'slideup', 'slideright']) };
    default:
      return { xfade: 'fade' };
  }
}

/** Scenes on the movie's timeline: each transition overlaps the previous scene's end. */
function planScenes(movie: Movie, size: { width: number; height: number }): PlannedScene[] {
  const scenes = movie.scenes ?? [];
  if (scenes.length === 0) throw new RenderError('The movie has no scenes.', 'input');
  const planned: PlannedScene[] = [];
  let end = 0;
  scenes.forEach((scene, index) => {
    const where = sceneLabel(scene, index);
    const length = scene.length ?? 0;
    if (length < 1) throw new RenderError(`${where} has no length: give it a number of frames.`, 'input', index);
    const previous = planned[index - 1];
    let transition: PlannedTransition | undefined;
    const t = scene.transition;
    if (previous && t?.type && t.type !== 'NONE') {
      // Never longer than either scene, nor overlapping the previous scene's own entrance.
      const frames = Math.min(
        t.duration || DEFAULT_TRANSITION_FRAMES,
        length,
        previous.length - (previous.transition?.frames ?? 0),
      );
      if (frames > 0) transition = { type: t.type, frames, ...xfadeOf(t, where, index) };
    }
    const start = end - (transition?.frames ?? 0);
    const layers = (scene.layers ?? []).flatMap((layer, l) => planLayer(layer, l, scene, index, size) ?? []);
    const background = colourOf(scene.background, BLACK, `${where}, background`, index);
    planned.push({
      index,
      name: scene.name ?? '',
      start,
      length,
      background,
      layers,
      ...(transition ? { transition } : {}),
    });
    end = start + length;
  });
  return planned;
}

function planAudio(movie: Movie, scenes: PlannedScene[], frames: number): PlannedAudio[] {
  const tracks: PlannedAudio[] = [];
  (movie.audio ?? []).forEach((track, index) => {
    if (!track.asset) throw new RenderError(`Audio track ${index + 1} has no asset.`, 'input');
    const at = track.offset ?? 0;
    if (at >= frames) return;
    const length = track.duration ? Math.min(track.duration, frames - at) : frames - at;
    tracks.push({
      asset: track.asset,
      track: index,
      at,
      from: track.start ?? 0,
      frames: length,
      volume: Math.max(0, track.volume ?? 1),
      fadein: Math.min(length, track.fadein ?? 0),
      fadeout: Math.min(length, track.fadeout ?? 0),
      loop: false,
    });
  });
  for (const scene of scenes) {
    for (const layer of scene.layers) {
      if (layer.kind !== 'video' || !layer.audio) continue;
      tracks.push({
        asset: layer.asset,
        at: scene.start + layer.start,
        from: layer.offset,
        frames: layer.end - layer.start,
        volume: layer.volume,
        fadein: layer.fadein,
        fadeout: layer.fadeout,
        loop: layer.loop,
        layer: { scene: scene.index, index: layer.index },
      });
    }
  }
  return tracks;
}

/**
 * Step 2 of the pipeline (pure): a movie whose bindings are applied (see resolveVariables)
 * -> its timeline, timed layers, audio tracks, the frames to render and the output codecs.
 */
export function planMovie(movie: Movie, options: PlanOptions): MoviePlan {
  const vparams = movie.params?.vparams ?? {};
  const width = vparams.width || DEFAULT_SIZE.width;
  const height = vparams.height || DEFAULT_SIZE.height;
  for (const [label, side] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (side % 2 !== 0 || side < 16 || side > MAX_SIDE)
      throw new RenderError(`The movie's ${label} ${side} must be an even number from 16 to ${MAX_SIDE}.`, 'input');
  }
  const rate = parseFrameRate(vparams.videoframerate ?? null) ?? DEFAULT_RATE;
  const scenes = planScenes(movie, { width, height });
  const last = scenes[scenes.length - 1]!;
  const frames = last.start + last.length;
  return {
    width,
    height,
    rate,
    frames,
    scenes,
    audio: planAudio(movie, scenes, frames),
    window: planWindow(scenes, frames, options),
    output: planOutput(options.target, vparams, movie.params?.aparams ?? {}, height, rate, options.encode),
  };
}
