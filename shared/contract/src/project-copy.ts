import { COPY_ITEM_KINDS, COPY_ITEM_STATUSES, COPY_TASK_STATUSES } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { projectSchema } from './projects.js';
import { arrayOf, integer, object, string } from './schema.js';

/**
 * Copying a project to a region and migrating it (docs/reference.md §4, §7; docs/project-copy.md).
 * Both are tasks of the platform: the console starts one and polls it.
 */

/** POST /v1/copy/{prjuid}: the target region, and the copy's name (default "{name} Copy"). */
export const copyBody = object({ region: string({ minLength: 1, maxLength: 64 }), name: string({ maxLength: 400 }) }, [
  'region',
]);
export type CopyRequest = FromSchema<typeof copyBody>;

/** One task of a copy: the project's creation, an asset, a datasource, an app data file, a movie... */
export const copyItemSchema = object(
  {
    kind: string({ enum: COPY_ITEM_KINDS }),
    name: string(),
    status: string({ enum: COPY_ITEM_STATUSES }),
    message: string(),
  },
  ['kind', 'name', 'status'],
);
export type CopyItem = FromSchema<typeof copyItemSchema>;

/** A copy task (POST /v1/copy/{prjuid}, GET /v1/copy/task/{task_id}). */
export const copyTaskSchema = object(
  {
    task_id: string(),
    status: string({ enum: COPY_TASK_STATUSES }),
    /** Tasks ended of all tasks, the creation left out, 0 to 100 (copyProgress of @reelforge/model). */
    progress: integer(),
    region: string(),
    items: arrayOf(copyItemSchema),
    /** The new project, once the copy is complete (it is listed from then on). */
    project: projectSchema,
    Message: string(),
  },
  ['task_id', 'status', 'progress', 'region', 'items'],
);
export type CopyTask = FromSchema<typeof copyTaskSchema>;

/** GET /v1/copy/task/{task_id}. */
export const copyTaskParams = object({ task_id: string() }, ['task_id'], { open: true });

/** PUT and GET /v1/migrate/{prjuid}/{destination} (and the media host's, for eu-original-1). */
export const migrateParams = object({ prjuid: string(), destination: string() }, ['prjuid', 'destination'], {
  open: true,
});

/** `?async=1` answers at once with the task; `?taskid=` (GET) reads a task. */
export const migrateQuery = object({ async: string(), taskid: string() }, [], { open: true });

/** A migration task: pending → copying → done, or error with the reason in Message. */
export const migrateTaskSchema = object(
  {
    task_id: string(),
    status: string({ enum: ['pending', 'copying', 'done', 'error'] }),
    /** The region the project lives in once the task ended. */
    region: string(),
    Message: string(),
  },
  ['task_id', 'status', 'region'],
);
export type MigrateTask = FromSchema<typeof migrateTaskSchema>;
