/** Shapes of the publish calls (SPEC §7), as `Distribution` and `PublishTask` of @reelforge/model. */

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

export const distributionListSchema = {
  type: 'object',
  properties: { Distributions: { type: 'array', items: distributionSchema } },
  required: ['Distributions'],
  additionalProperties: false,
} as const;

export const publishTaskSchema = {
  type: 'object',
  properties: {
    task_id: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'copying', 'done', 'error'] },
    Message: { type: 'string' },
  },
  required: ['task_id', 'status'],
  additionalProperties: false,
} as const;

export const regionQuery = {
  type: 'object',
  properties: { region: { type: 'string' } },
} as const;

export const taskQuery = {
  type: 'object',
  properties: { taskid: { type: 'string' }, block: { type: 'string' } },
} as const;
