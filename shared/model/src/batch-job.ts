/** The batch job entity (docs/reference.md §3) as pure functions over plain data; its states are in batch-run.ts. */
import { DEFAULT_JOB_LIMIT, DEFAULT_ROUTING, newJobName, type Destination } from './batch-rules.js';
import type { CompileInput } from './batch-tasks.js';
import { canPublish } from './projects.js';
import { FRAME_FORMATS, type OutputFormat } from './movie-rules.js';

export interface BatchNotifications {
  /** e-mail addresses or URLs, as typed */
  onsuccess: string;
  onerror: string;
}

export interface BatchJob {
  id: string;
  name: string;
  selected?: boolean;
  /** the movie it renders; '' when it renders a story */
  movie: string;
  /** the story of stories.json it renders instead of a movie; '' or absent for a movie (see batch-template.ts) */
  story?: string;
  format: string;
  formats: string[];
  destination: Destination | { type: string; [param: string]: unknown };
  /** the datasource asset's uid, or (older jobs) an object holding it */
  datasource: string | { uid: string };
  mapping: 'custom' | 'auto' | string;
  range: string;
  varmap: Record<string, string>;
  /** the movie's (or story's) variables the rows fill */
  variables: string[];
  extracol: string;
  frame?: number;
  notifications: BatchNotifications;
  /** the prerender script's name, '' for none */
  prerender: string;
  routing: string;
  limit: number;
  /**
   * The distribution the job renders in: a region the project is published to. Absent or
   * '' is the project's own region, kept empty rather than named so that the job follows
   * the project when it is migrated. The job itself (jobs.json) stays in the project's region.
   */
  region?: string;
  running: boolean;
  status: string;
  computing: boolean;
  uploading: boolean;
  /** id of the submitted batch, '' when none */
  queue: string;
  /**
   * The region whose render host holds `queue`, set with it: the queue is polled and
   * cancelled there even if `region` is changed meanwhile. Absent or '' (a job submitted
   * before jobs had a region) is the project's own region.
   */
  queueregion?: string;
  remaining: number;
  eta: string;
  numrecords: number;
  /** ISO date of the last start */
  start: string;
  done?: number;
  failed?: number;
  runid?: string;
}

/** One row of a run's results: GET /v2/batch/results/{runid} answers `{Results: BatchResult[]}`. */
export interface BatchResult {
  record: number;
  key: string;
  status: 'ok' | 'failed';
  url?: string;
  error?: string;
  /** seconds */
  duration: number;
  /** Tries the delivery took (retries after passing network failures); absent when nothing was delivered. */
  tries?: number;
}

/** A new job: 'New Job N', default routing and limit, auto mapping, every row, the product CDN. */
export function newBatchJob(existing: readonly { name?: string }[], id: string): BatchJob {
  return normaliseJob({ id, name: newJobName(existing) });
}

/** A job as read from jobs.json, with every field the console uses present. */
export function normaliseJob(raw: Partial<BatchJob> & Record<string, unknown>): BatchJob {
  const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
  const count = (value: unknown, fallback = 0) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  const destination =
    raw.destination && typeof raw.destination === 'object' && typeof raw.destination.type === 'string'
      ? raw.destination
      : { type: 'cdn' as const };
  const notifications = (raw.notifications ?? {}) as Partial<BatchNotifications>;
  const story = text(raw.story);
  return {
    ...raw,
    id: text(raw.id),
    name: text(raw.name),
    // A job naming a story renders it: its movie is empty.
    movie: story.trim() ? '' : text(raw.movie),
    story,
    format: text(raw.format),
    formats: Array.isArray(raw.formats) ? raw.formats.filter((f): f is string => typeof f === 'string') : [],
    destination,
    datasource: typeof raw.datasource === 'object' && raw.datasource ? raw.datasource : text(raw.datasource),
    mapping: text(raw.mapping, 'auto') || 'auto',
    range: text(raw.range),
    varmap: raw.varmap && typeof raw.varmap === 'object' ? { ...raw.varmap } : {},
    variables: Array.isArray(raw.variables) ? raw.variables.filter((v): v is string => typeof v === 'string') : [],
    extracol: text(raw.extracol),
    notifications: { onsuccess: text(notifications.onsuccess), onerror: text(notifications.onerror) },
    prerender: text(raw.prerender),
    routing: text(raw.routing) || DEFAULT_ROUTING,
    limit: count(raw.limit) > 0 ? count(raw.limit) : DEFAULT_JOB_LIMIT,
    region: text(raw.region),
    running: raw.running === true,
    status: text(raw.status),
    computing: raw.computing === true,
    uploading: raw.uploading === true,
    queue: text(raw.queue),
    queueregion: text(raw.queueregion),
    remaining: count(raw.remaining),
    eta: text(raw.eta),
    numrecords: count(raw.numrecords),
    start: text(raw.start),
  };
}

/** The datasource's uid, whichever shape the job keeps it in. */
export function jobDatasourceUid(job: Pick<BatchJob, 'datasource'>): string {
  return typeof job.datasource === 'string' ? job.datasource : (job.datasource?.uid ?? '');
}

/**
 * The region the job renders in: its distribution, or the project's own region when it names
 * none. A project of the legacy region cannot be published, so it renders only at home.
 */
export function jobRenderRegion(job: Pick<BatchJob, 'region'>, projectRegion: string): string {
  return (canPublish(projectRegion) && job.region) || projectRegion;
}

/** The job's region field for a choice of region: the project's own region is kept as ''. */
export function jobWithRegion(region: string, projectRegion: string): Pick<BatchJob, 'region'> {
  return { region: region === projectRegion ? '' : region };
}

/** The region whose render host holds the job's queue (where it was submitted). */
export function jobQueueRegion(job: Pick<BatchJob, 'queueregion'>, projectRegion: string): string {
  return job.queueregion || projectRegion;
}

/** A job without a submitted batch. */
export const NO_QUEUE: Readonly<Pick<BatchJob, 'queue' | 'queueregion'>> = { queue: '', queueregion: '' };

export interface DatasourceRows {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  keyColumn?: string;
}

/**
 * What the job's tasks are compiled from: the job's variables (all the movie's or story's,
 * `templateVariables`, when it names none), its mapping, range, extra column and frame, and the
 * destination's filename template.
 */
export function jobCompileInput(
  job: BatchJob,
  data: DatasourceRows,
  templateVariables: readonly string[],
): CompileInput {
  const filename = (job.destination as { filename?: unknown }).filename;
  const frameFormat = FRAME_FORMATS.includes(job.format as OutputFormat);
  return {
    columns: data.columns,
    rows: data.rows,
    ...(data.keyColumn ? { keyColumn: data.keyColumn } : {}),
    variables: job.variables.length ? job.variables : templateVariables,
    mapping: job.mapping,
    varmap: job.varmap,
    ...(job.extracol ? { extracol: job.extracol } : {}),
    ...(frameFormat && job.frame !== undefined ? { frame: job.frame } : {}),
    format: job.format,
    ...(typeof filename === 'string' && filename ? { filename } : {}),
    range: job.range,
  };
}
