import type { OutputFormat } from '@reelforge/model';
import {
  RenderError,
  type AssetResolver,
  type InputsRequest,
  type MovieStructure,
  type PlanOptions,
} from '@reelforge/renderer';
import { decodeMovie, MovieFormatError, type Movie } from '@reelforge/sdl';
import { HttpError } from '../lib/http-errors.ts';
import { movieFromBinary, movieFromJson } from '../bodies/movie-decode.ts';
import { renderParams } from '../bodies/render-params.ts';
import { renderFormat } from './input.ts';
import { assertRenderLimits, assertSentMovieLimits } from '../lib/render-limits.ts';

/**
 * The checks of a movie render asked for through the render calls (docs/render-limits.md):
 * the movie read (its JSON form as sent, or its stored message), its values, its render
 * limits and its inputs, all without rendering. One function, run on the event loop for a
 * small movie and on a render-check worker for a big one (render-checks.ts), so that the
 * largest movie (1,000 scenes, 5,000 layers) is normalised and planned off the loop.
 */

/** What the checks use of the renderer: the app's engine on the event loop, the renderer itself on a worker. */
export interface MovieCheckEngine {
  checkInputs(request: InputsRequest, options: PlanOptions): Promise<void>;
  movieStructure(movie: Movie, params?: Record<string, string>): MovieStructure | Promise<MovieStructure>;
}

export interface MovieRenderCheck {
  /**
   * The movie as sent (its JSON form, that form's text, or its binary message), or a stored
   * movie's binary message (normalised when it was saved).
   */
  source: { sent: unknown } | { sentJson: string } | { sentMessage: Uint8Array } | { encoded: Uint8Array };
  /** The values as sent. */
  params: Record<string, unknown> | undefined;
  /** The format asked for; without one, `formatOfMovie` takes the movie's own. */
  format?: OutputFormat | undefined;
  formatOfMovie: boolean;
}

/** What a refused render records (records.ts): its error, the values it had, its scenes' names and size. */
export interface MovieRenderRefusal {
  message: string;
  /** A RenderError's place; an HttpError (a value that cannot be a variable's) has none. */
  renderError?: { kind: RenderError['kind']; scene?: number | undefined; frame?: number | undefined };
  params: Record<string, string>;
  format: OutputFormat;
  scenes: { name?: string }[];
  size: { width: number; height: number; duration: number; frames: number };
}

export type MovieRenderChecked =
  /** The movie cannot be read: a 400, not a render. */
  | { problem: string }
  | { refusal: MovieRenderRefusal }
  | {
      /** The normalised movie's JSON, as a token stores it. */
      movieText: string;
      params: Record<string, string>;
      format: OutputFormat | undefined;
      /** Checking the inputs failed for a reason not the caller's (logged; the render meets it again). */
      unchecked?: string;
    };

/**
 * The limits and inputs of a render of `movie` with `params` for `target`: resolves, or
 * rejects with the 400 of a limit or the input RenderError naming the layer; any other
 * failure of the input check comes back as `unchecked`.
 */
export async function checkMovieForRender(
  movie: Movie,
  params: Record<string, string>,
  target: { format: OutputFormat; frame?: number | undefined },
  assets: AssetResolver,
  engine: Pick<MovieCheckEngine, 'checkInputs'>,
): Promise<{ unchecked?: string }> {
  assertRenderLimits(movie, params);
  try {
    await engine.checkInputs(
      { movie, params, assets },
      { target: target.format, ...(target.frame === undefined ? {} : { frame: target.frame }) },
    );
  } catch (error) {
    if (error instanceof RenderError && error.kind === 'input') throw error;
    return { unchecked: error instanceof Error ? error.message : String(error) };
  }
  return {};
}

/** The size a refused render is recorded with: its structure, else its frame's size. */
async function sizeOf(
  movie: Movie,
  params: Record<string, string>,
  engine: MovieCheckEngine,
): Promise<MovieRenderRefusal['size']> {
  try {
    const { width, height, duration, frames } = await engine.movieStructure(movie, params);
    return { width, height, duration, frames };
  } catch {
    const vparams = movie.params?.vparams;
    return { width: vparams?.width ?? 0, height: vparams?.height ?? 0, duration: 0, frames: 0 };
  }
}

function readMovie(source: MovieRenderCheck['source']): Movie {
  if ('encoded' in source) return decodeMovie(source.encoded);
  if ('sentMessage' in source) return movieFromBinary(source.sentMessage);
  const sent = 'sentJson' in source ? (JSON.parse(source.sentJson) as unknown) : source.sent;
  assertSentMovieLimits(sent);
  return movieFromJson(sent);
}

/** Runs every check of a movie render asked for, in the order the render calls answer them. */
export async function checkMovieRender(
  request: MovieRenderCheck,
  assets: AssetResolver,
  engine: MovieCheckEngine,
): Promise<MovieRenderChecked> {
  let movie: Movie;
  try {
    movie = readMovie(request.source);
  } catch (error) {
    if (error instanceof HttpError || error instanceof MovieFormatError) return { problem: error.message };
    throw error;
  }
  const format = request.format ?? (request.formatOfMovie ? renderFormat(movie) : undefined);
  const refusal = async (error: unknown, params: Record<string, string>): Promise<{ refusal: MovieRenderRefusal }> => ({
    refusal: {
      message: error instanceof Error ? error.message : String(error),
      ...(error instanceof RenderError
        ? { renderError: { kind: error.kind, scene: error.scene, frame: error.frame } }
        : {}),
      params,
      format: format ?? 'mp4',
      scenes: (movie.scenes ?? []).map((scene) => (scene.name === undefined ? {} : { name: scene.name })),
      size: await sizeOf(movie, params, engine),
    },
  });
  let params: Record<string, string>;
  try {
    params = renderParams(request.params);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Refused with no values, as a value that cannot be a variable's always was.
    return refusal(error, {});
  }
  try {
    const { unchecked } = await checkMovieForRender(movie, params, { format: format ?? 'mp4' }, assets, engine);
    return { movieText: JSON.stringify(movie), params, format, ...(unchecked ? { unchecked } : {}) };
  } catch (error) {
    if (error instanceof HttpError || error instanceof RenderError) return refusal(error, params);
    throw error;
  }
}
