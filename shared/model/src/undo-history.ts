/**
 * An editor's undo history: the states before the present one, the present, and the states
 * undone. Pure: the caller keeps the history and says when an edit happened (`now`), so a
 * gesture (typing in one field, nudging one layer) can grow one step instead of adding many.
 */

export interface UndoHistory<T> {
  /** Earlier states, oldest first. */
  readonly past: readonly T[];
  readonly present: T;
  /** States undone, the next to redo first. */
  readonly future: readonly T[];
  /** The gesture that made the present step, while it may still grow: its merge key and its last edit's time. */
  readonly gesture?: { readonly key: string; readonly at?: number };
}

/** Steps kept to undo; the oldest is dropped beyond. */
export const UNDO_STEPS = 200;
/** A gesture ends after this long without an edit (ms). */
export const MERGE_PAUSE_MS = 1000;

export interface RecordOptions<T> {
  /**
   * The gesture an edit belongs to. An edit with the key of the present step's gesture,
   * made within MERGE_PAUSE_MS of its last edit, replaces the present step instead of adding one.
   */
  merge?: string;
  /** When the edit happened (ms). Without it, a gesture ends only with an edit of another key or none. */
  now?: number;
  /** Whether two states are the same; an edit that changes nothing is not recorded. Default: the same value. */
  equal?: (a: T, b: T) => boolean;
  /** Steps kept; default UNDO_STEPS. */
  limit?: number;
}

/** A history with nothing to undo or redo. */
export function startHistory<T>(present: T): UndoHistory<T> {
  return { past: [], present, future: [] };
}

export const canUndo = (history: UndoHistory<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: UndoHistory<unknown>): boolean => history.future.length > 0;

function continues(history: UndoHistory<unknown>, merge: string | undefined, now: number | undefined): boolean {
  const gesture = history.gesture;
  if (merge === undefined || gesture?.key !== merge || history.past.length === 0) return false;
  return now === undefined || gesture.at === undefined || now - gesture.at <= MERGE_PAUSE_MS;
}

/**
 * The history after an edit that made `next`. A new edit clears what was undone. An edit of
 * the present gesture replaces its step; if it brings the state back to the one before the
 * gesture (a letter typed, then erased), the step is gone and the next edit starts a new one.
 */
export function record<T>(history: UndoHistory<T>, next: T, options: RecordOptions<T> = {}): UndoHistory<T> {
  const { merge, now, equal = Object.is, limit = UNDO_STEPS } = options;
  if (equal(history.present, next)) return history;
  const gesture = merge === undefined ? undefined : { key: merge, at: now };
  if (continues(history, merge, now)) {
    const before = history.past.at(-1) as T;
    if (equal(before, next)) return { past: history.past.slice(0, -1), present: before, future: [] };
    return { past: history.past, present: next, future: [], gesture };
  }
  const past = [...history.past, history.present];
  return { past: past.slice(Math.max(0, past.length - limit)), present: next, future: [], gesture };
}

/** One step back; the present can be redone. Ends the gesture, so the next edit is a step of its own. */
export function undo<T>(history: UndoHistory<T>): UndoHistory<T> {
  if (!canUndo(history)) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past.at(-1) as T,
    future: [history.present, ...history.future],
  };
}

/** One step forward again. Ends the gesture. */
export function redo<T>(history: UndoHistory<T>): UndoHistory<T> {
  if (!canRedo(history)) return history;
  return {
    past: [...history.past, history.present],
    present: history.future[0] as T,
    future: history.future.slice(1),
  };
}

/** The present replaced by an equivalent state (what a save stored), without a step of its own. */
export function replacePresent<T>(history: UndoHistory<T>, present: T): UndoHistory<T> {
  return { ...history, present };
}
