import { storyFormatProblem, storyLimitProblem, type OutputFormat, type Story } from '@reelforge/model';
import type { AssetResolver, StoryRenderRequest } from '@reelforge/renderer';
import type { Movie } from '@reelforge/sdl';
import { badRequest } from '../lib/http-errors.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { StoryRenderJob } from './jobs.ts';

/**
 * The story path of the render room (docs/stories.md "Rendering through the platform"):
 * what the renderer's `renderStory` is given for a story job, and the limits a story is
 * held to before anything waits for a slot.
 */

/** The project's movie of this name, or undefined when there is none: what a story's movie scene shows. */
export type StoryMovies = (project: ProjectRef, name: string) => Promise<Movie | undefined>;

/** What a story render shares with a movie render: values, format, file, assets, stop and progress. */
export interface StoryRunCommon {
  params: Record<string, string>;
  format: OutputFormat;
  output: string;
  assets: AssetResolver;
  signal: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/** The renderer's request for a story job: its movie scenes load the project's movies. */
export function storyRenderRequest(
  job: StoryRenderJob,
  common: StoryRunCommon,
  movies: StoryMovies | undefined,
): StoryRenderRequest {
  return { ...common, story: job.story, movies: movies && ((name) => movies(job.project, name)) };
}

/** A 400 naming the limit (or the story's fault) when the story cannot be rendered as it stands for these values. */
export function assertStoryLimits(story: Story, params: Record<string, string>): void {
  const problem = storyLimitProblem(story, params);
  if (problem) throw badRequest(problem);
}

/** A 400 listing the story formats (STORY_FORMATS of the model) for any other format. */
export function assertStoryFormat(format: OutputFormat): void {
  const problem = storyFormatProblem(format);
  if (problem) throw badRequest(problem);
}

/**
 * What a story's render token is checked for before it is made: the formats it is asked
 * in, and the limits for its values. Its files are found when it renders (a story's files
 * depend on its values: a missing one is an input error naming the scene).
 */
export function checkStoryRender(
  story: Story,
  params: Record<string, string>,
  formats: readonly (OutputFormat | undefined)[],
  /** What storyLimitProblem answered for these values, when it was asked already (on a body worker): null for none. */
  limitProblem?: string | null,
): void {
  for (const format of formats) if (format) assertStoryFormat(format);
  if (limitProblem === undefined) assertStoryLimits(story, params);
  else if (limitProblem !== null) throw badRequest(limitProblem);
}
