import type { FromSchema } from 'json-schema-to-ts';

/**
 * The analytics host's session calls (docs/reference.md §7 "Analytics host",
 * docs/analytics.md): a session's error log and a token's sessions. The caller's own only;
 * numbers in the address are strings read by the rules of @reelforge/model.
 */

/** GET /session/errors/{prjuid}/{sessionid}. */
export const sessionErrorsParams = {
  type: 'object',
  properties: { prjuid: { type: 'string' }, sessionid: { type: 'string' } },
  required: ['prjuid', 'sessionid'],
} as const;
export type SessionErrorsParams = FromSchema<typeof sessionErrorsParams>;

/**
 * ?pagesize (1–500, default 30) &pagefrom (entries to skip, default 0) &start&end (epoch
 * seconds) or `timestamp` (epoch seconds: the entries of that second's session).
 */
export const sessionErrorsQuery = {
  type: 'object',
  properties: {
    pagesize: { type: 'string' },
    pagefrom: { type: 'string' },
    start: { type: 'string' },
    end: { type: 'string' },
    timestamp: { type: 'string' },
  },
} as const;
export type SessionErrorsQuery = FromSchema<typeof sessionErrorsQuery>;

/** docs/reference.md §3 "Error log entry". */
export const errorLogEntrySchema = {
  type: 'object',
  properties: {
    '@timestamp': { type: 'string' },
    sessionid: { type: 'string' },
    message: { type: 'string' },
    scenes: { type: 'array', items: { type: 'string' } },
    context: { type: 'string' },
    frame: { type: ['integer', 'null'] },
  },
  required: ['@timestamp', 'sessionid', 'message', 'scenes', 'context', 'frame'],
  additionalProperties: false,
} as const;
export type ErrorLogEntryWire = FromSchema<typeof errorLogEntrySchema>;

/** The answer: one page of the session's entries, oldest first, and how many it has in all. */
export const sessionErrorsReply = {
  type: 'object',
  properties: {
    errorlogs: { type: 'array', items: errorLogEntrySchema },
    total: { type: 'integer' },
  },
  required: ['errorlogs', 'total'],
  additionalProperties: false,
} as const;
export type SessionErrorsReply = FromSchema<typeof sessionErrorsReply>;

// ---------------------------------------------------------------- token mapping

/** GET /token/mapping/{token}?start&end: a batch queue's id or a render's token or session id. */
export const tokenMappingParams = {
  type: 'object',
  properties: { token: { type: 'string' } },
  required: ['token'],
} as const;
export type TokenMappingParams = FromSchema<typeof tokenMappingParams>;

/**
 * `parenttoken` the token asked for; `childtokens` the session ids of its renders, oldest
 * first: a batch run's rows, a render token's renders, or a session itself. Empty
 * `mappings` for a token of nobody's or another user's.
 */
export const tokenMappingReply = {
  type: 'object',
  properties: {
    mappings: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          parenttoken: { type: 'string' },
          childtokens: { type: 'array', items: { type: 'string' } },
        },
        required: ['parenttoken', 'childtokens'],
        additionalProperties: false,
      },
    },
  },
  required: ['mappings'],
  additionalProperties: false,
} as const;
export type TokenMappingReply = FromSchema<typeof tokenMappingReply>;
