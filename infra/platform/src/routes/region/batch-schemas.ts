import { UPLOAD_CHUNK } from '@reelforge/model';
import { segmentName } from '@reelforge/contract';

/** The largest `limit` a queue may have (tasks of one run). */
export const MAX_QUEUE_LIMIT = 1_000_000;

const idPattern = '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$';

export const createQueueParams = {
  type: 'object',
  properties: { region: { type: 'string' }, routing: { type: 'string', pattern: idPattern } },
  required: ['region', 'routing'],
} as const;

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

export const queueParams = {
  type: 'object',
  properties: { queue: { type: 'string' } },
  required: ['queue'],
} as const;

export const hostQueueParams = {
  type: 'object',
  properties: { awsregion: { type: 'string' }, routing: { type: 'string' }, queueId: { type: 'string' } },
  required: ['awsregion', 'routing', 'queueId'],
} as const;

/** A BatchTask of @reelforge/model (compileTasks makes them). */
export const taskSchema = {
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

export const tasksBody = {
  type: 'object',
  properties: {
    // Stored with each run and read back as a path segment (GET /v2/batch/runs/{jobid}).
    jobid: segmentName(200),
    runid: { type: 'string', pattern: idPattern },
    region: { type: 'string' },
    projectid: { type: 'string', minLength: 1 },
    tasks: { type: 'array', maxItems: UPLOAD_CHUNK, items: taskSchema },
  },
  required: ['jobid', 'runid', 'projectid', 'tasks'],
} as const;

export const tasksResponse = {
  type: 'object',
  properties: { Id: { type: 'string' }, total: { type: 'integer' } },
  required: ['Id', 'total'],
  additionalProperties: false,
} as const;

const runState = { type: 'string', enum: ['created', 'running', 'done', 'cancelled'] } as const;

export const statusResponse = {
  type: 'object',
  properties: {
    Id: { type: 'string' },
    state: runState,
    total: { type: 'integer' },
    done: { type: 'integer' },
    failed: { type: 'integer' },
    remaining: { type: 'integer' },
    // Of the remaining: waiting for a worker, rendering, delivering their result.
    queued: { type: 'integer' },
    rendering: { type: 'integer' },
    delivering: { type: 'integer' },
    runid: { type: 'string' },
  },
  required: ['Id', 'state', 'total', 'done', 'failed', 'remaining', 'queued', 'rendering', 'delivering', 'runid'],
  additionalProperties: false,
} as const;

/** The most rows one page of GET /v2/batch/{queue}/rows holds. */
export const MAX_ROWS_PAGE = 1000;
export const DEFAULT_ROWS_PAGE = 200;

// Query values are strings here (no type coercion): whole numbers, checked by the route.
export const rowsQuery = {
  type: 'object',
  properties: {
    offset: { type: 'string', pattern: '^[0-9]{1,9}$' },
    limit: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const;

export const rowsResponse = {
  type: 'object',
  properties: {
    Id: { type: 'string' },
    total: { type: 'integer' },
    Rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          seq: { type: 'integer' },
          record: { type: 'integer' },
          key: { type: 'string' },
          state: { type: 'string', enum: ['queued', 'rendering', 'delivering', 'done', 'failed', 'cancelled'] },
        },
        required: ['seq', 'record', 'key', 'state'],
        additionalProperties: false,
      },
    },
  },
  required: ['Id', 'total', 'Rows'],
  additionalProperties: false,
} as const;

export const jobParams = {
  type: 'object',
  properties: { jobid: { type: 'string' } },
  required: ['jobid'],
} as const;

export const runsResponse = {
  type: 'object',
  properties: {
    Runs: {
      type: 'array',
      items: {
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
      },
    },
  },
  required: ['Runs'],
  additionalProperties: false,
} as const;

export const runParams = {
  type: 'object',
  properties: { runid: { type: 'string' } },
  required: ['runid'],
} as const;

export const resultsResponse = {
  type: 'object',
  properties: {
    Results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          record: { type: 'integer' },
          key: { type: 'string' },
          status: { type: 'string', enum: ['ok', 'failed'] },
          url: { type: 'string' },
          error: { type: 'string' },
          duration: { type: 'number' },
          tries: { type: 'integer' },
        },
        required: ['record', 'key', 'status', 'duration'],
        additionalProperties: false,
      },
    },
  },
  required: ['Results'],
  additionalProperties: false,
} as const;
