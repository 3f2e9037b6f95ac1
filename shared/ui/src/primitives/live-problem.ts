/**
 * What is wrong with a typed value, shown while typing so Save can be disabled at once.
 * An empty field waits for a submit: a dialog that just opened has nothing to complain about.
 */
export function liveProblem(
  value: string,
  check: ((value: string) => string | null | undefined) | undefined,
): string | null {
  if (!check || !value.trim()) return null;
  return check(value) ?? null;
}
