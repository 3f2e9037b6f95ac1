/** The input helpers' parsers (docs/reference.md §2). */

const TRUE_WORDS = new Set(['t', 'T', 'true', 'True', '1', 'yes', 'YES']);

/** True only for t, T, true, True, 1, yes and YES; everything else is false. */
export function parseBoolean(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && TRUE_WORDS.has(value.trim());
}

/** A whole number from user input, or undefined when the text is not one. */
export function parseInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[-+]?\d+\s*$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** A finite number from user input, or undefined when the text is not one. */
export function parseFloatInput(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i.test(value)) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
