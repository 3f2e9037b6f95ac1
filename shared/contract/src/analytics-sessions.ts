import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, integer, object, string } from './schema.js';

/**
 * The analytics host's session calls (docs/reference.md §7 "Analytics host",
 * docs/analytics.md): a session's error log and a token's sessions. The caller's own only;
 * numbers in the address are strings read by the rules of @reelforge/model.
 */

/** GET /session/errors/{prjuid}/{sessionid}. */
export const sessionErrorsParams = object({ prjuid: string(), sessionid: string() }, ['prjuid', 'sessionid'], {
  open: true,
});
export type SessionErrorsParams = FromSchema<typeof sessionErrorsParams>;

/**
 * ?pagesize (1–500, default 30) &pagefrom (entries to skip, default 0) &start&end (epoch
 * seconds) or `timestamp` (epoch seconds: the entries of that second's session).
 */
export const sessionErrorsQuery = object(
  { pagesize: string(), pagefrom: string(), start: string(), end: string(), timestamp: string() },
  [],
  { open: true },
);
export type SessionErrorsQuery = FromSchema<typeof sessionErrorsQuery>;

/** docs/reference.md §3 "Error log entry". */
export const errorLogEntrySchema = object(
  {
    '@timestamp': string(),
    sessionid: string(),
    message: string(),
    scenes: arrayOf(string()),
    context: string(),
    frame: { type: ['integer', 'null'] },
  },
  ['@timestamp', 'sessionid', 'message', 'scenes', 'context', 'frame'],
);
export type ErrorLogEntryWire = FromSchema<typeof errorLogEntrySchema>;

/** The answer: one page of the session's entries, oldest first, and how many it has in all. */
export const sessionErrorsReply = object({ errorlogs: arrayOf(errorLogEntrySchema), total: integer() }, [
  'errorlogs',
  'total',
]);
export type SessionErrorsReply = FromSchema<typeof sessionErrorsReply>;

// ---------------------------------------------------------------- token mapping

/** GET /token/mapping/{token}?start&end: a batch queue's id or a render's token or session id. */
export const tokenMappingParams = object({ token: string() }, ['token'], { open: true });
export type TokenMappingParams = FromSchema<typeof tokenMappingParams>;

/**
 * `parenttoken` the token asked for; `childtokens` the session ids of its renders, oldest
 * first: a batch run's rows, a render token's renders, or a session itself. Empty
 * `mappings` for a token of nobody's or another user's.
 */
export const tokenMappingReply = object(
  {
    mappings: arrayOf(
      object({ parenttoken: string(), childtokens: arrayOf(string()) }, ['parenttoken', 'childtokens']),
    ),
  },
  ['mappings'],
);
export type TokenMappingReply = FromSchema<typeof tokenMappingReply>;
