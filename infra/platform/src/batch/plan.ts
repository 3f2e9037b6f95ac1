import {
  filterDestination,
  isFrameFormat,
  isOutputFormat,
  jobDatasourceUid,
  jobTemplate,
  normaliseJob,
  storyFormatProblem,
  type BatchJob,
  type Destination,
  type OutputFormat,
  type Story,
} from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { badRequest } from '../lib/http-errors.ts';
import { renderFormat } from '../render/input.ts';
import type { AppDataService } from '../app-data/app-data-service.ts';
import type { MovieService } from '../movies/movie-service.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import { findStory } from '../app-data/stories.ts';
import { runNotifications, type RunNotifications } from './run-events.ts';

/**
 * What a run does, fixed when it starts: read from the project's jobs.json (the job the
 * tasks were uploaded for), with the movie (or story) and the prerender script as they
 * were then, so later edits do not change a run half-way (nor its resumption after a restart).
 */
export interface RunPlan {
  jobId: string;
  jobName: string;
  /** The movie a movie job renders ('' for a story job). */
  movieName: string;
  /** Absent for a story job (plans of movie jobs always have it). */
  movie?: Movie;
  /** The story a story job renders, from stories.json; the movies its scenes show are read when each row renders. */
  story?: { name: string; story: Story };
  format: OutputFormat;
  /** jpg/png/tif: the frame of tasks that name none. */
  frame: number;
  destination: Destination;
  script?: { name: string; src: string };
  /** The uid of the job's datasource: its rows are what deliveries substitute `${column}` from. */
  datasource?: string;
  /** Where this platform was reached when the run started (e.g. http://localhost:8080): results link there. */
  origin: string;
  /** The job's notifications (docs/reference.md §3), told to the project's webhooks at the run's end; absent: none. */
  notifications?: RunNotifications;
}

export interface PlanSources {
  appData: AppDataService;
  movies: MovieService;
}

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null;

/** The job as saved, read once with the model's rules (the console's own reading of jobs.json). */
function findJob(jobs: readonly unknown[] | undefined, jobId: string): { job: BatchJob; saved: Item } {
  const saved = jobs?.find((item): item is Item => isItem(item) && item.id === jobId);
  if (!saved) throw badRequest(`Job ${jobId} is not in the project's jobs.json: save the job before starting it`);
  return { job: normaliseJob(saved), saved };
}

function frameOf(value: unknown): number {
  const frame = typeof value === 'number' ? value : Number((typeof value === 'string' ? value.trim() : '') || 0);
  return Number.isSafeInteger(frame) && frame >= 0 ? frame : 0;
}

/**
 * The destination as saved: none delivers to the product CDN (which takes no parameters);
 * one that is not an object with a known type is refused rather than taken for the CDN.
 */
function destinationOf(value: unknown): Destination {
  if (value === undefined || value === null || value === '') return { type: 'cdn' };
  if (!isItem(value) || Array.isArray(value)) throw badRequest('The job destination must be an object with a type');
  try {
    return filterDestination(value);
  } catch (error) {
    throw badRequest(`The job destination is not usable: ${(error as Error).message}`);
  }
}

async function scriptOf(sources: PlanSources, project: ProjectRef, name: string): Promise<RunPlan['script']> {
  const scripts = await sources.appData.readList(project, 'scripts.json');
  const script = scripts?.find((item): item is Item => isItem(item) && item.name === name);
  if (!script) throw badRequest(`The prerender script ${name} is not in the project's scripts.json`);
  return { name, src: typeof script.src === 'string' ? script.src : '' };
}

/**
 * Where a run reads from: the job and its script always from the project at home (its
 * app data is one, wherever it is rendered); the movie from the copy the run renders.
 */
export interface PlanProject {
  home: ProjectRef;
  content: ProjectRef;
}

type Rendered = Pick<RunPlan, 'movieName' | 'movie' | 'story' | 'format'>;

/** A movie job: its movie, from the copy the run renders, and its format (default: the movie's). */
async function movieOf(sources: PlanSources, content: ProjectRef, job: BatchJob, asked: string): Promise<Rendered> {
  const movieName = job.movie.trim();
  if (!movieName) throw badRequest(`Job ${job.id} names no movie or story`);
  const row = await sources.movies.find(content, movieName);
  if (!row) throw badRequest(`The movie ${movieName} of job ${job.id} does not exist`);
  const { movie } = await sources.movies.load(content, movieName);
  return { movieName, movie, format: asked && isOutputFormat(asked) ? asked : renderFormat(movie) };
}

/**
 * A story job (docs/stories.md "In batch runs and shares"): its story from stories.json at
 * home, checked and normalised; a story format (default mp4); no prerender script.
 */
async function storyOf(sources: PlanSources, home: ProjectRef, job: BatchJob, asked: string): Promise<Rendered> {
  const name = (job.story ?? '').trim();
  const story = await findStory(sources.appData, sources.movies, home, name);
  if (!story) throw badRequest(`The story ${name} of job ${job.id} does not exist`);
  const problem = storyFormatProblem(asked);
  if (problem) throw badRequest(`Job ${job.id}: ${problem}`);
  if (job.prerender.trim())
    throw badRequest(`Job ${job.id} renders a story, which runs no prerender script: set the job's script to None`);
  return { movieName: '', story: { name, story }, format: (asked || 'mp4') as OutputFormat };
}

/** The plan of a run of job `jobId`, with the job as saved, or a 400 saying what the job lacks. */
export async function planRun(
  sources: PlanSources,
  { home, content }: PlanProject,
  jobId: string,
  origin: string,
): Promise<{ plan: RunPlan; job: BatchJob }> {
  const { job, saved } = findJob(await sources.appData.readList(home, 'jobs.json'), jobId);
  const asked = job.format.trim();
  if (asked && !isOutputFormat(asked)) throw badRequest(`Job ${jobId} asks for the unknown format "${asked}"`);
  const rendered =
    jobTemplate(job)?.kind === 'story'
      ? await storyOf(sources, home, job, asked)
      : await movieOf(sources, content, job, asked);
  const { format } = rendered;
  const scriptName = job.prerender.trim();
  // An older job keeps the uid in an object; a uid that is not text names no datasource.
  const uid: unknown = jobDatasourceUid(job);
  const datasource = typeof uid === 'string' ? uid.trim() : '';
  const notifications = runNotifications(job.notifications);
  const plan: RunPlan = {
    jobId,
    jobName: job.name.trim(),
    ...rendered,
    frame: isFrameFormat(format) ? frameOf(job.frame) : 0,
    destination: destinationOf(saved.destination),
    ...(scriptName ? { script: await scriptOf(sources, home, scriptName) } : {}),
    ...(datasource ? { datasource } : {}),
    origin,
    ...(notifications ? { notifications } : {}),
  };
  return { plan, job };
}
