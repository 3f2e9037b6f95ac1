import { COPY_ITEM_KINDS, COPY_ITEM_STATUSES, COPY_TASK_STATUSES } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { projectSchema } from './projects.js';

/**
 * Copying a project to a region and migrating it (docs/reference.md §4, §7; docs/project-copy.md).
 * Both are tasks of the platform: the console starts one and polls it.
 */

/** POST /v1/copy/{prjuid}: the target region, and the copy's name (default "{name} Copy"). */
export const copyBody = {
  type: 'object',
  properties: {
    region: { type: 'string', minLength: 1, maxLength: 64 },
    name: { type: 'string', maxLength: 400 },
  },
  required: ['region'],
  additionalProperties: false,
} as const;
export type CopyRequest = FromSchema<typeof copyBody>;

/** One task of a copy: the project's creation, an asset, a datasource, an app data file, a movie... */
export const copyItemSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: COPY_ITEM_KINDS },
    name: { type: 'string' },
    status: { type: 'string', enum: COPY_ITEM_STATUSES },
    message: { type: 'string' },
  },
  required: ['kind', 'name', 'status'],
  additionalProperties: false,
} as const;
export type CopyItem = FromSchema<typeof copyItemSchema>;

/** A copy task (POST /v1/copy/{prjuid}, GET /v1/copy/task/{task_id}). */
export const copyTaskSchema = {
  type: 'object',
  properties: {
    task_id: { type: 'string' },
    status: { type: 'string', enum: COPY_TASK_STATUSES },
    /** Tasks ended of all tasks, the creation left out, 0 to 100 (copyProgress of @reelforge/model). */
    progress: { type: 'integer' },
    region: { type: 'string' },
    items: { type: 'array', items: copyItemSchema },
    /** The new project, once the copy is complete (it is listed from then on). */
    project: projectSchema,
    Message: { type: 'string' },
  },
  required: ['task_id', 'status', 'progress', 'region', 'items'],
  additionalProperties: false,
} as const;
export type CopyTask = FromSchema<typeof copyTaskSchema>;

/** GET /v1/copy/task/{task_id}. */
export const copyTaskParams = {
  type: 'object',
  properties: { task_id: { type: 'string' } },
  required: ['task_id'],
} as const;

/** PUT and GET /v1/migrate/{prjuid}/{destination} (and the media host's, for eu-original-1). */
export const migrateParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, destination: { type: 'string' } },
  required: ['prjuid', 'destination'],
} as const;

/** `?async=1` answers at once with the task; `?taskid=` (GET) reads a task. */
export const migrateQuery = {
  type: 'object',
  properties: { async: { type: 'string' }, taskid: { type: 'string' } },
} as const;

/** A migration task: pending → copying → done, or error with the reason in Message. */
export const migrateTaskSchema = {
  type: 'object',
  properties: {
    task_id: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'copying', 'done', 'error'] },
    /** The region the project lives in once the task ended. */
    region: { type: 'string' },
    Message: { type: 'string' },
  },
  required: ['task_id', 'status', 'region'],
  additionalProperties: false,
} as const;
export type MigrateTask = FromSchema<typeof migrateTaskSchema>;
