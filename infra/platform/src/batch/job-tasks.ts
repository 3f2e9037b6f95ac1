import {
  jobCompileInput,
  jobDatasourceUid,
  movieVariableKeys,
  storyJobVariables,
  storyMovieNames,
  type BatchJob,
  type CompileInput,
} from '@reelforge/model';
import type { AssetRow } from '../assets/asset-store.ts';
import type { DatasourceTables } from '../datasources/datasource-tables.ts';
import { badRequest } from '../lib/http-errors.ts';
import type { MovieService } from '../movies/movie-service.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { PlanProject, RunPlan } from './plan.ts';

/**
 * What a run of a job compiles its tasks from (`compileTasks` of @reelforge/model), read
 * where and as the console's job editor reads it, so a run started by naming its job has
 * the tasks the console compiled before: the datasource and the movies from the project at
 * home, the datasource by uid (or by name, for jobs that kept one).
 */
export interface TaskSources {
  datasources: DatasourceTables;
  movies: MovieService;
}

/** The job's datasource asset at home, or a 400 saying what the job lacks. */
export async function jobDatasource(sources: TaskSources, home: ProjectRef, job: BatchJob): Promise<AssetRow> {
  const uid = jobDatasourceUid(job);
  if (typeof uid !== 'string' || !uid) throw badRequest(`Job ${job.id} names no datasource: choose one first`);
  const asset =
    (await sources.datasources.find(home, { uid })) ?? (await sources.datasources.find(home, { name: uid }));
  if (!asset) throw badRequest(`The datasource ${uid} of job ${job.id} is no longer in the project`);
  return asset;
}

/** A movie's variable keys at `project`, undefined when it has no such movie. */
async function variablesOf(movies: MovieService, project: ProjectRef, name: string): Promise<string[] | undefined> {
  if (!(await movies.find(project, name))) return undefined;
  return movieVariableKeys((await movies.load(project, name)).movie);
}

/** The variables the rows fill when the job names none: all the movie's, or the story's and its movies'. */
async function templateVariables(
  sources: TaskSources,
  { home, content }: PlanProject,
  job: BatchJob,
  plan: RunPlan,
): Promise<string[]> {
  if (job.variables.length) return [];
  if (plan.story) {
    const names = storyMovieNames(plan.story.story);
    const known = await Promise.all(names.map((name) => variablesOf(sources.movies, home, name)));
    return storyJobVariables(plan.story.story, (name) => known[names.indexOf(name)]);
  }
  // At home the plan's movie is the one the console read.
  if (content === home && plan.movie) return movieVariableKeys(plan.movie);
  return (await variablesOf(sources.movies, home, plan.movieName)) ?? [];
}

/** The compile input of a run of the job over the records of `range` (the job's own when absent). */
export async function jobTaskInput(
  sources: TaskSources,
  places: PlanProject,
  job: BatchJob,
  plan: RunPlan,
  asset: AssetRow,
  range: string | undefined,
): Promise<CompileInput> {
  const { home } = places;
  const [table, metadata, variables] = await Promise.all([
    sources.datasources.table(home, asset),
    sources.datasources.metadata(home, asset),
    templateVariables(sources, places, job, plan),
  ]);
  // Each row is decoded when compiling reaches it: the whole table is never built here.
  const data = {
    columns: table.columns,
    rows: table.rows.asArray(),
    ...(metadata.key_column ? { keyColumn: metadata.key_column } : {}),
  };
  return jobCompileInput({ ...job, range: range ?? job.range }, data, variables);
}
