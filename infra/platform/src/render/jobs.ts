import type { Story } from '@reelforge/model';
import type { ReuseRequest } from '@reelforge/renderer';
import type { Movie } from '@reelforge/sdl';
import type { ProjectRef } from '../projects/project-service.ts';

/**
 * What started a render; kept with its session, and with the format it decides the session's
 * kind (session-kinds.ts). `thumbnail`: a render token the console makes for a movie's
 * thumbnail, which renders still frames only.
 */
export type RenderOrigin = 'render' | 'legacy' | 'media' | 'preview' | 'share' | 'batch' | 'thumbnail';

interface RenderJobBase {
  project: ProjectRef;
  /** The project's owner: the session is theirs. */
  ownerId: number;
  params: Record<string, string>;
  origin: RenderOrigin;
  /** The render token's record, when a token started it. */
  renderId?: string;
  /** The batch queue (its Id) whose row this is: the token mapping's parent (docs/analytics.md). */
  parentToken?: string;
}

/** A movie to render. */
export interface MovieRenderJob extends RenderJobBase {
  movie: Movie;
  /** The stored movie's name, or '' for an inline movie. */
  movieName: string;
  story?: undefined;
  /** A batch row: an mp4 takes the frames no varying value changes from its run's cache (docs/render-reuse.md). */
  reuse?: ReuseRequest;
  /**
   * The movie's size as its check found it: a refusal checked on a worker records it without
   * planning the movie again.
   */
  size?: { width: number; height: number; duration: number; frames: number };
}

/** A story to render (docs/stories.md): its scenes show project videos or movies. */
export interface StoryRenderJob extends RenderJobBase {
  story: Story;
  /** The stored story's name, or '' for an inline story. */
  storyName: string;
  movie?: undefined;
}

/** Whatever a render is asked for: a movie or a story. */
export type RenderJob = MovieRenderJob | StoryRenderJob;

export const isStoryJob = (job: RenderJob): job is StoryRenderJob => job.story !== undefined;

/** The stored name the job renders ('' when sent inline): the session's movie field. */
export const jobName = (job: RenderJob): string => (isStoryJob(job) ? job.storyName : job.movieName);

/** The scenes messages name (`Scene 2 "Intro"`), the movie's or the story's. */
export const jobScenes = (job: RenderJob): readonly { name?: string | undefined }[] =>
  isStoryJob(job) ? job.story.scenes : (job.movie.scenes ?? []);

/** How an error log names what was rendered: `movie "promo"`, `story "Welcome"`, or '' when inline. */
export function jobSubject(job: RenderJob): string {
  const name = jobName(job);
  return name ? `${isStoryJob(job) ? 'story' : 'movie'} "${name}"` : '';
}
