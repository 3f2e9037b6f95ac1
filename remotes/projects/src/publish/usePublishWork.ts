import { useCallback, useState } from 'react';
import { publishAndWait } from '@reelforge/api';
import type { Project, PublishTask } from '@reelforge/model';
import { useApi, useReportUserError } from '@reelforge/session';
import { workFailure, type DistributionWork } from './distribution-rules.js';

export interface PublishWork {
  /** The regions being worked on, and what with. */
  busy: Readonly<Record<string, DistributionWork>>;
  /** The last answer of each running publish or sync: files copied of all there are. */
  progress: Readonly<Record<string, PublishTask>>;
  /**
   * Each resolves true when the work succeeded; a failure is logged and shown as a user error. Either way the list is
   * read again before it resolves.
   */
  publish: (region: string) => Promise<boolean>;
  sync: (region: string) => Promise<boolean>;
  remove: (region: string) => Promise<boolean>;
}

/** Publishing, syncing and removing the project's distributions (docs/reference.md §4: each reloads the state). */
export function usePublishWork(project: Project, reload: () => Promise<void>): PublishWork {
  const client = useApi().publish(project.region);
  const reportUserError = useReportUserError();
  const [busy, setBusy] = useState<Record<string, DistributionWork>>({});
  const [progress, setProgress] = useState<Record<string, PublishTask>>({});
  const follow = useCallback(
    (region: string) => (task: PublishTask) => setProgress((now) => ({ ...now, [region]: task })),
    [],
  );

  const run = useCallback(
    async (work: DistributionWork, region: string, call: () => Promise<void>): Promise<boolean> => {
      setBusy((now) => ({ ...now, [region]: work }));
      try {
        await call();
        return true;
      } catch (error) {
        console.error(`${work} ${region} of project ${project.uid} failed`, error);
        const { title, html } = workFailure(work, region, error);
        reportUserError(html, title);
        return false;
      } finally {
        setBusy(({ [region]: _done, ...rest }) => rest);
        setProgress(({ [region]: _done, ...rest }) => rest);
        // Whoever goes on to the list finds it as it is now, not as it was.
        await reload();
      }
    },
    [project.uid, reportUserError, reload],
  );

  return {
    busy,
    progress,
    publish: (region) =>
      run('publishing', region, () => publishAndWait(client, project.uid, region, undefined, follow(region))),
    sync: (region) =>
      run('syncing', region, () => publishAndWait(client, project.uid, region, undefined, follow(region))),
    remove: (region) => run('removing', region, () => client.depublish(project.uid, region)),
  };
}
