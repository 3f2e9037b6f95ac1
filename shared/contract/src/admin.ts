import { AUDIT_ACTIONS } from '@reelforge/model/admin';
import type { FromSchema } from 'json-schema-to-ts';
import { listPageQuery, pageMetadata } from './list-pages.js';
import { copyBody } from './project-copy.js';
import { usernameSchema } from './accounts.js';

/**
 * The admin tools' calls (docs/reference.md §6, §7; docs/admin.md): finding a project's owner
 * in a region, the audit log of admin actions, and copying a project from one account to
 * another. Every one answers 403 to an account that is not an admin.
 */

/** GET {api}/v1/internal/userbyproject?q=: a project name or uid, more than one character (§5). */
export const userByProjectQuery = {
  type: 'object',
  properties: { q: { type: 'string', minLength: 2, maxLength: 200 } },
  required: ['q'],
  additionalProperties: false,
} as const;
export type UserByProjectQuery = FromSchema<typeof userByProjectQuery>;

/** One hit: a project of the host's region and whose it is. */
export const projectOwnerSchema = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    name: { type: 'string' },
    region: { type: 'string' },
    owner: {
      type: 'object',
      properties: { username: { type: 'string' } },
      required: ['username'],
      additionalProperties: false,
    },
  },
  required: ['uid', 'name', 'region', 'owner'],
  additionalProperties: false,
} as const;
export type ProjectOwner = FromSchema<typeof projectOwnerSchema>;

/** The answer: at most USER_BY_PROJECT_LIMIT hits, exact uid first, then by name. */
export const userByProjectResponse = {
  type: 'object',
  properties: { Projects: { type: 'array', items: projectOwnerSchema } },
  required: ['Projects'],
  additionalProperties: false,
} as const;
export type UserByProjectReply = FromSchema<typeof userByProjectResponse>;

/** One admin action: who did what to whose account, when (ISO time), and its details. */
export const auditEntrySchema = {
  type: 'object',
  properties: {
    who: { type: 'string' },
    whom: { type: 'string' },
    what: { type: 'string', enum: AUDIT_ACTIONS },
    detail: { type: 'string' },
    when: { type: 'string' },
  },
  required: ['who', 'whom', 'what', 'detail', 'when'],
  additionalProperties: false,
} as const;
export type AuditEntry = FromSchema<typeof auditEntrySchema>;

/** GET {accounts}/account/audit?pagetoken&pagesize: newest first, 50 a page unless fewer are asked for. */
export const auditListQuery = listPageQuery;

export const auditListResponse = {
  type: 'object',
  properties: { Entries: { type: 'array', items: auditEntrySchema }, Metadata: pageMetadata },
  required: ['Entries', 'Metadata'],
  additionalProperties: false,
} as const;
export type AuditList = FromSchema<typeof auditListResponse>;

/**
 * POST {api}/v1/internal/copy/{prjuid}: copies `source`'s project of the host's region into
 * `target`'s account, in `region` under `name` (default "{name} Copy"). The answer is the copy
 * task of docs/project-copy.md; the copy and its task belong to the target, who reads it with
 * GET /v1/copy/task/{task_id}; admins read it with GET /v1/internal/copy/task/{task_id}.
 */
export const adminCopyBody = {
  type: 'object',
  properties: {
    ...copyBody.properties,
    source: usernameSchema,
    target: usernameSchema,
  },
  required: ['region', 'source', 'target'],
  additionalProperties: false,
} as const;
export type AdminCopyRequest = FromSchema<typeof adminCopyBody>;
