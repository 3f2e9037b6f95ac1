import { describe, expect, it } from 'vitest';
import { normaliseJob, REMAINING_UNKNOWN, type BatchJob } from '@reelforge/model';
import { formatsFromMovie, startProblem, statusLine } from '../../src/action/movie-choice.js';

const job = (changes: Partial<BatchJob> = {}) => normaliseJob({ id: '0123456789', name: 'J', ...changes });

describe('the formats of a job', () => {
  it('are those the movie’s codec offers, the first by default', () => {
    expect(formatsFromMovie(job(), { codec: 'x264', variables: [] })).toEqual({
      formats: ['mp4', 'flv', 'jpg', 'png', 'tif'],
      format: 'mp4',
    });
    expect(formatsFromMovie(job(), { codec: undefined, variables: [] })?.formats).toEqual([
      'mov',
      'webm',
      'mp4',
      'mpg',
      'gif',
      'wmv',
      'jpg',
      'png',
      'tif',
    ]);
  });

  it('keep the chosen format when the codec offers it, and change nothing when all agree', () => {
    const chosen = job({ format: 'png', formats: ['webm'] });
    expect(formatsFromMovie(chosen, { codec: 'x264', variables: [] })?.format).toBe('png');
    expect(formatsFromMovie(job({ format: 'gif', formats: ['gif'] }), { codec: 'gif', variables: [] })).toBeNull();
  });

  it('are none for a codec that offers none', () => {
    expect(formatsFromMovie(job({ format: 'mp4', formats: ['mp4'] }), { codec: 'mpeg2', variables: [] })).toEqual({
      formats: [],
      format: '',
    });
  });
});

describe('starting', () => {
  const ready = job({ movie: 'm', format: 'mp4', datasource: 'ds' });
  it('needs a movie, a format, a datasource and at least one selected record', () => {
    expect(startProblem(job(), 5, false)).toBe('Choose a movie or a story.');
    expect(startProblem(job({ movie: 'm' }), 5, false)).toBe('Choose a format.');
    expect(startProblem(job({ movie: 'm', format: 'mp4' }), 5, false)).toBe('Choose a datasource.');
    expect(startProblem(ready, null, false)).toBe('The datasource is still loading.');
    expect(startProblem(ready, 0, false)).toBe('The range selects no records.');
    expect(startProblem(ready, 5, false)).toBeNull();
  });

  it('takes a story instead of a movie, without a prerender script', () => {
    const story = job({ story: 'Trip', format: 'mp4', datasource: 'ds' });
    expect(startProblem(story, 5, false)).toBeNull();
    expect(startProblem({ ...story, prerender: 'pre' }, 5, false)).toBe(
      'A story job runs no prerender script: choose None on the Scripts tab.',
    );
    expect(startProblem({ ...ready, prerender: 'pre' }, 5, false)).toBeNull();
  });

  it('refuses more records than the job’s limit lets one run take', () => {
    expect(startProblem({ ...ready, limit: 4 }, 5, false)).toBe(
      'The range selects 5 records, more than the job’s limit of 4: raise the limit or narrow the range.',
    );
    expect(startProblem({ ...ready, limit: 5 }, 5, false)).toBeNull();
  });

  it('is not offered while the job runs', () => {
    expect(startProblem({ ...ready, running: true }, 5, false)).toBe('The job is running.');
    expect(startProblem(ready, 5, true)).toBe('The job is running.');
  });
});

describe('the status line', () => {
  it('shows done and remaining counts with the ETA while running', () => {
    expect(
      statusLine({ ...job(), running: true, status: 'Running', done: 3, failed: 1, remaining: 6, eta: '2 minutes' }),
    ).toBe('Running: 3 done, 1 failed, 6 remaining (ETA 2 minutes)');
    expect(statusLine({ ...job(), running: true, status: 'Running', remaining: REMAINING_UNKNOWN })).toBe('Running');
  });

  it('shows the job’s status otherwise', () => {
    expect(statusLine(job())).toBe('Not started yet.');
    expect(statusLine(job({ status: 'Paused' }))).toBe('Paused');
  });
});
