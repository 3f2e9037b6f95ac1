import { useSyncExternalStore } from 'react';
import { isWithinPath } from '@reelforge/model';

/** What one mounted guard holds: whether its editor has unsaved changes, and where the editor is. */
export interface UnsavedEntry {
  dirty: boolean;
  within?: string;
  what?: string;
}

// The guards on screen. react-router asks only one blocker (the last registered), so the
// guards share one: the first guard mounted runs it, and it asks all of them. @reelforge/ui is
// one copy for the whole console (a federation singleton), so this is one registry too.
const entries = new Map<symbol, UnsavedEntry>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function setUnsavedEntry(id: symbol, entry: UnsavedEntry | null): void {
  if (entry) entries.set(id, entry);
  else entries.delete(id);
  notify();
}

/** The guards whose changes a move from `from` to `to` would leave behind. */
export function unsavedLeftBehind(from: string, to: string): UnsavedEntry[] {
  return [...entries.values()].filter((entry) => entry.dirty && !isWithinPath(to, entry.within ?? from));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether this guard is the one that runs the console's navigation blocker. */
export function useRunsBlocker(id: symbol): boolean {
  return useSyncExternalStore(subscribe, () => entries.keys().next().value === id);
}
