/**
 * Rules of the Action tab: formats by the movie's codec (a story's are the story formats), what a start needs, the
 * status line.
 */
import {
  defaultFormat,
  formatsForCodec,
  jobFormats,
  jobTemplate,
  REMAINING_UNKNOWN,
  type BatchJob,
} from '@reelforge/model';
import type { MovieFacts } from '../editor/project-data.js';

/** Formats from the movie's codec; the format is kept when offered, otherwise the first. Null when nothing changes. */
export function formatsFromMovie(
  job: Pick<BatchJob, 'format' | 'formats'>,
  movie: MovieFacts,
): Pick<BatchJob, 'format' | 'formats'> | null {
  return jobFormats(job, formatsForCodec(movie.codec), defaultFormat(movie.codec) ?? '');
}

/** Why the job cannot start now, or null. */
export function startProblem(job: BatchJob, selected: number | null, starting: boolean): string | null {
  if (job.running || starting) return 'The job is running.';
  const template = jobTemplate(job);
  if (!template) return 'Choose a movie or a story.';
  // docs/stories.md "In batch runs and shares": a story job runs no prerender script.
  if (template.kind === 'story' && job.prerender.trim())
    return 'A story job runs no prerender script: choose None on the Scripts tab.';
  if (!job.format) return 'Choose a format.';
  if (!job.datasource) return 'Choose a datasource.';
  if (selected === null) return 'The datasource is still loading.';
  if (selected === 0) return 'The range selects no records.';
  if (selected > job.limit)
    return (
      `The range selects ${selected} records, more than the job’s limit of ${job.limit}: ` +
      'raise the limit or narrow the range.'
    );
  return null;
}

/** One line on where the job stands. */
export function statusLine(job: BatchJob): string {
  if (!job.status) return 'Not started yet.';
  if (job.status !== 'Running' || !job.running) return job.status;
  if (job.remaining >= REMAINING_UNKNOWN) return 'Running';
  const failed = job.failed ? `, ${job.failed} failed` : '';
  return `Running: ${job.done ?? 0} done${failed}, ${job.remaining} remaining (ETA ${job.eta || 'unknown'})`;
}
