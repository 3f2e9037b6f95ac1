/** A distribution: a region a project is published to (docs/reference.md §3). */
export const distributionSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    fullname: { type: 'string' },
    state: { type: 'string', enum: ['PUBLISHED', 'PUBLISHING', 'FAILED'] },
    dirty: { type: 'boolean' },
    default: { type: 'boolean' },
    published: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['name', 'fullname', 'state', 'dirty', 'default'],
  additionalProperties: false,
} as const;

/** GET /v1/internal/publish/{prjuid}: the default first, then the others by name. */
export const distributionListSchema = {
  type: 'object',
  properties: { Distributions: { type: 'array', items: distributionSchema } },
  required: ['Distributions'],
  additionalProperties: false,
} as const;

/** A publish task (PUT or GET /iv/apps/api/v2/publish/{prjuid}). */
export const publishTaskSchema = {
  type: 'object',
  properties: {
    task_id: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'copying', 'done', 'error'] },
    // Content files copied so far, of the total once they have been listed (docs/progress.md).
    done: { type: 'integer' },
    total: { type: 'integer' },
    Message: { type: 'string' },
  },
  required: ['task_id', 'status'],
  additionalProperties: false,
} as const;

/** ?region= of PUT (publish to) and DELETE (depublish from). */
export const publishRegionQuery = {
  type: 'object',
  properties: { region: { type: 'string' } },
} as const;

/** ?taskid=&block=1 of GET: the host holds the answer a while until the task ends. */
export const publishTaskQuery = {
  type: 'object',
  properties: { taskid: { type: 'string' }, block: { type: 'string' } },
} as const;
