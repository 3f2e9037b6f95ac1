import { UPLOAD_CHUNK } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { segmentName } from './names.js';

/** The largest `limit` a queue may have (tasks of one run). */
export const MAX_QUEUE_LIMIT = 1_000_000;

const idPattern = '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$';

/** POST /v2/batch/{region}/{routing}: asks for a queue. */
export const createQueueParams = {
  type: 'object',
  properties: { region: { type: 'string' }, routing: { type: 'string', pattern: idPattern } },
  required: ['region', 'routing'],
} as const;

/** No body is the default limit. */
export const createQueueBody = {
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, maximum: MAX_QUEUE_LIMIT } },
} as const;

export const queueIdResponse = {
  type: 'object',
  properties: { Id: { type: 'string' } },
  required: ['Id'],
  additionalProperties: false,
} as const;
export type QueueId = FromSchema<typeof queueIdResponse>;

/** GET and DELETE /v2/batch/{queue}. */
export const queueParams = {
  type: 'object',
  properties: { queue: { type: 'string' } },
  required: ['queue'],
} as const;

/** PUT /v2/batch/{awsregion}/{routing}/{queueId}[/run]. */
export const hostQueueParams = {
  type: 'object',
  properties: { awsregion: { type: 'string' }, routing: { type: 'string' }, queueId: { type: 'string' } },
  required: ['awsregion', 'routing', 'queueId'],
} as const;

/** POST /v2/batch/{awsregion}/{routing}/runs: a run of a saved job, started by naming it. */
export const startJobParams = {
  type: 'object',
  properties: { awsregion: { type: 'string' }, routing: { type: 'string', pattern: idPattern } },
  required: ['awsregion', 'routing'],
} as const;

/** The job, and what the start dialog chose: the records (a range expression; default the job's own). */
export const startJobBody = {
  type: 'object',
  properties: {
    projectid: { type: 'string', minLength: 1 },
    jobid: segmentName(200),
    range: { type: 'string', maxLength: 10_000 },
  },
  required: ['projectid', 'jobid'],
  additionalProperties: false,
} as const;
export type StartJobBody = FromSchema<typeof startJobBody>;

/** DELETE /v2/batch/{queue}?how=: a pause or stop of the job's run, as its status then reads (default: cancelled). */
export const cancelQuery = {
  type: 'object',
  properties: { how: { type: 'string', enum: ['paused', 'stopped'] } },
} as const;
export type CancelHow = NonNullable<FromSchema<typeof cancelQuery>['how']>;

/** One render of a run: a datasource row as the movie's variable values (made by compileTasks of @reelforge/model). */
export const batchTaskSchema = {
  type: 'object',
  properties: {
    record: { type: 'integer', minimum: 0 },
    key: { type: 'string' },
    params: { type: 'object', additionalProperties: { type: 'string' } },
    filename: { type: 'string' },
    frame: { type: 'integer', minimum: 0 },
  },
  required: ['record', 'key', 'params', 'filename'],
  additionalProperties: false,
} as const;

/** PUT /v2/batch/{awsregion}/{routing}/{queueId}: one upload of a run's tasks, at most UPLOAD_CHUNK. */
export const batchTasksBody = {
  type: 'object',
  properties: {
    // Stored with each run and read back as a path segment (GET /v2/batch/runs/{jobid}).
    jobid: segmentName(200),
    runid: { type: 'string', pattern: idPattern },
    region: { type: 'string' },
    projectid: { type: 'string', minLength: 1 },
    tasks: { type: 'array', maxItems: UPLOAD_CHUNK, items: batchTaskSchema },
  },
  required: ['jobid', 'runid', 'projectid', 'tasks'],
} as const;
export type BatchTasksBody = FromSchema<typeof batchTasksBody>;

export const batchTasksResponse = {
  type: 'object',
  properties: { Id: { type: 'string' }, total: { type: 'integer' } },
  required: ['Id', 'total'],
  additionalProperties: false,
} as const;

const runState = { type: 'string', enum: ['created', 'running', 'done', 'cancelled'] } as const;

/** A queue's run as the render host tells it: GET, DELETE /v2/batch/{queue} and the start's answer. */
export const queueStatusSchema = {
  type: 'object',
  properties: {
    Id: { type: 'string' },
    state: runState,
    total: { type: 'integer' },
    done: { type: 'integer' },
    failed: { type: 'integer' },
    remaining: { type: 'integer' },
    // Of the remaining: waiting for a worker, rendering, delivering their result (docs/progress.md).
    queued: { type: 'integer' },
    rendering: { type: 'integer' },
    delivering: { type: 'integer' },
    runid: { type: 'string' },
    // Only while the platform prepares a run started by naming its job: compiling, then queueing its tasks.
    phase: { type: 'string', enum: ['computing', 'uploading'] },
    records: { type: 'integer' },
    compiled: { type: 'integer' },
    // Only for a run that could not start (cancelled): why.
    error: { type: 'string' },
  },
  required: ['Id', 'state', 'total', 'done', 'failed', 'remaining', 'queued', 'rendering', 'delivering', 'runid'],
  additionalProperties: false,
} as const;
export type QueueStatus = FromSchema<typeof queueStatusSchema>;

/** The most rows one page of GET /v2/batch/{queue}/rows holds, and a page without a limit. */
export const MAX_ROWS_PAGE = 1000;
export const DEFAULT_ROWS_PAGE = 200;

/** GET /v2/batch/{queue}/rows?offset&limit: whole numbers as strings (the query is not coerced). */
export const rowsQuery = {
  type: 'object',
  properties: {
    offset: { type: 'string', pattern: '^[0-9]{1,9}$' },
    limit: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const;

/** Where one task of a run stands. */
export const batchRowSchema = {
  type: 'object',
  properties: {
    seq: { type: 'integer' },
    record: { type: 'integer' },
    key: { type: 'string' },
    state: { type: 'string', enum: ['queued', 'rendering', 'delivering', 'done', 'failed', 'cancelled'] },
  },
  required: ['seq', 'record', 'key', 'state'],
  additionalProperties: false,
} as const;
export type BatchRow = FromSchema<typeof batchRowSchema>;
export type BatchRowState = BatchRow['state'];

/** A page of a run's rows in upload order: from the queue while it runs, from its results once ended. */
export const rowsResponse = {
  type: 'object',
  properties: {
    Id: { type: 'string' },
    total: { type: 'integer' },
    Rows: { type: 'array', items: batchRowSchema },
  },
  required: ['Id', 'total', 'Rows'],
  additionalProperties: false,
} as const;
export type BatchRows = FromSchema<typeof rowsResponse>;

/** GET /v2/batch/runs/{jobid}. */
export const jobParams = {
  type: 'object',
  properties: { jobid: { type: 'string' } },
  required: ['jobid'],
} as const;

/** One run of a job (docs/reference.md §3 Run). */
export const batchRunSchema = {
  type: 'object',
  properties: {
    runid: { type: 'string' },
    jobid: { type: 'string' },
    queue: { type: 'string' },
    state: runState,
    total: { type: 'integer' },
    done: { type: 'integer' },
    failed: { type: 'integer' },
    start: { type: 'string' },
    end: { type: ['string', 'null'] },
  },
  required: ['runid', 'jobid', 'queue', 'state', 'total', 'done', 'failed', 'start', 'end'],
  additionalProperties: false,
} as const;
export type BatchRun = FromSchema<typeof batchRunSchema>;

export const runsResponse = {
  type: 'object',
  properties: { Runs: { type: 'array', items: batchRunSchema } },
  required: ['Runs'],
  additionalProperties: false,
} as const;
export type BatchRuns = FromSchema<typeof runsResponse>;

/** GET and DELETE /v2/batch/results/{runid}. */
export const runParams = {
  type: 'object',
  properties: { runid: { type: 'string' } },
  required: ['runid'],
} as const;

/** One row of a run's results. */
export const batchResultSchema = {
  type: 'object',
  properties: {
    record: { type: 'integer' },
    key: { type: 'string' },
    status: { type: 'string', enum: ['ok', 'failed'] },
    url: { type: 'string' },
    error: { type: 'string' },
    /** seconds */
    duration: { type: 'number' },
    /** Tries the delivery took; absent when nothing was delivered. */
    tries: { type: 'integer' },
  },
  required: ['record', 'key', 'status', 'duration'],
  additionalProperties: false,
} as const;

export const resultsResponse = {
  type: 'object',
  properties: { Results: { type: 'array', items: batchResultSchema } },
  required: ['Results'],
  additionalProperties: false,
} as const;
export type BatchResults = FromSchema<typeof resultsResponse>;
