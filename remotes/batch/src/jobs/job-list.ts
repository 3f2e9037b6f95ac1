/** Finding jobs by the address segment that opens them. */
import { filterDestination, isDestinationKind, withoutRunFields, type BatchJob, type RunField } from '@reelforge/model';

/** The address segment of a job: its id, or its place in the list when it has none. */
export function jobPathId(job: Pick<BatchJob, 'id'>, index: number): string {
  return job.id ? job.id : `index-${index}`;
}

/** The job an address segment names, with its place in the list. */
export function findJob(
  jobs: readonly BatchJob[],
  pathId: string | undefined,
): { job: BatchJob; index: number } | null {
  if (pathId === undefined) return null;
  const index = jobs.findIndex((job, i) => jobPathId(job, i) === pathId);
  const job = jobs[index];
  return job ? { job, index } : null;
}

/** A job as the console writes it. */
export type SavedJob = Omit<BatchJob, RunField>;

/**
 * A job as written to jobs.json: what a person edits, its destination with only its kind's
 * non-empty parameters. Its run fields are the platform's to write: they are left out.
 */
export function jobToSave(job: BatchJob): SavedJob {
  const destination = job.destination;
  const saved = isDestinationKind(destination.type) ? { ...job, destination: filterDestination(destination) } : job;
  return withoutRunFields(saved);
}
