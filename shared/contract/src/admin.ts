import { AUDIT_ACTIONS } from '@reelforge/model/admin';
import type { FromSchema } from 'json-schema-to-ts';
import { listPageQuery, pageMetadata } from './list-pages.js';
import { copyBody } from './project-copy.js';
import { usernameSchema } from './accounts.js';
import { arrayOf, object, string } from './schema.js';

/**
 * The admin tools' calls (docs/reference.md §6, §7; docs/admin.md): finding a project's owner
 * in a region, the audit log of admin actions, and copying a project from one account to
 * another. Every one answers 403 to an account that is not an admin.
 */

/** GET {api}/v1/internal/userbyproject?q=: a project name or uid, more than one character (§5). */
export const userByProjectQuery = object({ q: string({ minLength: 2, maxLength: 200 }) }, ['q']);
export type UserByProjectQuery = FromSchema<typeof userByProjectQuery>;

/** One hit: a project of the host's region and whose it is. */
export const projectOwnerSchema = object(
  { uid: string(), name: string(), region: string(), owner: object({ username: string() }, ['username']) },
  ['uid', 'name', 'region', 'owner'],
);
export type ProjectOwner = FromSchema<typeof projectOwnerSchema>;

/** The answer: at most USER_BY_PROJECT_LIMIT hits, exact uid first, then by name. */
export const userByProjectResponse = object({ Projects: arrayOf(projectOwnerSchema) }, ['Projects']);
export type UserByProjectReply = FromSchema<typeof userByProjectResponse>;

/** One admin action: who did what to whose account, when (ISO time), and its details. */
export const auditEntrySchema = object(
  { who: string(), whom: string(), what: string({ enum: AUDIT_ACTIONS }), detail: string(), when: string() },
  ['who', 'whom', 'what', 'detail', 'when'],
);
export type AuditEntry = FromSchema<typeof auditEntrySchema>;

/** GET {accounts}/account/audit?pagetoken&pagesize: newest first, 50 a page unless fewer are asked for. */
export const auditListQuery = listPageQuery;

export const auditListResponse = object({ Entries: arrayOf(auditEntrySchema), Metadata: pageMetadata }, [
  'Entries',
  'Metadata',
]);
export type AuditList = FromSchema<typeof auditListResponse>;

/**
 * POST {api}/v1/internal/copy/{prjuid}: copies `source`'s project of the host's region into
 * `target`'s account, in `region` under `name` (default "{name} Copy"). The answer is the copy
 * task of docs/project-copy.md; the copy and its task belong to the target, who reads it with
 * GET /v1/copy/task/{task_id}; admins read it with GET /v1/internal/copy/task/{task_id}.
 */
export const adminCopyBody = object({ ...copyBody.properties, source: usernameSchema, target: usernameSchema }, [
  'region',
  'source',
  'target',
]);
export type AdminCopyRequest = FromSchema<typeof adminCopyBody>;
