import { isPublishTarget } from '@reelforge/model';
import type { Kysely } from 'kysely';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { REGIONS } from '../config/regions.ts';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { BlobStore } from '../project-files/blob-store.ts';
import { contentFingerprint } from '../projects/project-content.ts';
import { stagingPath } from './task-steps.ts';
import type { ProjectTaskRow, ProjectTaskStore } from './task-store.ts';

/**
 * The steps of a migration that change what is where, written so that a crash at any point
 * leaves the project whole in one region (project-copy/README.md):
 *   copying    the files are cloned into `staging/project` beside the target's projects;
 *              the source is untouched, and a restart removes the staging folder.
 *   committed  one transaction moved the rows to the target; a restart puts the files in
 *              place (redoing any rename not made) and removes the source's folder.
 */

/** The project's folder as it is being made in the target region. */
export const stagedProject = (staging: string) => path.join(staging, 'project');

/**
 * Regions whose published copies a migration removes: the target's (it becomes home) and any the
 * new home cannot publish to.
 */
export function copiesToRemove(distributions: readonly string[], target: string): string[] {
  return distributions.filter((region) => region === target || !isPublishTarget(REGIONS, target, region));
}

/**
 * The switch, in one transaction: the project's row, its render tokens issued at home, its
 * distributions the target ends, its shares (whose public ids name the region), its tag links
 * (tags are per region), and the task's phase. Undefined when the project is gone meanwhile.
 */
export async function commitMigration(
  db: Kysely<Database>,
  tasks: ProjectTaskStore,
  task: ProjectTaskRow,
): Promise<string[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const project = await trx
      .selectFrom('projects')
      .select('id')
      .where('uid', '=', task.source_uid)
      .where('owner_id', '=', task.owner_id)
      .where('region', '=', task.source_region)
      // PostgreSQL: the row is held until the switch commits, so a publish or a share of the
      // project written meanwhile waits for it (SQLite has one writer at a time anyway).
      .$if(isPostgres(db), (select) => select.forUpdate())
      .executeTakeFirst();
    if (!project) return undefined;
    const published = await trx
      .selectFrom('distributions')
      .select('region')
      .where('project_id', '=', project.id)
      .execute();
    const removed = copiesToRemove(
      published.map((row) => row.region),
      task.target_region,
    );
    if (removed.length)
      await trx
        .deleteFrom('distributions')
        .where('project_id', '=', project.id)
        .where('region', 'in', removed)
        .execute();
    await trx.updateTable('projects').set({ region: task.target_region }).where('id', '=', project.id).execute();
    // Tokens the home region's render host issued follow the project to its new home.
    await trx
      .updateTable('renders')
      .set({ region: task.target_region })
      .where('project_id', '=', project.id)
      .where('region', '=', task.source_region)
      .execute();
    await trx.deleteFrom('shares').where('project_id', '=', project.id).execute();
    await trx.deleteFrom('tag_projects').where('project_id', '=', project.id).execute();
    await tasks.update(task.id, { phase: 'committed', detail: JSON.stringify(removed) }, trx);
    return removed;
  });
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * After the commit: the staged folder takes the target's place (a published copy there is
 * moved aside first), then the source's folder and the copies removed go. Every step can be
 * done again, so a restart finishes what a crash cut short.
 */
export async function placeMigration(
  blobs: BlobStore,
  task: ProjectTaskRow,
  removed: readonly string[],
): Promise<void> {
  const staging = stagingPath(blobs, task);
  const staged = stagedProject(staging);
  const target = blobs.projectDir(task.target_region, task.source_uid);
  if (await exists(staged)) {
    if (await exists(target)) {
      const old = path.join(staging, '.old');
      await rm(old, { recursive: true, force: true });
      await rename(target, old);
    }
    await mkdir(path.dirname(target), { recursive: true });
    await rename(staged, target);
  }
  // Never remove the source without its files at the target.
  if (!(await exists(target)))
    throw new Error(`The migrated files of ${task.source_uid} are missing in ${task.target_region}`);
  await rm(staging, { recursive: true, force: true });
  await blobs.removeProjectDir(task.source_region, task.source_uid);
  for (const region of removed)
    if (region !== task.target_region) await blobs.removeProjectDir(region, task.source_uid);
}

/**
 * What the person's files of a project are at a moment (assets, movies, app data; not caches):
 * two equal answers mean no file was added, removed or rewritten in between.
 */
export async function contentState(projectDir: string): Promise<string> {
  const appData = await readdir(path.join(projectDir, 'appdata')).catch(() => [] as string[]);
  const stamps = await Promise.all(
    appData.sort().map(async (name) => {
      const info = await stat(path.join(projectDir, 'appdata', name)).catch(() => undefined);
      return `${name}:${info?.size}:${info?.mtimeMs}`;
    }),
  );
  return `${await contentFingerprint(projectDir)}|${stamps.join('|')}`;
}
