import { batchTasksBody } from '@reelforge/contract';
import { Ajv, type ErrorObject } from 'ajv';
import { jsonBoundsProblem, type JsonBounds } from './json-bounds.ts';
import { nameRuleKeyword } from './name-rule.ts';

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

/** What Fastify's own parser answers for malformed and prototype-poisoned JSON (the same 400). */
export const NOT_JSON = "Body is not valid JSON but content-type is set to 'application/json'";

/** The schema's errors, in the shape Fastify gives the error handler (`error.validation`). */
export interface BodyValidation {
  message: string;
  errors: ErrorObject[];
}

export type BatchTasksReading = { problem: string } | { validation: BodyValidation } | { read: ReadBatchTasks };

// The options Fastify compiles body schemas with (its defaults, and the app's coerceTypes: false).
let validate: ReturnType<Ajv['compile']> | undefined;
function validator() {
  if (!validate) {
    const ajv = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: true, allErrors: false });
    nameRuleKeyword(ajv as never, {});
    validate = ajv.compile(batchTasksBody);
  }
  return validate;
}

/** As secure-json-parse refuses it (Fastify's parser): a `__proto__` member, or `constructor.prototype`. */
function poisoned(key: string, value: unknown): boolean {
  return key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value);
}

/** Reads one batch upload's raw UTF-8 body: its shape limits, its JSON, its schema, then each task's stored text. */
export function readBatchTasks(bytes: Uint8Array, bounds: JsonBounds): BatchTasksReading {
  const problem = jsonBoundsProblem(bytes, bounds);
  if (problem) return { problem };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes), (key, value: unknown) => {
      if (poisoned(key, value)) throw new SyntaxError('forbidden prototype property');
      return value;
    });
  } catch {
    return { problem: NOT_JSON };
  }
  const check = validator();
  if (!check(body)) {
    const errors = check.errors ?? [];
    return { validation: { message: errors.map((error) => `body${error.instancePath} ${error.message ?? ''}`).join(', '), errors } };
  }
  const { tasks, ...head } = body as Omit<ReadBatchTasks, 'tasks'> & { tasks: unknown[] };
  return { read: { ...head, tasks: tasks.map((task) => JSON.stringify(task)) } };
}
