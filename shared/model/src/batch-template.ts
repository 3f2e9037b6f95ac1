/**
 * What a batch job renders: one of the project's movies, or one of its stories
 * (docs/reference.md §3 job, docs/stories.md "In batch runs and shares"). A job keeps the
 * name in `movie` or in `story`, never both.
 */
import type { BatchJob } from './batch-job.js';
import type { Story, StorySceneContent } from './story-entities.js';
import { STORY_FORMATS } from './story-rules.js';
import { storyVariables } from './story-variables.js';

export type JobTemplateKind = 'movie' | 'story';

export interface JobTemplate {
  kind: JobTemplateKind;
  name: string;
}

/** The movie or story the job renders, or null when it names neither. */
export function jobTemplate(job: Pick<BatchJob, 'movie' | 'story'>): JobTemplate | null {
  if (job.story?.trim()) return { kind: 'story', name: job.story };
  if (job.movie.trim()) return { kind: 'movie', name: job.movie };
  return null;
}

/** A newly chosen movie or story: the other is cleared, and all its variables are filled until the user picks some. */
export function jobWithTemplate(template: JobTemplate | null): Pick<BatchJob, 'movie' | 'story' | 'variables'> {
  return {
    movie: template?.kind === 'movie' ? template.name : '',
    story: template?.kind === 'story' ? template.name : '',
    variables: [],
  };
}

/** A picker's value for a movie or story: `movie:Name` or `story:Name` ('' for none). */
export function templateChoice(template: JobTemplate | null): string {
  return template ? `${template.kind}:${template.name}` : '';
}

/** The movie or story a picker's value names; null for '' or anything else. */
export function templateOfChoice(value: string): JobTemplate | null {
  const colon = value.indexOf(':');
  const kind = value.slice(0, colon);
  const name = value.slice(colon + 1);
  return colon > 0 && (kind === 'movie' || kind === 'story') && name ? { kind, name } : null;
}

/** How messages name what the job renders: `movie "Intro"` or `story "Intro"`. */
export function templateLabel(template: JobTemplate): string {
  return `${template.kind} "${template.name}"`;
}

/**
 * The formats offered and the format kept: the job's format when offered, else `fallback`.
 * Null when nothing changes.
 */
export function jobFormats(
  job: Pick<BatchJob, 'format' | 'formats'>,
  offered: readonly string[],
  fallback: string,
): Pick<BatchJob, 'format' | 'formats'> | null {
  const formats = [...offered];
  const format = formats.includes(job.format) ? job.format : fallback;
  const same = formats.length === job.formats.length && formats.every((f, i) => f === job.formats[i]);
  return same && format === job.format ? null : { formats, format };
}

/** A story job's formats: the story formats, mp4 by default. */
export function storyJobFormats(
  job: Pick<BatchJob, 'format' | 'formats'>,
): Pick<BatchJob, 'format' | 'formats'> | null {
  return jobFormats(job, STORY_FORMATS, STORY_FORMATS[0] ?? 'mp4');
}

/** Why a story job's format cannot be rendered, or null ('' is mp4). */
export function storyFormatProblem(format: string): string | null {
  const asked = format.trim();
  if (!asked || (STORY_FORMATS as readonly string[]).includes(asked)) return null;
  return `A story renders ${STORY_FORMATS.join(', ')}, not "${asked}"`;
}

/** The movies a story's scenes and variants show (source `movies`), once each, in order. */
export function storyMovieNames(story: Pick<Story, 'scenes'>): string[] {
  const shown = (content: StorySceneContent) =>
    content.src === 'movies' && content.movie?.trim() ? [content.movie] : [];
  return [
    ...new Set(
      story.scenes.flatMap((scene) => [
        ...shown(scene),
        ...(scene.variants ?? []).flatMap((variant) => shown(variant.scene)),
      ]),
    ),
  ];
}

/**
 * The variables a story job's rows fill: the story's own (`storyVariables`), then those of
 * the movies its scenes show (a movie scene renders its movie with the story's values);
 * `movieVariables` gives a movie's, undefined while unknown.
 */
export function storyJobVariables(
  story: Story,
  movieVariables: (movie: string) => readonly string[] | undefined,
): string[] {
  const fromMovies = storyMovieNames(story).flatMap((movie) => movieVariables(movie) ?? []);
  return [...new Set([...storyVariables(story), ...fromMovies])];
}

/** A movie's variable keys, in order, once each: from its JSON form (the region API's, or the platform's movie). */
export function movieVariableKeys(movie: unknown): string[] {
  const variables = (movie as { variables?: { key?: unknown }[] } | null | undefined)?.variables;
  const keys = (Array.isArray(variables) ? variables : [])
    .map((variable) => variable?.key)
    .filter((key): key is string => typeof key === 'string' && key !== '');
  return [...new Set(keys)];
}
