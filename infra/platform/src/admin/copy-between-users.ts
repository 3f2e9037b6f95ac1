import type { AdminCopyRequest, CopyTask } from '@reelforge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-errors.ts';
import { EXAMPLES_OWNER } from '../accounts/examples-owner.ts';
import type { CopyEngine } from '../project-copy/copy-engine.ts';
import type { TokenSession } from '../accounts/token-store.ts';
import type { User, UserRepository } from '../accounts/user-store.ts';
import type { ProjectService } from '../projects/project-service.ts';
import { actingAsDetail, auditActor, type AuditLog } from '../accounts/audit-log.ts';

export interface CopyBetweenUsersDeps {
  db: Kysely<Database>;
  users: UserRepository;
  projects: ProjectService;
  copies: CopyEngine;
  audit: AuditLog;
}

/** An account an admin may name; the example project's owner is nobody's (docs/playground.md). */
async function account(users: UserRepository, username: string): Promise<User> {
  const user = await users.findByUsername(username);
  if (!user || user.username === EXAMPLES_OWNER) throw notFound(`No account named ${username}`);
  return user;
}

/**
 * An admin's copy of `source`'s project of `region` into `target`'s account (docs/admin.md):
 * the copy engine of project-copy/ with two owners, so the copy and its task are the target's.
 * Both accounts and the project are checked before any work; the copy is written to the audit log,
 * naming the admin signed in (`session`'s real actor, also when it is an assumed admin account's).
 */
export async function copyBetweenUsers(
  deps: CopyBetweenUsersDeps,
  session: TokenSession,
  region: string,
  prjuid: string,
  request: AdminCopyRequest,
): Promise<CopyTask> {
  const source = await account(deps.users, request.source);
  const target = await account(deps.users, request.target);
  const project = await deps.projects.locate(source, region, prjuid);
  if (!project) throw notFound(`Project ${prjuid} of ${source.username} not found in ${region}`);
  const task = await deps.copies.start({
    sourceOwnerId: source.id,
    source: project,
    targetOwnerId: target.id,
    region: request.region,
    name: request.name,
  });
  await deps.audit.record({
    who: auditActor(session),
    whom: target.username,
    what: 'copy',
    detail: [
      `project ${prjuid} of ${source.username} (${region}) to ${task.region}, task ${task.task_id}`,
      actingAsDetail(session),
    ]
      .filter(Boolean)
      .join(', '),
  });
  return task;
}

/** Any copy task, as its owner reads it: admins follow the copies they started for another account. */
export async function anyCopyTask(
  deps: Pick<CopyBetweenUsersDeps, 'db' | 'copies'>,
  taskId: string,
): Promise<CopyTask | undefined> {
  const row = await deps.db
    .selectFrom('project_tasks')
    .select('owner_id')
    .where('id', '=', taskId)
    .where('kind', '=', 'copy')
    .executeTakeFirst();
  return row && deps.copies.task(row.owner_id, taskId);
}
