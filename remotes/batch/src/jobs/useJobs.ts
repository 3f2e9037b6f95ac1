import { useSyncExternalStore } from 'react';
import type { JobsState, JobsStore } from './jobs-store.js';
import type { JobRunner } from '../run/job-runner.js';

/** The jobs as the store holds them now. */
export function useJobs(store: JobsStore): JobsState {
  return useSyncExternalStore(store.subscribe, store.snapshot);
}

/** A job's upload progress in percent, while it uploads. */
export function useUploadProgress(runner: JobRunner, id: string): number | undefined {
  return useSyncExternalStore(runner.subscribe, () => runner.uploadProgress(id));
}
