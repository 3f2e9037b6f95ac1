import type { FromSchema } from 'json-schema-to-ts';

/**
 * The console's failed state changes, reported to the accounts service (docs/reference.md §8,
 * docs/analytics.md "Client errors").
 */

/**
 * POST /account/client-errors: a state change of the console that failed (docs/reference.md
 * §8): the state it left, the state it was going to, the error's text and the console's
 * version. Each at most 2,000 characters (the error) or 200 (the others); the platform
 * strips markup and token-like strings before storing.
 */
export const clientErrorReportBody = {
  type: 'object',
  properties: {
    from: { type: 'string', maxLength: 200 },
    to: { type: 'string', maxLength: 200 },
    error: { type: 'string', minLength: 1, maxLength: 2000 },
    version: { type: 'string', maxLength: 200 },
  },
  required: ['from', 'to', 'error', 'version'],
  additionalProperties: false,
} as const;
export type ClientErrorReport = FromSchema<typeof clientErrorReportBody>;

/** The answer of the report: 202, stored (counted with the same ones). */
export const clientErrorReportReply = {
  type: 'object',
  properties: { Accepted: { type: 'boolean' } },
  required: ['Accepted'],
  additionalProperties: false,
} as const;
export type ClientErrorReportReply = FromSchema<typeof clientErrorReportReply>;

/** A group of identical reports: how many, first and last seen (ISO times). */
export const clientErrorGroupSchema = {
  type: 'object',
  properties: {
    from: { type: 'string' },
    to: { type: 'string' },
    error: { type: 'string' },
    version: { type: 'string' },
    count: { type: 'integer' },
    first: { type: 'string' },
    last: { type: 'string' },
  },
  required: ['from', 'to', 'error', 'version', 'count', 'first', 'last'],
  additionalProperties: false,
} as const;
export type ClientErrorGroup = FromSchema<typeof clientErrorGroupSchema>;

/** GET /account/client-errors (admins only): the groups, last seen newest first, at most 500. */
export const clientErrorListReply = {
  type: 'array',
  items: clientErrorGroupSchema,
} as const;
export type ClientErrorList = FromSchema<typeof clientErrorListReply>;
