import { isFrameFormat, parseFrameRate, type Rate } from '@reelforge/model';
import type { Layer, LayerTracking, Movie, Scene, Transition } from '@reelforge/sdl';
import { RenderError, type EncodeOverrides } from './api.js';
import { BLACK, parseColour, WHITE, type Colour } from './colour.js';
import { planOutput } from './output.js';
import type {
  MoviePlan,
  PlannedAudio,
  PlannedLayer,
  PlannedScene,
  PlannedTrack,
  PlannedTransition,
  RenderTarget,
  RenderWindow,
} from './plan-types.js';

/** A movie without size is the blank movie's size (docs/reference.md §9). */
const DEFAULT_SIZE = { width: 640, height: 360 };
const DEFAULT_RATE: Rate = { num: 25, den: 1 };
const MAX_SIDE = 7680;
/** The longest text a layer draws, in characters (far beyond a screenful: drawtext lays out all of it). */
export const MAX_TEXT_LENGTH = 1_000_000;
/** A transition without a duration lasts the default transition duration (docs/reference.md §9). */
export const DEFAULT_TRANSITION_FRAMES = 12;

export interface PlanOptions {
  target: RenderTarget;
  /** For jpg/png/tif: the frame (clamped into the movie). */
  frame?: number;
  /** Frames [rangeStart, rangeEnd) of the movie; rangeEnd 0 or absent is the end. */
  rangeStart?: number;
  rangeEnd?: number;
  encode?: EncodeOverrides;
}

function sceneLabel(scene: Scene, index: number): string {
  return scene.name ? `Scene ${index + 1} "${scene.name}"` : `Scene ${index + 1}`;
}

function colourOf(value: string | undefined, fallback: Colour, where: string, scene?: number): Colour {
  const colour = parseColour(value, fallback);
  if (!colour) throw new RenderError(`${where}: "${value}" is not a colour (#rrggbb or #rrggbbaa).`, 'input', scene);
  return colour;
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

/** A layer's tracking: which version it follows and how (its points are read later, by prepareRender). */
function planTrack(
  tracking: LayerTracking,
  where: string,
  scene: number,
  size: { width: number; height: number },
): PlannedTrack {
  if (!tracking.video)
    throw new RenderError(`${where} follows a tracking version but names no tracked video.`, 'input', scene);
  if (!tracking.version)
    throw new RenderError(
      `${where} follows the video "${tracking.video}" but names no tracking version.`,
      'input',
      scene,
    );
  const a = tracking.area ?? {};
  return {
    video: tracking.video,
    version: tracking.version,
    offset: tracking.offset ?? 0,
    area: { x: a.x ?? 0, y: a.y ?? 0, w: a.w || size.width, h: a.h || size.height },
    align: tracking.align ?? 'CENTER',
    valign: tracking.valign ?? 'MIDDLE',
    dx: tracking.dx ?? 0,
    dy: tracking.dy ?? 0,
    points: [],
  };
}

function planLayer(
  layer: Layer,
  index: number,
  scene: Scene,
  sceneIndex: number,
  size: { width: number; height: number },
): PlannedLayer | undefined {
  const length = scene.length ?? 0;
  const where = `${sceneLabel(scene, sceneIndex)}, layer ${index + 1}${layer.name ? ` "${layer.name}"` : ''}`;
  const start = layer.start ?? 0;
  const end = layer.duration ? Math.min(length, start + layer.duration) : length;
  if (start >= end) return undefined;
  const p = layer.position ?? {};
  const frames = end - start;
  const base = {
    index,
    name: layer.name ?? '',
    start,
    end,
    rect: { x: p.x ?? 0, y: p.y ?? 0, w: p.w || size.width, h: p.h || size.height },
    fit: layer.fit ?? 'COVER',
    opacity: Math.min(1, Math.max(0, layer.opacity ?? 1)),
    fadein: Math.min(frames, layer.fadein ?? 0),
    fadeout: Math.min(frames, layer.fadeout ?? 0),
    ...(layer.tracking ? { track: planTrack(layer.tracking, where, sceneIndex, size) } : {}),
  };
  const needAsset = (asset: string | undefined) => {
    if (!asset) throw new RenderError(`${where} has no asset.`, 'input', sceneIndex);
    return asset;
  };
  if (layer.video) {
    const v = layer.video;
    return {
      ...base,
      kind: 'video',
      asset: needAsset(v.asset),
      offset: v.offset ?? 0,
      loop: v.loop ?? false,
      audio: v.audio ?? false,
      volume: Math.max(0, v.volume ?? 1),
    };
  }
  if (layer.image) return { ...base, kind: 'image', asset: needAsset(layer.image.asset) };
  if (layer.color)
    return { ...base, kind: 'color', color: colourOf(layer.color.color, BLACK, `${where}, colour`, sceneIndex) };
  if (layer.text) {
    const t = layer.text;
    if (!t.text) return undefined; // nothing to draw
    if (t.text.includes('\u0000'))
      throw new RenderError(
        `${where}: the text holds a NUL character (\\u0000), which cannot be drawn.`,
        'input',
        sceneIndex,
      );
    if (t.text.length > MAX_TEXT_LENGTH)
      throw new RenderError(
        `${where}: the text has ${t.text.length} characters, more than the limit of ${MAX_TEXT_LENGTH}.`,
        'input',
        sceneIndex,
      );
    return {
      ...base,
      kind: 'text',
      text: t.text,
      font: t.font ?? '',
      // An unset size reads well at any frame size: a fifteenth of the height.
      size: t.size || Math.max(8, Math.round(size.height / 15)),
      color: colourOf(t.color, WHITE, `${where}, text colour`, sceneIndex),
      align: t.align ?? 'CENTER',
      valign: t.valign ?? 'MIDDLE',
      ...(t.box ? { box: colourOf(t.box, BLACK, `${where}, box colour`, sceneIndex) } : {}),
      boxpadding: t.boxpadding ?? 0,
    };
  }
  return undefined; // a layer without content draws nothing
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

/** The frames to output, widened to whole transitions (xfade cannot start half-way). */
function planWindow(scenes: PlannedScene[], frames: number, options: PlanOptions): RenderWindow {
  let start: number;
  let end: number;
  if (isFrameFormat(options.target)) {
    const frame = options.frame ?? 0;
    if (!Number.isSafeInteger(frame) || frame < 0)
      throw new RenderError(`Frame ${frame} is not a frame number: use a whole number from 0.`, 'input');
    if (frame >= frames)
      throw new RenderError(
        `Frame ${frame} is past the movie's end: it has ${frames} frames (0 to ${frames - 1}).`,
        'input',
      );
    start = frame;
    end = start + 1;
  } else {
    start = Math.max(0, Math.floor(options.rangeStart ?? 0));
    end = options.rangeEnd ? Math.min(frames, Math.floor(options.rangeEnd)) : frames;
    if (end <= start)
      throw new RenderError(`The range ${start}-${end} holds no frame of the movie's ${frames}.`, 'input');
  }
  let renderStart = start;
  let renderEnd = end;
  for (const scene of scenes) {
    const frames = scene.transition?.frames ?? 0;
    if (!frames) continue;
    if (scene.start <= start && start < scene.start + frames) renderStart = scene.start;
    if (scene.start < end && end < scene.start + frames) renderEnd = scene.start + frames;
  }
  const windowScenes = scenes.flatMap((scene, i) => {
    const from = Math.max(0, renderStart - scene.start);
    const to = Math.min(scene.length, renderEnd - scene.start);
    if (from >= to) return [];
    const previous = scenes[i - 1];
    const transition =
      Boolean(scene.transition) &&
      from === 0 &&
      previous !== undefined &&
      previous.start + previous.length > renderStart;
    return [{ scene: scene.index, from, to, transition }];
  });
  return { start, end, renderStart, renderEnd, scenes: windowScenes };
}

/** The plan of frames [start, end) of a planned movie: a range rendered on its own (docs/render-reuse.md). */
export function planRange(plan: MoviePlan, start: number, end: number): MoviePlan {
  return {
    ...plan,
    window: planWindow(plan.scenes, plan.frames, { target: plan.output.target, rangeStart: start, rangeEnd: end }),
  };
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
