import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, boolean, integer, object, string } from './schema.js';

/** The largest script source a run accepts (the same bound as a prerender script in scripts.json). */
export const SCRIPT_RUN_MAX_SOURCE = 1024 * 1024;

/**
 * POST /v1/script/run/{prjuid} (docs/reference.md §7): runs a script in the prerender sandbox on
 * one datasource row. The script is the saved one named `name`, or `src` as it is being edited
 * (then `sdk` says its SDK; default api). `datasource` is the datasource's uid, `row` its 0-based
 * record.
 */
export const scriptRunBody = object(
  {
    name: string({ minLength: 1, maxLength: 200 }),
    src: string({ maxLength: SCRIPT_RUN_MAX_SOURCE }),
    sdk: string({ enum: ['api', 'fx'] }),
    datasource: string({ minLength: 1, maxLength: 200 }),
    row: integer({ minimum: 0, maximum: 10_000_000 }),
  },
  ['datasource', 'row'],
);
export type ScriptRunRequest = FromSchema<typeof scriptRunBody>;

/** What the run gave: the console.log lines, and the returned value (JSON) or the error with its stack. */
export const scriptRunResponse = object(
  {
    ok: boolean(),
    sdk: string(),
    logs: arrayOf(string()),
    /** The value the script returned, as JSON text (absent when it failed). */
    value: string(),
    error: string(),
    stack: string(),
  },
  ['ok', 'sdk', 'logs'],
);
export type ScriptRunResult = FromSchema<typeof scriptRunResponse>;
