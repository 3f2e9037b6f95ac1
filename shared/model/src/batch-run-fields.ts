/**
 * Who writes which fields of a batch job in jobs.json (docs/reference.md §3): a person's
 * save writes what they edit, the platform writes the run fields from the run it owns.
 */
import { normaliseJob, type BatchJob } from './batch-job.js';

/** The fields of a job that tell where its run stands: the platform's to write. */
export const RUN_FIELDS = [
  'running',
  'status',
  'computing',
  'uploading',
  'queue',
  'queueregion',
  'remaining',
  'eta',
  'numrecords',
  'start',
  'done',
  'failed',
  'runid',
] as const;

export type RunField = (typeof RUN_FIELDS)[number];
export type RunFields = Pick<BatchJob, RunField>;

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);
const idOf = (item: Item) => (typeof item.id === 'string' ? item.id : '');

/** The job without its run fields: what the console writes. */
export function withoutRunFields<T extends object>(job: T): Omit<T, RunField> {
  const out: Item = { ...(job as Item) };
  for (const field of RUN_FIELDS) delete out[field];
  return out as Omit<T, RunField>;
}

/** The run fields a job holds (those present). */
function runFieldsOf(item: Item): Item {
  return Object.fromEntries(RUN_FIELDS.filter((field) => field in item).map((field) => [field, item[field]]));
}

/**
 * A save of jobs.json: each job keeps the run fields stored with it (found by id) whatever
 * the save says of them, so a person's save never undoes what the platform wrote of a run; a
 * job new to the file has none until it runs. Everything else is the save's.
 */
export function keepRunFields(stored: readonly unknown[], saved: readonly unknown[]): unknown[] {
  const runs = new Map<string, Item>();
  for (const item of stored) if (isItem(item) && idOf(item) && !runs.has(idOf(item))) runs.set(idOf(item), item);
  return saved.map((item) => {
    if (!isItem(item)) return item;
    const kept = runs.get(idOf(item));
    return { ...withoutRunFields(item), ...(kept ? runFieldsOf(kept) : {}) };
  });
}

/**
 * The platform's write of a job's run fields: `change` gives them from the job as stored
 * (undefined: none to write), and nothing but run fields is taken from it, so what a person
 * saved stays as it is. Undefined when the list holds no job `jobId` or nothing changes.
 */
export function withJobRunFields(
  list: readonly unknown[],
  jobId: string,
  change: (job: BatchJob) => Partial<RunFields> | undefined,
): unknown[] | undefined {
  let changed = false;
  const next = list.map((item) => {
    if (!isItem(item) || !jobId || idOf(item) !== jobId) return item;
    const fields = change(normaliseJob(item));
    if (!fields) return item;
    changed = true;
    return { ...item, ...runFieldsOf(fields as Item) };
  });
  return changed ? next : undefined;
}
