import type { CopyTask, MigrateTask } from '@reelforge/contract';
import { COPY_POLL_MS, MIGRATE_POLL_MS, copyEnded, migratesThroughMediaHost } from '@reelforge/model';
import type { RegionalClientFactory } from './api.js';

export type { CopyItem, CopyTask, MigrateTask } from '@reelforge/contract';

/**
 * Copying a project of one region and migrating it to another (docs/reference.md §4, §7;
 * docs/project-copy.md). Every call goes to the project's own region's hosts.
 */
export interface ProjectCopyClient {
  /** Starts copying the project to `target` under `name` (the platform's default "{name} Copy" when absent). */
  copy(prjuid: string, target: string, name?: string): Promise<CopyTask>;
  /** A copy task: each item's state and the progress. */
  copyTask(taskId: string): Promise<CopyTask>;
  /**
   * Starts migrating the project to `destination` (eu-original-1 through the media host); resolves with the task id.
   */
  migrate(prjuid: string, destination: string): Promise<string>;
  migrateTask(prjuid: string, destination: string, taskId: string): Promise<MigrateTask>;
}

const trim = (url: string) => url.replace(/\/+$/, '');

export const projectCopyClient: RegionalClientFactory<ProjectCopyClient> = ({ http, config }) => {
  const api = trim(config.api);
  const regionHost = true;
  const migrateUrl = (prjuid: string, destination: string) =>
    (migratesThroughMediaHost(destination) ? `${trim(config.iv)}/apps/api` : api) +
    `/v1/migrate/${encodeURIComponent(prjuid)}/${encodeURIComponent(destination)}`;
  return {
    copy: async (prjuid, target, name) =>
      (
        await http<CopyTask>(`${api}/v1/copy/${encodeURIComponent(prjuid)}`, {
          method: 'POST',
          body: { region: target, ...(name === undefined ? {} : { name }) },
          regionHost,
        })
      ).data,
    copyTask: async (taskId) =>
      (await http<CopyTask>(`${api}/v1/copy/task/${encodeURIComponent(taskId)}`, { regionHost })).data,
    migrate: async (prjuid, destination) =>
      (await http<MigrateTask>(`${migrateUrl(prjuid, destination)}?async=1`, { method: 'PUT', regionHost })).data
        .task_id,
    migrateTask: async (prjuid, destination, taskId) =>
      (
        await http<MigrateTask>(`${migrateUrl(prjuid, destination)}?taskid=${encodeURIComponent(taskId)}`, {
          regionHost,
        })
      ).data,
  };
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts a copy and polls it every second until it ended, telling `onTask` each answer; resolves with the last. */
export async function copyAndFollow(
  client: ProjectCopyClient,
  prjuid: string,
  target: string,
  name: string | undefined,
  onTask: (task: CopyTask) => void = () => {},
  wait: (ms: number) => Promise<void> = pause,
): Promise<CopyTask> {
  let task = await client.copy(prjuid, target, name);
  onTask(task);
  while (!copyEnded(task)) {
    await wait(COPY_POLL_MS);
    task = await client.copyTask(task.task_id);
    onTask(task);
  }
  return task;
}

/**
 * Migrates and polls the task every second until it ends (docs/reference.md §4); a failed
 * migration rejects with the server's Message, for the console to show as a user error (§8).
 */
export async function migrateAndWait(
  client: ProjectCopyClient,
  prjuid: string,
  destination: string,
  wait: (ms: number) => Promise<void> = pause,
): Promise<MigrateTask> {
  const taskId = await client.migrate(prjuid, destination);
  for (;;) {
    const task = await client.migrateTask(prjuid, destination, taskId);
    if (task.status === 'done') return task;
    if (task.status === 'error') throw new Error(task.Message || `Migrating to ${destination} failed`);
    await wait(MIGRATE_POLL_MS);
  }
}
