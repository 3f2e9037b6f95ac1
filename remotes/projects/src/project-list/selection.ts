/** Toggles one id in a selection, returning a new set. */
export function toggled(selection: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Selecting all when some are missing, none when all are in. */
export function toggledAll(selection: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  return ids.every((id) => selection.has(id)) ? new Set() : new Set(ids);
}
