/**
 * How big a movie may be rendered: every render is checked against these before it waits
 * for a render slot, and a stored movie when it is saved, so one absurd movie cannot hold
 * a slot for the whole render timeout.
 */
import { movieFrameCount } from './movie-timeline.js';

export const MOVIE_LIMITS = {
  /** Longest movie, in seconds (4 h). */
  maxSeconds: 4 * 60 * 60,
  minFps: 1,
  maxFps: 120,
  /** Frame sides in pixels; even, since the video codecs subsample chroma by two (the renderer's own bound). */
  minSide: 16,
  maxSide: 7680,
  /** Pixels drawn over the whole movie (width × height × frames): four hours of 1080p at 60 fps. */
  maxPixelFrames: 1920 * 1080 * 60 * 4 * 60 * 60,
  maxScenes: 1000,
  /** Layers over all scenes. */
  maxLayers: 5000,
  maxAudioTracks: 100,
} as const;

/** The defaults the renderer uses for a movie that leaves them unset (0 or absent). */
const DEFAULT_SIDE = { width: 640, height: 360 };
const DEFAULT_FPS = 25;

/** The parts of a movie the limits read; values are unknown since they may come straight from a request. */
export interface LimitedMovie {
  params?: { vparams?: { width?: unknown; height?: unknown; videoframerate?: unknown } };
  scenes?: readonly {
    length?: unknown;
    layers?: readonly unknown[];
    transition?: { type?: string; duration?: number };
  }[];
  audio?: readonly unknown[];
}

export interface MovieLimitProblem {
  /** The field at fault: width, height, fps, scenes[2].length, length, work, scenes, layers or audio. */
  field: string;
  /** A sentence naming the field, the bound and the value, e.g. "fps must be between 1 and 120, got 0". */
  message: string;
}

const problem = (field: string, message: string): MovieLimitProblem => ({ field, message });

function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value) ?? String(value);
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

function checkSide(field: 'width' | 'height', value: unknown): MovieLimitProblem | number {
  if (value === undefined || value === null || value === 0) return DEFAULT_SIDE[field];
  const { minSide, maxSide } = MOVIE_LIMITS;
  if (!isWhole(value) || value < minSide || value > maxSide || value % 2 !== 0) {
    return problem(
      field,
      `${field} must be an even number of pixels from ${minSide} to ${maxSide}, got ${shown(value)}`,
    );
  }
  return value;
}

/** Frames per second from {num, den} (den 0 or absent is 1, as in the movie's message) or "num/den" text. */
function checkFps(value: unknown): MovieLimitProblem | number {
  if (value === undefined || value === null) return DEFAULT_FPS;
  let num: unknown;
  let den: unknown;
  if (typeof value === 'object') {
    const rate = value as { num?: unknown; den?: unknown };
    if (rate.num === undefined && rate.den === undefined) return DEFAULT_FPS;
    num = rate.num;
    den = rate.den === undefined || rate.den === 0 ? 1 : rate.den;
  } else {
    const [top, bottom] = String(value).split('/');
    num = Number(top);
    den = bottom === undefined ? 1 : Number(bottom);
  }
  const { minFps, maxFps } = MOVIE_LIMITS;
  const fail = (got: string) => problem('fps', `fps must be between ${minFps} and ${maxFps}, got ${got}`);
  if (!isWhole(num) || !isWhole(den))
    return fail(typeof value === 'object' ? `${shown(num)}/${shown(den)}` : shown(value));
  if (den <= 0) return fail(`${num}/${den}`);
  const fps = num / den;
  if (!(fps >= minFps && fps <= maxFps)) return fail(den === 1 ? String(num) : `${num}/${den}`);
  return fps;
}

/** Scene lengths in frames: whole numbers of 1 or more. */
function checkScenes(movie: LimitedMovie): MovieLimitProblem | undefined {
  const scenes = movie.scenes ?? [];
  if (scenes.length > MOVIE_LIMITS.maxScenes)
    return problem('scenes', `scenes must be at most ${MOVIE_LIMITS.maxScenes}, got ${scenes.length}`);
  for (const [index, scene] of scenes.entries()) {
    const length = scene.length ?? 0;
    if (!isWhole(length) || length < 0) {
      return problem(
        `scenes[${index}].length`,
        `scenes[${index}].length must be a whole number of frames, got ${shown(length)}`,
      );
    }
  }
  const layers = scenes.reduce((sum, scene) => sum + (scene.layers?.length ?? 0), 0);
  if (layers > MOVIE_LIMITS.maxLayers)
    return problem('layers', `layers must be at most ${MOVIE_LIMITS.maxLayers} over all scenes, got ${layers}`);
  const audio = movie.audio?.length ?? 0;
  if (audio > MOVIE_LIMITS.maxAudioTracks)
    return problem('audio', `audio tracks must be at most ${MOVIE_LIMITS.maxAudioTracks}, got ${audio}`);
  return undefined;
}

const hours = (seconds: number) => `${Math.round((seconds / 3600) * 100) / 100} h`;

/**
 * The first limit the movie breaks, or undefined. Read it after variables are applied
 * when a render is asked for (a variable may set a scene's length), and on the stored
 * movie when it is saved.
 */
export function movieLimitProblem(movie: LimitedMovie): MovieLimitProblem | undefined {
  const vparams = movie.params?.vparams ?? {};
  const width = checkSide('width', vparams.width);
  if (typeof width !== 'number') return width;
  const height = checkSide('height', vparams.height);
  if (typeof height !== 'number') return height;
  const fps = checkFps(vparams.videoframerate);
  if (typeof fps !== 'number') return fps;
  const scenes = checkScenes(movie);
  if (scenes) return scenes;
  const frames = movieFrameCount(movie.scenes as readonly { length?: number }[] | undefined);
  const seconds = frames / fps;
  if (seconds > MOVIE_LIMITS.maxSeconds) {
    return problem(
      'length',
      `length must be at most ${hours(MOVIE_LIMITS.maxSeconds)}, got ${hours(seconds)} ` +
        `(${frames} frames at ${Math.round(fps * 100) / 100} fps)`,
    );
  }
  const work = width * height * frames;
  if (work > MOVIE_LIMITS.maxPixelFrames) {
    return problem(
      'work',
      `work (width × height × frames) must be at most ${MOVIE_LIMITS.maxPixelFrames.toExponential(2)} pixels, ` +
        `got ${work.toExponential(2)}: make the movie shorter or smaller`,
    );
  }
  return undefined;
}
