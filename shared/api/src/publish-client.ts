import {
  PUBLISH_POLL_MS,
  type Distribution,
  type DistributionList,
  type PublishTask,
  type RegionConfig,
} from '@reelforge/model';
import type { Http } from './http.js';

/** Publishing a project of one region to others (docs/reference.md §7): its distributions and publish tasks. */
export interface PublishClient {
  /** The default distribution first, then the others by name. */
  distributions(prjuid: string): Promise<Distribution[]>;
  /** Starts copying the project to `target`; resolves with the task's id. */
  publish(prjuid: string, target: string): Promise<string>;
  /** A publish task's status; the host holds the answer a while until the task ends (block). */
  task(prjuid: string, taskid: string): Promise<PublishTask>;
  /** Removes the distribution of `target` and its copy. */
  depublish(prjuid: string, target: string): Promise<void>;
}

export function publishClient(http: Http, config: RegionConfig): PublishClient {
  const api = config.api.replace(/\/+$/, '');
  const publishUrl = (prjuid: string) =>
    `${config.iv.replace(/\/+$/, '')}/apps/api/v2/publish/${encodeURIComponent(prjuid)}`;
  const regionHost = true;
  return {
    distributions: async (prjuid) =>
      (await http<DistributionList>(`${api}/v1/internal/publish/${encodeURIComponent(prjuid)}`, { regionHost })).data
        .Distributions,
    publish: async (prjuid, target) =>
      (
        await http<PublishTask>(`${publishUrl(prjuid)}?region=${encodeURIComponent(target)}`, {
          method: 'PUT',
          regionHost,
        })
      ).data.task_id,
    task: async (prjuid, taskid) =>
      (await http<PublishTask>(`${publishUrl(prjuid)}?taskid=${encodeURIComponent(taskid)}&block=1`, { regionHost }))
        .data,
    depublish: async (prjuid, target) => {
      await http(`${publishUrl(prjuid)}?region=${encodeURIComponent(target)}`, { method: 'DELETE', regionHost });
    },
  };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Publishes and polls the task every second until it ends, telling `onTask` each answer
 * (files copied of all there are, docs/progress.md); a failed task rejects with the server's Message.
 */
export async function publishAndWait(
  client: PublishClient,
  prjuid: string,
  target: string,
  wait: (ms: number) => Promise<void> = pause,
  onTask?: (task: PublishTask) => void,
): Promise<void> {
  const taskid = await client.publish(prjuid, target);
  for (;;) {
    const task = await client.task(prjuid, taskid);
    onTask?.(task);
    if (task.status === 'done') return;
    if (task.status === 'error') throw new Error(task.Message || `Publishing to ${target} failed`);
    await wait(PUBLISH_POLL_MS);
  }
}
