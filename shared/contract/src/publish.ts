import { arrayOf, boolean, integer, object, string } from './schema.js';

/** A distribution: a region a project is published to (docs/reference.md §3). */
export const distributionSchema = object(
  {
    name: string(),
    fullname: string(),
    state: string({ enum: ['PUBLISHED', 'PUBLISHING', 'FAILED'] }),
    dirty: boolean(),
    default: boolean(),
    published: string(),
    message: string(),
  },
  ['name', 'fullname', 'state', 'dirty', 'default'],
);

/** GET /v1/internal/publish/{prjuid}: the default first, then the others by name. */
export const distributionListSchema = object({ Distributions: arrayOf(distributionSchema) }, ['Distributions']);

/** A publish task (PUT or GET /iv/apps/api/v2/publish/{prjuid}). */
export const publishTaskSchema = object(
  {
    task_id: string(),
    status: string({ enum: ['pending', 'copying', 'done', 'error'] }),
    // Content files copied so far, of the total once they have been listed (docs/progress.md).
    done: integer(),
    total: integer(),
    Message: string(),
  },
  ['task_id', 'status'],
);

/** ?region= of PUT (publish to) and DELETE (depublish from). */
export const publishRegionQuery = object({ region: string() }, [], { open: true });

/** ?taskid=&block=1 of GET: the host holds the answer a while until the task ends. */
export const publishTaskQuery = object({ taskid: string(), block: string() }, [], { open: true });
