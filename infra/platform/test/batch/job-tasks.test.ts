import { jobCompileInput, normaliseJob, storyJobVariables, type Story } from '@reelforge/model';
import { describe, expect, it } from 'vitest';
import type { AssetRow } from '../../src/assets/asset-store.ts';
import { jobDatasource, jobTaskInput, type TaskSources } from '../../src/batch/job-tasks.ts';
import type { RunPlan } from '../../src/batch/plan.ts';
import type { ProjectRef } from '../../src/projects/project-service.ts';

// What a run of a job compiles from, as the console's job editor read it: the datasource and
// the movies of the project at home, the movie's variables (or a story's and its movies').

const home = { id: 1, region: 'eu-west-1', home: 'eu-west-1', uid: 'p1' } as unknown as ProjectRef;
const copy = { ...home, region: 'us-east-1' } as ProjectRef;
const asset = { id: 7, uid: 'ds-1', name: 'people.csv', type: 'datasource' } as unknown as AssetRow;
const rows = [
  ['anna', 'Oslo'],
  ['ben', 'Rome'],
];

function sources(movies: Record<string, string[]>, seen: ProjectRef[] = []): TaskSources {
  return {
    datasources: {
      find: async (_project: ProjectRef, ref: { uid?: string; name?: string }) =>
        ref.uid === 'ds-1' || ref.name === 'people.csv' ? asset : undefined,
      table: async () => ({ columns: ['name', 'city'], rows: { asArray: () => rows } }),
      metadata: async () => ({ key_column: 'name' }),
    },
    movies: {
      find: async (project: ProjectRef, name: string) => (seen.push(project), movies[name] ? { name } : undefined),
      load: async (_project: ProjectRef, name: string) => ({
        movie: { variables: (movies[name] ?? []).map((key) => ({ key })) },
      }),
    },
  } as unknown as TaskSources;
}

const story: Story = {
  name: 'Trip',
  scenes: [
    { name: 'City', type: 'match', varname: 'city', src: 'movies', movie: 'clip' },
    { name: 'End', type: 'static', src: 'movies', movie: 'gone' },
  ],
} as unknown as Story;

const plan = (changes: Partial<RunPlan>) => ({ jobId: 'job-1', movieName: '', ...changes }) as RunPlan;
const data = { columns: ['name', 'city'], rows, keyColumn: 'name' };

describe('what a run of a job compiles from', () => {
  it('a movie job: the movie’s variables when the job names none, the job’s own otherwise', async () => {
    const job = normaliseJob({ id: 'job-1', movie: 'intro', datasource: 'ds-1', format: 'mp4', range: '2' });
    const movie = { variables: [{ key: 'name' }, { key: 'city' }] } as unknown as RunPlan['movie'];
    const at = { home, content: home };
    expect(await jobTaskInput(sources({}), at, job, plan({ movieName: 'intro', movie }), asset, undefined)).toEqual(
      jobCompileInput(job, data, ['name', 'city']),
    );
    const named = { ...job, variables: ['city'] };
    const input = await jobTaskInput(sources({}), at, named, plan({ movieName: 'intro', movie }), asset, '1-');
    expect(input).toEqual(jobCompileInput({ ...named, range: '1-' }, data, []));
    expect(input.variables).toEqual(['city']);
  });

  it('a movie job rendered where the project is published: the variables of the movie at home', async () => {
    const job = normaliseJob({ id: 'job-1', movie: 'intro', datasource: 'ds-1', format: 'mp4' });
    const seen: ProjectRef[] = [];
    const input = await jobTaskInput(
      sources({ intro: ['city'] }, seen),
      { home, content: copy },
      job,
      plan({ movieName: 'intro' }),
      asset,
      undefined,
    );
    expect(input.variables).toEqual(['city']);
    expect(seen).toEqual([home]);
  });

  it('a story job: the story’s variables, then those of the movies its scenes show', async () => {
    const job = normaliseJob({ id: 'job-1', story: 'Trip', datasource: 'ds-1', format: 'mp4' });
    const input = await jobTaskInput(
      sources({ clip: ['name', 'city'] }),
      { home, content: home },
      job,
      plan({ story: { name: 'Trip', story } }),
      asset,
      undefined,
    );
    const expected = storyJobVariables(story, (name) => (name === 'clip' ? ['name', 'city'] : undefined));
    expect(input.variables).toEqual(expected);
    expect(input.variables).toEqual(['city', 'name']);
  });

  it('finds the datasource by uid, or by name for a job that kept one; none or a missing one is a 400', async () => {
    const of = (datasource: string | { uid: string }) =>
      jobDatasource(sources({}), home, normaliseJob({ id: 'job-1', datasource }));
    expect(await of('ds-1')).toBe(asset);
    expect(await of({ uid: 'people.csv' })).toBe(asset);
    await expect(of('')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Job job-1 names no datasource: choose one first',
    });
    await expect(of('ds-gone')).rejects.toMatchObject({
      statusCode: 400,
      message: 'The datasource ds-gone of job job-1 is no longer in the project',
    });
  });
});
