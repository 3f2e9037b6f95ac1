import type { Movie } from '@reelforge/sdl';
import { buildFfmpegArgs, type FfmpegCommand } from './args.js';
import { isBase } from './layer-roles.js';
import type { MoviePlan, PlannedLayer, PlannedScene } from './plan-types.js';
import { layerTouched, touched } from './reuse-analysis.js';

/** Raw pictures a precomposed base may hold (yuv420p: 1.5 bytes a pixel); a longer one is drawn with each row. */
export const MAX_PRECOMPOSED_BYTES = 512 * 1024 ** 2;

/**
 * The bottom layers of a dynamic scene no varying value touches, composed once per run
 * (docs/render-reuse.md): `layers` planned layers of scene `scene`, over its frames
 * [from, to) as a dynamic range renders them.
 */
export interface Precomposition {
  scene: number;
  layers: number;
  from: number;
  to: number;
}

/**
 * The scenes of a dynamic range's plan whose picture starts with a video (the costly part
 * of a row: decoding and scaling it) under layers no varying value touches: the video and
 * those layers up to the first varying one are composed once, losslessly, and each row
 * draws only the rest over them. Pure. None for a scene whose own fields vary.
 */
export function precompositions(movie: Movie, plan: MoviePlan, keys: ReadonlySet<string>): Precomposition[] {
  return plan.window.scenes.flatMap((ws) => {
    const scene = plan.scenes[ws.scene]!;
    const source = movie.scenes?.[ws.scene];
    const [base] = scene.layers;
    if (
      !source ||
      touched(source.bindings, keys).length ||
      !base ||
      base.kind !== 'video' ||
      !isBase(base, scene, plan)
    )
      return [];
    const fixed = scene.layers.findIndex((layer) => {
      const original = source.layers?.[layer.index];
      return !original || layerTouched(original, keys).length > 0;
    });
    const layers = fixed < 0 ? scene.layers.length : fixed;
    const frames = ws.to - ws.from;
    // Nothing varies in it: not a scene of a dynamic range (a transition's other side); or too big to keep raw.
    if (
      layers === 0 ||
      layers === scene.layers.length ||
      frames * plan.width * plan.height * 1.5 > MAX_PRECOMPOSED_BYTES
    )
      return [];
    return [{ scene: ws.scene, layers, from: ws.from, to: ws.to }];
  });
}

function withLayers(plan: MoviePlan, index: number, layers: (scene: PlannedScene) => PlannedLayer[]): MoviePlan {
  return {
    ...plan,
    scenes: plan.scenes.map((scene) => (scene.index === index ? { ...scene, layers: layers(scene) } : scene)),
  };
}

/** The plan of a precomposed base alone: its scene's frames [from, to) with only its bottom layers, no sound. */
export function basePlan(plan: MoviePlan, p: Precomposition): MoviePlan {
  const scene = plan.scenes[p.scene]!;
  const { audio: _sound, ...output } = plan.output;
  const start = scene.start + p.from;
  const end = scene.start + p.to;
  return {
    ...withLayers(plan, p.scene, (s) => s.layers.slice(0, p.layers)),
    output,
    window: {
      start,
      end,
      renderStart: start,
      renderEnd: end,
      scenes: [{ scene: p.scene, from: p.from, to: p.to, transition: false }],
    },
  };
}

/**
 * Its ffmpeg run: the frames raw (yuv420p) in AVI, whose time stamps are frame numbers, so that
 * they read back exactly.
 */
export function baseCommand(plan: MoviePlan, paths: Record<string, string>, output: string): FfmpegCommand {
  const command = buildFfmpegArgs(plan, { paths, output });
  return {
    ...command,
    outputArgs: [...command.outputArgs.slice(0, 2), '-c:v', 'rawvideo', '-pix_fmt', 'yuv420p', '-f', 'avi'],
  };
}

/**
 * A dynamic range's plan drawing a precomposed base from `asset` (its file in `paths`):
 * the scene's bottom layers replaced by one full-frame video layer that starts at the
 * range's first frame of the scene (its offset counts back to the scene's start).
 */
export function withBase(plan: MoviePlan, p: Precomposition, asset: string): MoviePlan {
  return withLayers(plan, p.scene, (scene) => {
    const base = scene.layers[0]!;
    const layer: PlannedLayer = {
      index: base.index,
      name: base.name,
      start: 0,
      end: scene.length,
      rect: { x: 0, y: 0, w: plan.width, h: plan.height },
      fit: 'STRETCH',
      opacity: 1,
      fadein: 0,
      fadeout: 0,
      kind: 'video',
      asset,
      offset: -p.from,
      loop: false,
      audio: false,
      volume: 1,
    };
    return [layer, ...scene.layers.slice(p.layers)];
  });
}
