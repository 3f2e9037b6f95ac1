import { isFrameFormat } from '@reelforge/model';
import { RenderError } from './api.js';
import type { MoviePlan, PlannedScene, RenderTarget, RenderWindow } from './plan-types.js';

/** The frames a render asks for: one frame of a still format, else a range. */
export interface WindowRequest {
  target: RenderTarget;
  /** For jpg/png/tif: the frame (clamped into the movie). */
  frame?: number;
  /** Frames [rangeStart, rangeEnd) of the movie; rangeEnd 0 or absent is the end. */
  rangeStart?: number;
  rangeEnd?: number;
}

/** The frames to output, widened to whole transitions (xfade cannot start half-way). */
export function planWindow(scenes: PlannedScene[], frames: number, options: WindowRequest): RenderWindow {
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
