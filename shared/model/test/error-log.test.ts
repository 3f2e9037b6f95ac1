import { describe, expect, it } from 'vitest';
import {
  errorLogPage,
  errorLogRange,
  errorLogRangeSince,
  errorLogSearch,
  errorLogWindow,
  framesLabel,
  mergeErrorEntries,
  type ErrorLogEntry,
} from '../src/analytics.js';

const entry = (frame: number | null, over: Partial<ErrorLogEntry> = {}): ErrorLogEntry => ({
  '@timestamp': `2026-11-24T10:00:${String(frame ?? 0).padStart(2, '0')}Z`,
  sessionid: 's1',
  message: 'Asset missing: logo.png',
  scenes: ['Intro'],
  context: 'layer logo',
  frame,
  ...over,
});

describe('the error-log range', () => {
  it('is one of the ranges, else 720 minutes', () => {
    expect(errorLogRange('5')).toBe(5);
    expect(errorLogRange(86400)).toBe(86400);
    for (const bad of [null, undefined, '', '6', '-5', '720x', 'NaN']) expect(errorLogRange(bad)).toBe(720);
  });

  it('ends now and reaches back its minutes', () => {
    expect(errorLogWindow(15, 1_000_000_500)).toEqual({ start: 1_000_001 - 900, end: 1_000_001 });
  });
});

describe('the session search', () => {
  it('needs a session id', () => {
    for (const empty of [null, undefined, '', '   '])
      expect(errorLogSearch(empty)).toEqual({ problem: 'Enter a render session id to see its error log.' });
    expect(errorLogSearch(' abc ')).toEqual({ session: 'abc' });
  });
});

describe('merging error-log entries', () => {
  it('merges consecutive identical entries and collects their frames once each, in order', () => {
    const merged = mergeErrorEntries([entry(3), entry(4), entry(4), entry(7)]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      frames: [3, 4, 7],
      count: 4,
      timestamp: '2026-11-24T10:00:03Z',
      lastTimestamp: '2026-11-24T10:00:07Z',
    });
    expect(framesLabel(merged[0]?.frames ?? [])).toBe('3, 4, 7');
  });

  it('keeps apart entries that differ in message, scenes, context or session, and identical ones that are not consecutive', () => {
    const merged = mergeErrorEntries([
      entry(1),
      entry(2, { message: 'Other' }),
      entry(3, { scenes: ['Intro', 'Outro'] }),
      entry(4, { context: 'layer title' }),
      entry(5, { sessionid: 's2' }),
      entry(6),
    ]);
    expect(merged.map((m) => m.frames)).toEqual([[1], [2], [3], [4], [5], [6]]);
  });

  it('keeps entries without a frame, with no frames', () => {
    const merged = mergeErrorEntries([entry(null), entry(null)]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.frames).toEqual([]);
    expect(framesLabel([])).toBe('none');
    expect(mergeErrorEntries([])).toEqual([]);
  });
});

describe('the error-log page window', () => {
  it('pages 30 entries with first, previous, next and last, and names the page to fetch ahead', () => {
    expect(errorLogPage(0, 95)).toEqual({ page: 0, last: 3, pagefrom: 0, hasPrevious: false, hasNext: true, next: 1 });
    expect(errorLogPage(3, 95)).toEqual({
      page: 3,
      last: 3,
      pagefrom: 90,
      hasPrevious: true,
      hasNext: false,
      next: undefined,
    });
    expect(errorLogPage(1, 60)).toMatchObject({ page: 1, last: 1, hasNext: false });
  });

  it('clamps a page out of range and counts an empty log as one page', () => {
    expect(errorLogPage(9, 40)).toMatchObject({ page: 1, pagefrom: 30 });
    expect(errorLogPage(-2, 40)).toMatchObject({ page: 0 });
    expect(errorLogPage(Number.NaN, 40)).toMatchObject({ page: 0 });
    expect(errorLogPage(0, 0)).toEqual({
      page: 0,
      last: 0,
      pagefrom: 0,
      hasPrevious: false,
      hasNext: false,
      next: undefined,
    });
    expect(errorLogPage(1, 10, 5)).toMatchObject({ pagefrom: 5, last: 1 });
  });
});

describe('the range a session is found in', () => {
  it('is the smallest one reaching back to the session', () => {
    const now = 1_800_000_000_000;
    expect(errorLogRangeSince(now - 60_000, now)).toBe(5);
    expect(errorLogRangeSince(now - 5 * 60_000, now)).toBe(15);
    expect(errorLogRangeSince(now - 3 * 3600_000, now)).toBe(720);
    expect(errorLogRangeSince(now + 10_000, now)).toBe(5);
    expect(errorLogRangeSince(now - 100 * 86400_000, now)).toBe(86400);
  });
});
