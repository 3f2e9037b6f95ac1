import { UnsavedChangesGuard } from '@reelforge/ui';
import type { JobsStore } from './jobs-store.js';
import { useJobs } from './useJobs.js';

/**
 * Job changes are written a moment after they are made, and kept in memory while the batch
 * page is open: a reload before they are stored would lose them, and so would leaving the
 * batch page while the server refuses them.
 */
export function UnsavedJobsGuard({ store, within }: { store: JobsStore; within: string }) {
  const { unwritten, saveError } = useJobs(store);
  return (
    <UnsavedChangesGuard
      dirty={unwritten && saveError !== null}
      writing={unwritten}
      within={within}
      what="the batch jobs"
    />
  );
}
