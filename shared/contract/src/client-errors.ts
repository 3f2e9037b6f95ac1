import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, boolean, integer, object, string } from './schema.js';

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
export const clientErrorReportBody = object(
  {
    from: string({ maxLength: 200 }),
    to: string({ maxLength: 200 }),
    error: string({ minLength: 1, maxLength: 2000 }),
    version: string({ maxLength: 200 }),
  },
  ['from', 'to', 'error', 'version'],
);
export type ClientErrorReport = FromSchema<typeof clientErrorReportBody>;

/** The answer of the report: 202, stored (counted with the same ones). */
export const clientErrorReportReply = object({ Accepted: boolean() }, ['Accepted']);
export type ClientErrorReportReply = FromSchema<typeof clientErrorReportReply>;

/** A group of identical reports: how many, first and last seen (ISO times). */
export const clientErrorGroupSchema = object(
  {
    from: string(),
    to: string(),
    error: string(),
    version: string(),
    count: integer(),
    first: string(),
    last: string(),
  },
  ['from', 'to', 'error', 'version', 'count', 'first', 'last'],
);
export type ClientErrorGroup = FromSchema<typeof clientErrorGroupSchema>;

/** GET /account/client-errors (admins only): the groups, last seen newest first, at most 500. */
export const clientErrorListReply = arrayOf(clientErrorGroupSchema);
export type ClientErrorList = FromSchema<typeof clientErrorListReply>;
