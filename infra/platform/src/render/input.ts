import {
  OUTPUT_FORMATS,
  STORY_FORMATS,
  defaultFormat,
  isOutputFormat,
  type OutputFormat,
  type Story,
} from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { REGIONS } from '../config/regions.ts';
import { badRequest } from '../lib/http-errors.ts';
import { movieFromJson } from '../bodies/movie-decode.ts';
import type { MovieService } from '../movies/movie-service.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import { storyFromJson } from '../bodies/story-decode.ts';
import type { StoryService } from '../app-data/stories.ts';
import type { BodyWorkers } from '../bodies/body-workers.ts';
import { compdataMovie, type CompdataService } from '../compositions/compdata-service.ts';
import { assertSentMovieLimits } from '../lib/render-limits.ts';

/**
 * What every way of asking for a render has in common, whoever asks (a route, a batch
 * run): how a movie, its values and a format are named, and where a token's render is fetched.
 */

/** A stored movie's name, or an inline movie in its JSON form. */
export async function movieInput(
  movies: MovieService,
  project: ProjectRef,
  movie: unknown,
): Promise<{ movie: Movie; movieName: string }> {
  if (typeof movie === 'string') return { movie: (await movies.load(project, movie)).movie, movieName: movie };
  return { movie: movieFromJson(movie), movieName: '' };
}

/** A stored story's name (of stories.json; unknown: 404 like a movie), or an inline story in its JSON form. */
export async function storyInput(
  stories: StoryService,
  project: ProjectRef,
  story: unknown,
): Promise<{ story: Story; storyName: string }> {
  if (typeof story === 'string') return { story: await stories.load(project, story), storyName: story };
  return { story: storyFromJson(story), storyName: '' };
}

/** What a render call renders: a movie or a story, by name or inline. */
export type RenderSubject =
  | { movie: Movie; movieName: string; story?: undefined }
  | { story: Story; storyName: string; movie?: undefined };

/**
 * The movie, the story or the XML template a render call asks for: exactly one of them. An
 * inline movie is held to the limits as sent (assertSentMovieLimits) before it is read; a
 * stored template is read and converted (unknown: 404 like a movie; one xmlToMovie refuses:
 * 400 with each problem's line and column).
 */
export async function renderSubject(
  sources: { movies: MovieService; stories: StoryService; compdata: CompdataService; bodyWorkers?: BodyWorkers },
  project: ProjectRef,
  body: { movie?: unknown; story?: unknown; compdata?: string },
): Promise<RenderSubject> {
  const given = [body.movie, body.story, body.compdata].filter((value) => value !== undefined).length;
  if (given > 1) throw badRequest('Give one of a movie, a story or an XML template (compdata) to render, not several');
  if (body.compdata !== undefined)
    return {
      movie: await compdataMovie(sources.compdata, project, body.compdata, sources.bodyWorkers),
      movieName: body.compdata,
    };
  if (body.story !== undefined) return storyInput(sources.stories, project, body.story);
  if (body.movie === undefined) throw badRequest('Give a movie, a story or an XML template (compdata) to render');
  assertSentMovieLimits(body.movie);
  return movieInput(sources.movies, project, body.movie);
}

/**
 * The format of a render asked for without one: a story's is mp4 (the first story format), a
 * movie's see renderFormat.
 */
export function subjectFormat(subject: RenderSubject): OutputFormat {
  return subject.story ? (STORY_FORMATS[0] ?? 'mp4') : renderFormat(subject.movie);
}

export function unknownFormat(format: string) {
  return badRequest(`Unknown format "${format}": use one of ${OUTPUT_FORMATS.join(', ')}`);
}

export function outputFormat(format: string): OutputFormat {
  if (!isOutputFormat(format)) throw unknownFormat(format);
  return format;
}

/**
 * The format of a render asked for without one: the movie's default format (the model's
 * rule, docs/reference.md §5). A codec that offers none still renders, as mp4.
 */
export function renderFormat(movie: Movie): OutputFormat {
  return defaultFormat(movie.params?.vparams?.videocodec) ?? 'mp4';
}

/** Where the render of a token is fetched, origin-relative like the region hosts. */
export function renderUrl(region: string, token: string, format: OutputFormat): string {
  return `${REGIONS[region]?.render ?? ''}/v2/render/${token}.${format}`;
}

/** A frame number from a query or form field; default 0 (docs/reference.md §9). */
export function frameNumber(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const frame = Number(value);
  if (!Number.isSafeInteger(frame) || frame < 0)
    throw badRequest(`Frame must be a whole number from 0, got "${value}"`);
  return frame;
}
