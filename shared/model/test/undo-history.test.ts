import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  MERGE_PAUSE_MS,
  record,
  redo,
  replacePresent,
  startHistory,
  undo,
  UNDO_STEPS,
  type UndoHistory,
} from '../src/index.js';

/** Records each state in turn, each as a step of its own. */
const steps = (first: string, ...next: string[]): UndoHistory<string> =>
  next.reduce((history, state) => record(history, state), startHistory(first));

/** Types a word into one field, one letter a keystroke, `gap` ms apart from `start`. */
function typeWord(history: UndoHistory<string>, word: string, key: string, start: number, gap = 100) {
  let typed = history;
  for (let i = 1; i <= word.length; i++) typed = record(typed, word.slice(0, i), { merge: key, now: start + i * gap });
  return typed;
}

describe('an undo history', () => {
  it('starts with nothing to undo or redo', () => {
    const history = startHistory('a');
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('undoes edits one by one, newest first, and redoes them in order', () => {
    let history = steps('a', 'b', 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(history.present).toBe('b');
    history = redo(history);
    expect(history.present).toBe('c');
    expect(canRedo(history)).toBe(false);
  });

  it('forgets what was undone once a new edit is made', () => {
    const history = record(undo(steps('a', 'b', 'c')), 'd');
    expect(history.present).toBe('d');
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe('b');
  });

  it('does not record an edit that changes nothing', () => {
    const history = steps('a', 'b');
    expect(record(history, 'b')).toBe(history);
    const equal = (x: { n: number }, y: { n: number }) => x.n === y.n;
    const objects = startHistory({ n: 1 });
    expect(record(objects, { n: 1 }, { equal })).toBe(objects);
    expect(record(objects, { n: 2 }, { equal }).past).toHaveLength(1);
  });

  it(`keeps the last ${UNDO_STEPS} steps and drops the oldest`, () => {
    let history = startHistory(0);
    for (let n = 1; n <= UNDO_STEPS + 50; n++) history = record(history, n);
    expect(history.past).toHaveLength(UNDO_STEPS);
    while (canUndo(history)) history = undo(history);
    expect(history.present).toBe(50);
    expect(record(steps('a', 'b', 'c', 'd'), 'e', { limit: 2 }).past).toEqual(['c', 'd']);
  });

  it('keeps at least 100 steps', () => {
    expect(UNDO_STEPS).toBeGreaterThanOrEqual(100);
  });
});

describe('gestures in an undo history', () => {
  it('makes a word typed in one field one step', () => {
    const history = typeWord(startHistory(''), 'hello', 'name', 0);
    expect(history.present).toBe('hello');
    expect(history.past).toEqual(['']);
    expect(undo(history).present).toBe('');
  });

  it('adds a step for an edit of another key or of none', () => {
    const typed = typeWord(startHistory(''), 'ab', 'name', 0);
    const other = record(typed, 'abX', { merge: 'length', now: 300 });
    expect(other.past).toEqual(['', 'ab']);
    const plain = record(typed, 'abY', { now: 300 });
    expect(plain.past).toEqual(['', 'ab']);
    // The plain edit ended the gesture: typing in the first field again is a step of its own.
    expect(record(plain, 'abYc', { merge: 'name', now: 400 }).past).toEqual(['', 'ab', 'abY']);
  });

  it(`ends a gesture after ${MERGE_PAUSE_MS} ms without an edit, and not while edits go on`, () => {
    // Letters 100 ms apart for longer than the pause in all: still one step.
    const long = typeWord(startHistory(''), 'abcdefghijklmno', 'name', 0);
    expect(long.past).toEqual(['']);
    const paused = record(long, `${long.present}p`, { merge: 'name', now: 1500 + MERGE_PAUSE_MS + 1 });
    expect(paused.past).toEqual(['', 'abcdefghijklmno']);
    const justInTime = record(long, `${long.present}p`, { merge: 'name', now: 1500 + MERGE_PAUSE_MS });
    expect(justInTime.past).toEqual(['']);
  });

  it('merges without a time limit when no time is given', () => {
    let history = startHistory('');
    for (const state of ['a', 'ab', 'abc']) history = record(history, state, { merge: 'name' });
    expect(history.past).toEqual(['']);
  });

  it('starts a new step after an undo or a redo, even with the same key', () => {
    const typed = typeWord(steps('', 'x'), 'xab', 'name', 0);
    const undone = undo(typed);
    expect(record(undone, 'xz', { merge: 'name', now: 400 }).past).toEqual(['', 'x']);
    const redone = redo(undone);
    expect(record(redone, 'xabc', { merge: 'name', now: 400 }).past).toEqual(['', 'x', 'xab']);
  });

  it('drops the step of a gesture that ends where it began, and starts afresh after', () => {
    const typed = record(startHistory('a'), 'ab', { merge: 'name', now: 0 });
    const erased = record(typed, 'a', { merge: 'name', now: 100 });
    expect(erased.present).toBe('a');
    expect(canUndo(erased)).toBe(false);
    const again = record(erased, 'ac', { merge: 'name', now: 200 });
    expect(again.past).toEqual(['a']);
  });

  it('clears what was undone when a gesture starts', () => {
    const history = typeWord(undo(steps('', 'x')), 'ab', 'name', 0);
    expect(canRedo(history)).toBe(false);
    expect(history.past).toEqual(['']);
  });
});

describe('replacing the present', () => {
  it('swaps the present for an equivalent one without a step and keeps undo and redo', () => {
    const history = undo(steps('a', 'b', 'c'));
    const replaced = replacePresent(history, 'B');
    expect(replaced.present).toBe('B');
    expect(replaced.past).toEqual(['a']);
    expect(redo(replaced).present).toBe('c');
    expect(undo(replaced).present).toBe('a');
  });
});
