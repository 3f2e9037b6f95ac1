import type { FromSchema } from 'json-schema-to-ts';
import { labelName } from './names.js';

/** The project object of the region API (docs/reference.md §3). */
export const projectSchema = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    prjuid: { type: 'string' },
    name: { type: 'string' },
    region: { type: 'string' },
    awsregion: { type: 'string' },
    date_created: { type: 'string' },
    type: { type: 'string', const: 'project' },
  },
  required: ['uid', 'prjuid', 'name', 'region', 'awsregion', 'date_created', 'type'],
  additionalProperties: false,
} as const;
export type Project = FromSchema<typeof projectSchema>;

/** GET /v1/list/project/: the caller's projects of the region. */
export const projectListResponse = {
  type: 'object',
  properties: {
    Projects: { type: 'array', items: projectSchema },
    Metadata: {
      type: 'object',
      properties: { Count: { type: 'integer' }, Region: { type: 'string' } },
      required: ['Count', 'Region'],
    },
  },
  required: ['Projects', 'Metadata'],
} as const;
export type ProjectList = FromSchema<typeof projectListResponse>;

/**
 * GET /v1/project/{uid}: the project with its owner and render speed, and what its files hold
 * against its storage quota (`Used` of `Quota`, in bytes: docs/project-quota.md).
 */
export const projectDetailSchema = {
  type: 'object',
  properties: {
    ...projectSchema.properties,
    Metadata: {
      type: 'object',
      properties: {
        Owner: { type: 'string' },
        Speed: { type: 'integer' },
        Used: { type: 'integer' },
        Quota: { type: 'integer' },
      },
      required: ['Owner', 'Speed'],
      additionalProperties: false,
    },
  },
  required: [...projectSchema.required, 'Metadata'],
  additionalProperties: false,
} as const;
export type ProjectDetail = FromSchema<typeof projectDetailSchema>;

/** PUT /v1/project/{name}: a project's name is only shown, so it may hold a slash. */
export const projectNameParams = {
  type: 'object',
  properties: { name: labelName() },
  required: ['name'],
} as const;

/** GET and DELETE /v1/project/{uid}. */
export const projectUidParams = {
  type: 'object',
  properties: { uid: { type: 'string' } },
  required: ['uid'],
} as const;
