import { describe, expect, it } from 'vitest';
import {
  jobCompileInput,
  jobFormats,
  jobTemplate,
  jobWithTemplate,
  normaliseJob,
  STORY_FORMATS,
  storyFormatProblem,
  storyJobFormats,
  storyJobVariables,
  storyMovieNames,
  templateChoice,
  templateLabel,
  templateOfChoice,
} from '../src/index.js';

const job = (changes: Record<string, unknown> = {}) => normaliseJob({ id: 'job-1', name: 'Job', ...changes });

describe('what a batch job renders', () => {
  it('is its movie, or its story when it names one', () => {
    expect(jobTemplate(job({ movie: 'Intro' }))).toEqual({ kind: 'movie', name: 'Intro' });
    expect(jobTemplate(job({ story: 'Trip' }))).toEqual({ kind: 'story', name: 'Trip' });
    expect(jobTemplate(job())).toBeNull();
    expect(jobTemplate(job({ movie: '  ', story: ' ' }))).toBeNull();
  });

  it('keeps a story job’s movie empty when read from jobs.json', () => {
    const read = job({ movie: 'Intro', story: 'Trip' });
    expect(read).toMatchObject({ movie: '', story: 'Trip' });
    expect(jobTemplate(read)).toEqual({ kind: 'story', name: 'Trip' });
  });

  it('reads an older job without story as a movie job, and a story that is not text as none', () => {
    expect(job({ movie: 'Intro' })).toMatchObject({ movie: 'Intro', story: '' });
    expect(job({ movie: 'Intro', story: 7 })).toMatchObject({ movie: 'Intro', story: '' });
  });

  it('clears the other kind and the chosen variables when a movie or story is chosen', () => {
    expect(jobWithTemplate({ kind: 'story', name: 'Trip' })).toEqual({ movie: '', story: 'Trip', variables: [] });
    expect(jobWithTemplate({ kind: 'movie', name: 'Intro' })).toEqual({ movie: 'Intro', story: '', variables: [] });
    expect(jobWithTemplate(null)).toEqual({ movie: '', story: '', variables: [] });
  });

  it('is told apart in a picker even when a movie and a story share a name, or a name holds a colon', () => {
    const movie = templateChoice({ kind: 'movie', name: 'Same' });
    const story = templateChoice({ kind: 'story', name: 'Same' });
    expect(movie).not.toBe(story);
    expect(templateOfChoice(story)).toEqual({ kind: 'story', name: 'Same' });
    expect(templateOfChoice(templateChoice({ kind: 'movie', name: 'a:b' }))).toEqual({ kind: 'movie', name: 'a:b' });
    for (const bad of ['', 'Same', 'clip:Same', 'story:', ':Same']) expect(templateOfChoice(bad)).toBeNull();
    expect(templateChoice(null)).toBe('');
  });

  it('is named in messages by kind', () => {
    expect(templateLabel({ kind: 'story', name: 'Trip' })).toBe('story "Trip"');
  });
});

describe('a job’s formats', () => {
  it('keep the job’s format when offered, else take the fallback; null when nothing changes', () => {
    expect(jobFormats({ format: 'webm', formats: [] }, ['mp4', 'webm'], 'mp4')).toEqual({
      formats: ['mp4', 'webm'],
      format: 'webm',
    });
    expect(jobFormats({ format: 'jpg', formats: ['mp4'] }, ['mp4', 'webm'], 'mp4')).toEqual({
      formats: ['mp4', 'webm'],
      format: 'mp4',
    });
    expect(jobFormats({ format: 'mp4', formats: ['mp4', 'webm'] }, ['mp4', 'webm'], 'mp4')).toBeNull();
  });

  it('of a story are the story formats, mp4 by default (no frame formats)', () => {
    expect(storyJobFormats({ format: 'png', formats: ['png', 'jpg'] })).toEqual({
      formats: [...STORY_FORMATS],
      format: 'mp4',
    });
    expect(storyJobFormats({ format: 'mov', formats: [] })).toEqual({ formats: [...STORY_FORMATS], format: 'mov' });
  });

  it('of a story refuse what a story does not render, saying which it does', () => {
    expect(storyFormatProblem('')).toBeNull();
    expect(storyFormatProblem('webm')).toBeNull();
    expect(storyFormatProblem('jpg')).toBe('A story renders mp4, webm, mov, mpg, wmv, flv, not "jpg"');
    expect(storyFormatProblem('gif')).toMatch(/not "gif"/);
  });
});

describe('a story job’s tasks', () => {
  it('fill the story’s variables when the job picks none, and only those it picks otherwise', () => {
    const data = { columns: ['city', 'name'], rows: [['Paris', 'Ann']] };
    expect(jobCompileInput(job({ story: 'Trip' }), data, ['city']).variables).toEqual(['city']);
    expect(jobCompileInput(job({ story: 'Trip', variables: ['name'] }), data, ['city']).variables).toEqual(['name']);
  });
});

describe('a story job’s variables', () => {
  const story = {
    name: 'Trip',
    scenes: [
      { type: 'match', varname: 'city', matchvalues: [{ value: 'Paris' }], src: 'movies', movie: 'Intro' },
      { type: 'static', src: 'videos', video: 'a.mp4' },
      {
        type: 'choice',
        varname: 'mood',
        variants: [
          { key: 'calm', scene: { src: 'movies', movie: 'Calm' } },
          { key: 'x', scene: { src: 'movies', movie: 'Intro' } },
        ],
      },
    ],
  };

  it('list the movies its scenes and variants show, once each', () => {
    expect(storyMovieNames(story)).toEqual(['Intro', 'Calm']);
    expect(storyMovieNames({ scenes: [{ type: 'static', src: 'movies', movie: ' ' }] })).toEqual([]);
  });

  it('are the story’s own, then its movies’ (those known), once each', () => {
    const movies: Record<string, string[]> = { Intro: ['name', 'city'], Calm: ['colour'] };
    expect(storyJobVariables(story, (movie) => movies[movie])).toEqual(['city', 'mood', 'name', 'colour']);
    expect(storyJobVariables(story, () => undefined)).toEqual(['city', 'mood']);
  });
});
