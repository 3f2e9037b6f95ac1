import type { Destination } from '@reelforge/model';

/** A text parameter; absent or a map reads as ''. */
export function text(destination: Destination, name: string): string {
  const value = destination[name];
  if (value === undefined || typeof value === 'object') return '';
  return String(value).trim();
}

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

/**
 * A yes/no parameter. The console stores them as booleans, but jobs written by hand or
 * older tools carry 'true'/'false' strings or 0/1; anything else reads as the default.
 */
export function flag(destination: Destination, name: string, fallback: boolean): boolean {
  const value = destination[name];
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE.has(word)) return true;
    if (FALSE.has(word)) return false;
  }
  return fallback;
}

/** Whether a parameter was given at all (filterDestination has already dropped empty ones). */
export function has(destination: Destination, name: string): boolean {
  return destination[name] !== undefined;
}

/** A map parameter (fields, headers, metadata); absent or not a map reads as {}. */
export function map(destination: Destination, name: string): Record<string, string> {
  const value = destination[name];
  return value !== null && typeof value === 'object' ? value : {};
}

/** The file name without its extension: the default title on the video services. */
export function titleOf(filename: string): string {
  const base = filename.split('/').pop() ?? filename;
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}
