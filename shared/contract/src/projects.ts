import type { FromSchema } from 'json-schema-to-ts';
import { labelName } from './names.js';
import { arrayOf, integer, object, string } from './schema.js';

/** The project object of the region API (docs/reference.md §3). */
export const projectSchema = object(
  {
    uid: string(),
    prjuid: string(),
    name: string(),
    region: string(),
    awsregion: string(),
    date_created: string(),
    type: string({ const: 'project' }),
  },
  ['uid', 'prjuid', 'name', 'region', 'awsregion', 'date_created', 'type'],
);
export type Project = FromSchema<typeof projectSchema>;

/** GET /v1/list/project/: the caller's projects of the region. */
export const projectListResponse = object(
  {
    Projects: arrayOf(projectSchema),
    Metadata: object({ Count: integer(), Region: string() }, ['Count', 'Region'], { open: true }),
  },
  ['Projects', 'Metadata'],
  { open: true },
);
export type ProjectList = FromSchema<typeof projectListResponse>;

/**
 * GET /v1/project/{uid}: the project with its owner and render speed, and what its files hold
 * against its storage quota (`Used` of `Quota`, in bytes: docs/project-quota.md).
 */
export const projectDetailSchema = object(
  {
    ...projectSchema.properties,
    Metadata: object({ Owner: string(), Speed: integer(), Used: integer(), Quota: integer() }, ['Owner', 'Speed']),
  },
  [...projectSchema.required, 'Metadata'],
);
export type ProjectDetail = FromSchema<typeof projectDetailSchema>;

/** PUT /v1/project/{name}: a project's name is only shown, so it may hold a slash. */
export const projectNameParams = object({ name: labelName() }, ['name'], { open: true });

/** GET and DELETE /v1/project/{uid}. */
export const projectUidParams = object({ uid: string() }, ['uid'], { open: true });
