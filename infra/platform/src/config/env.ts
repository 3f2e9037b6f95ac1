import type { LogLevel } from 'fastify';

/**
 * Readers for the server's environment settings. Each names the variable in its error,
 * so a mistyped setting stops the start with a message the operator can act on.
 * Every setting is listed in the README's table of settings.
 */
export type Env = Readonly<Record<string, string | undefined>>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function present(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** A whole number from `min` (default 1) up to `max`, or undefined when unset. */
export function wholeNumber(
  env: Env,
  name: string,
  { min = 1, max = Number.MAX_SAFE_INTEGER } = {},
): number | undefined {
  const value = present(env, name);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    throw new Error(
      `${name} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}, got "${value}"`,
    );
  }
  return number;
}

/** `1`/`true`/`yes`/`on` or `0`/`false`/`no`/`off`, or undefined when unset. */
export function flag(env: Env, name: string): boolean | undefined {
  const value = present(env, name)?.toLowerCase();
  if (value === undefined) return undefined;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** A comma-separated list without empty items; [] when unset. */
export function list(env: Env, name: string): string[] {
  return (present(env, name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function text(env: Env, name: string): string | undefined {
  return present(env, name);
}

export function port(env: Env, name: string): number {
  return wholeNumber(env, name, { min: 0, max: 65535 }) ?? 8080;
}

export function logLevel(env: Env, name: string): LogLevel | 'silent' {
  const level = present(env, name) ?? 'info';
  if (!LOG_LEVELS.includes(level)) throw new Error(`${name} must be one of ${LOG_LEVELS.join(', ')}`);
  return level as LogLevel | 'silent';
}
