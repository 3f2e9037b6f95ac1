import { batchTasksBody } from '@reelforge/contract';
import type { JsonBounds } from '../lib/json-bounds.ts';
import { bodyValidator, readSchemaBody, type BodyValidation } from './schema-body.ts';

/**
 * One chunk of a batch upload as the route takes it: checked against the upload's schema,
 * each task already turned into its stored JSON text. Made on a body worker for a big body:
 * 500 short strings go back to the event loop far faster than 500 objects of many values
 * would, and the parse, the schema check and the stringify all happen off the loop.
 */
export interface ReadBatchTasks {
  jobid: string;
  runid: string;
  region?: string;
  projectid: string;
  /** Each task as it is stored (`JSON.stringify` of the checked task). */
  tasks: string[];
}

export { NOT_JSON, type BodyValidation } from './schema-body.ts';

export type BatchTasksReading = { problem: string } | { validation: BodyValidation } | { read: ReadBatchTasks };

let validate: ReturnType<typeof bodyValidator> | undefined;

/** Reads one batch upload's raw UTF-8 body: its shape limits, its JSON, its schema, then each task's stored text. */
export function readBatchTasks(bytes: Uint8Array, bounds: JsonBounds): BatchTasksReading {
  const reading = readSchemaBody(bytes, bounds, (validate ??= bodyValidator(batchTasksBody)));
  if (!('body' in reading)) return reading;
  const { tasks, ...head } = reading.body as Omit<ReadBatchTasks, 'tasks'> & { tasks: unknown[] };
  return { read: { ...head, tasks: tasks.map((task) => JSON.stringify(task)) } };
}
