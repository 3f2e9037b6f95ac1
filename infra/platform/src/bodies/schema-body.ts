import { Ajv, type ErrorObject } from 'ajv';
import { jsonBoundsProblem, type JsonBounds } from '../lib/json-bounds.ts';
import { nameRuleKeyword } from '../lib/name-rule.ts';

/**
 * A route's JSON body read whole off the route (the body readers of bodies/json-body-plugin.ts):
 * its shape limits, its JSON and its schema, checked as Fastify would, so that a body read
 * on a body worker is refused in the same words as one Fastify reads.
 */

/** What Fastify's own parser answers for malformed and prototype-poisoned JSON (the same 400). */
export const NOT_JSON = "Body is not valid JSON but content-type is set to 'application/json'";

/** The schema's errors, in the shape Fastify gives the error handler (`error.validation`). */
export interface BodyValidation {
  message: string;
  errors: ErrorObject[];
}

export type SchemaBodyReading = { problem: string } | { validation: BodyValidation } | { body: unknown };

/**
 * A body schema compiled with the options Fastify compiles them with (its defaults, and the app's
 * coerceTypes: false).
 */
export function bodyValidator(schema: object): ReturnType<Ajv['compile']> {
  const ajv = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: true, allErrors: false });
  nameRuleKeyword(ajv as never, {});
  return ajv.compile(schema);
}

/** As secure-json-parse refuses it (Fastify's parser): a `__proto__` member, or `constructor.prototype`. */
function poisoned(key: string, value: unknown): boolean {
  return (
    key === '__proto__' ||
    (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)
  );
}

/** Reads a raw UTF-8 body's shape limits, then its JSON (refused as Fastify refuses malformed and poisoned JSON). */
export function readJsonBody(bytes: Uint8Array, bounds: JsonBounds): { problem: string } | { body: unknown } {
  const problem = jsonBoundsProblem(bytes, bounds);
  if (problem) return { problem };
  try {
    return {
      body: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes), (key, value: unknown) => {
        if (poisoned(key, value)) throw new SyntaxError('forbidden prototype property');
        return value;
      }),
    };
  } catch {
    return { problem: NOT_JSON };
  }
}

/**
 * Reads a raw UTF-8 body: its shape limits, its JSON, then its schema (which may take out members
 * it does not know).
 */
export function readSchemaBody(
  bytes: Uint8Array,
  bounds: JsonBounds,
  validate: ReturnType<Ajv['compile']>,
): SchemaBodyReading {
  const reading = readJsonBody(bytes, bounds);
  if (!('body' in reading)) return reading;
  const { body } = reading;
  if (!validate(body)) {
    const errors = validate.errors ?? [];
    return {
      validation: {
        message: errors.map((error) => `body${error.instancePath} ${error.message ?? ''}`).join(', '),
        errors,
      },
    };
  }
  return { body };
}
