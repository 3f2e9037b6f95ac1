import type { FromSchema } from 'json-schema-to-ts';

/** The largest script source a run accepts (the same bound as a prerender script in scripts.json). */
export const SCRIPT_RUN_MAX_SOURCE = 1024 * 1024;

/**
 * POST /v1/script/run/{prjuid} (docs/reference.md §7): runs a script in the prerender sandbox on
 * one datasource row. The script is the saved one named `name`, or `src` as it is being edited
 * (then `sdk` says its SDK; default api). `datasource` is the datasource's uid, `row` its 0-based
 * record.
 */
export const scriptRunBody = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    src: { type: 'string', maxLength: SCRIPT_RUN_MAX_SOURCE },
    sdk: { type: 'string', enum: ['api', 'fx'] },
    datasource: { type: 'string', minLength: 1, maxLength: 200 },
    row: { type: 'integer', minimum: 0, maximum: 10_000_000 },
  },
  required: ['datasource', 'row'],
  additionalProperties: false,
} as const;
export type ScriptRunRequest = FromSchema<typeof scriptRunBody>;

/** What the run gave: the console.log lines, and the returned value (JSON) or the error with its stack. */
export const scriptRunResponse = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    sdk: { type: 'string' },
    logs: { type: 'array', items: { type: 'string' } },
    /** The value the script returned, as JSON text (absent when it failed). */
    value: { type: 'string' },
    error: { type: 'string' },
    stack: { type: 'string' },
  },
  required: ['ok', 'sdk', 'logs'],
  additionalProperties: false,
} as const;
export type ScriptRunResult = FromSchema<typeof scriptRunResponse>;
