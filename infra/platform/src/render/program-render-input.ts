import type { Movie } from '@reelforge/sdl';
import { REGIONS } from '../config/regions.ts';
import { renderParams } from '../bodies/render-params.ts';
import { badRequest } from '../lib/http-errors.ts';

/**
 * The pure parts of the render call made for programs (docs/api.md, "Rendering from code"):
 * its variables held to the movie's, and where its render is followed and fetched.
 */

/** `row` picks a datasource variable's row (docs/reference.md §5): a value every movie takes. */
const ROW = 'row';

/**
 * The values as text for the render, each the value of one of the movie's variables: a key
 * the movie has no variable of is a 400 naming the movie's, as is a value that is not text,
 * a number or yes/no.
 */
export function programVariables(movieName: string, movie: Movie, raw: unknown): Record<string, string> {
  if (raw === undefined) return {};
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw badRequest('variables must be an object of values by variable name');
  const known = (movie.variables ?? []).map((variable) => variable.key ?? '').filter(Boolean);
  for (const key of Object.keys(raw)) {
    if (key === ROW || known.includes(key)) continue;
    const has = known.length ? `its variables are ${known.join(', ')}` : 'it has no variables';
    throw badRequest(`The movie ${movieName} has no variable "${key}" (${has})`);
  }
  return renderParams(raw as Record<string, unknown>);
}

/** The status call of a program's render, origin-relative like the region hosts. */
export function programStatusPath(region: string, prjuid: string, token: string): string {
  return `${REGIONS[region]?.api ?? ''}/v1/project/${encodeURIComponent(prjuid)}/renders/${token}`;
}

/** The answer with its addresses made absolute against `origin` (where the platform was reached). */
export function withOrigin<T extends { statusUrl?: string; resultUrl?: string; url?: string }>(
  answer: T,
  origin: string,
): T {
  const absolute = (value: string | undefined) => (value === undefined ? undefined : new URL(value, origin).toString());
  return {
    ...answer,
    ...(answer.statusUrl === undefined ? {} : { statusUrl: absolute(answer.statusUrl) }),
    ...(answer.resultUrl === undefined ? {} : { resultUrl: absolute(answer.resultUrl) }),
    ...(answer.url === undefined ? {} : { url: absolute(answer.url) }),
  };
}
