import { badRequest } from '../lib/http-errors.ts';

/**
 * Variable values as text (a number or a boolean is taken as what it reads). A NUL
 * character ends a string where ffmpeg reads it: refused here, before anything is stored.
 */
export function renderParams(raw: Record<string, unknown> | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw badRequest(`The value of ${key} must be text`);
    }
    if (String(value).includes('\u0000')) throw badRequest(`The value of ${key} holds a NUL character (\\u0000)`);
    params[key] = String(value);
  }
  return params;
}
