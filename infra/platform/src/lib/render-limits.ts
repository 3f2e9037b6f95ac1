import { movieLimitProblem, type LimitedMovie } from '@reelforge/model';
import { resolveVariables } from '@reelforge/renderer';
import { normaliseMovie, type Movie } from '@reelforge/sdl';
import { badRequest } from './http-errors.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * The limit the movie breaks once its variables are applied (a variable may set a scene's
 * length), or undefined. Datasource variables take their default values here, like the
 * movie's structure. A movie whose variables do not resolve is left to the render, which
 * names what is wrong with it.
 */
export function renderLimitProblem(movie: Movie, params: Record<string, string>): string | undefined {
  let resolved: Movie;
  try {
    resolved = resolveVariables(normaliseMovie(movie), { params, withoutDatasources: true }).movie;
  } catch {
    return movieLimitProblem(movie)?.message;
  }
  return movieLimitProblem(resolved)?.message;
}

/** A 400 naming the field when the render would break a limit. */
export function assertRenderLimits(movie: Movie, params: Record<string, string>): void {
  const problem = renderLimitProblem(movie, params);
  if (problem) throw badRequest(problem);
}

/**
 * A movie's JSON as sent, before the message normalises it: there a negative size wraps
 * round to a huge one and a frame rate of 0/0 reads as unset, so the sender would not
 * learn what they sent. Only the parts the limits read are looked at.
 */
export function assertSentMovieLimits(raw: unknown): void {
  if (!isObject(raw)) return;
  const params = isObject(raw.params) ? raw.params : {};
  const vparams = isObject(params.vparams) ? params.vparams : {};
  const scenes = Array.isArray(raw.scenes)
    ? raw.scenes.filter(isObject).map((scene) => ({ length: scene.length }))
    : [];
  const shape: LimitedMovie = { params: { vparams }, scenes };
  const problem = movieLimitProblem(shape);
  if (problem) throw badRequest(problem.message);
}
