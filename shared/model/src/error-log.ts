import { pageCount } from './paging.js';

/**
 * The error-log page's rules (docs/reference.md §3 "Error log entry", §5, §9,
 * docs/analytics-console.md): its ranges, the session search, merging consecutive identical
 * entries and the page window.
 */

/** §9: error-log ranges in minutes. */
export const ERROR_LOG_RANGES = [5, 15, 60, 120, 720, 1440, 2880, 10080, 43200, 86400] as const;
/** §9: the range the page opens with. */
export const DEFAULT_ERROR_LOG_RANGE = 720;
/** §9: entries on screen a page. */
export const ERROR_LOG_PAGE_SIZE = 30;

/** The range a value names (minutes, as in the address), or the default for anything else. */
export function errorLogRange(value: string | number | null | undefined): number {
  const minutes = typeof value === 'number' ? value : value ? Number(value) : Number.NaN;
  return (ERROR_LOG_RANGES as readonly number[]).includes(minutes) ? minutes : DEFAULT_ERROR_LOG_RANGE;
}

/**
 * The smallest range that reaches back to a time (epoch ms) from `nowMs`, else the longest: where a session's error log
 * is found.
 */
export function errorLogRangeSince(timeMs: number, nowMs: number): number {
  const minutes = Math.max(0, (nowMs - timeMs) / 60_000);
  return ERROR_LOG_RANGES.find((range) => range > minutes) ?? (ERROR_LOG_RANGES.at(-1) as number);
}

/** The window a range covers at `nowMs`, in epoch seconds (`end` exclusive). */
export function errorLogWindow(minutes: number, nowMs: number): { start: number; end: number } {
  const end = Math.ceil(nowMs / 1000);
  return { start: end - minutes * 60, end };
}

/** §5: an error-log search needs a session. The session id searched for, or why not. */
export function errorLogSearch(query: string | null | undefined): { session: string } | { problem: string } {
  const session = (query ?? '').trim();
  return session ? { session } : { problem: 'Enter a render session id to see its error log.' };
}

/** §3: one entry of a session's error log. */
export interface ErrorLogEntry {
  '@timestamp': string;
  sessionid: string;
  message: string;
  scenes: readonly string[];
  context: string;
  frame: number | null;
}

/** Consecutive identical entries as one, with the frames they name. */
export interface MergedErrorEntry {
  /** The first entry's time, and the last's. */
  timestamp: string;
  lastTimestamp: string;
  sessionid: string;
  message: string;
  scenes: readonly string[];
  context: string;
  /** The frames named, in order, each once. */
  frames: number[];
  /** How many entries were merged. */
  count: number;
}

const sameEntry = (a: MergedErrorEntry, b: ErrorLogEntry) =>
  a.sessionid === b.sessionid &&
  a.message === b.message &&
  a.context === b.context &&
  a.scenes.length === b.scenes.length &&
  a.scenes.every((scene, i) => scene === b.scenes[i]);

/** §3: merges consecutive entries with the same session, message, scenes and context, collecting their frames. */
export function mergeErrorEntries(entries: readonly ErrorLogEntry[]): MergedErrorEntry[] {
  const merged: MergedErrorEntry[] = [];
  for (const entry of entries) {
    const last = merged.at(-1);
    if (last && sameEntry(last, entry)) {
      last.lastTimestamp = entry['@timestamp'];
      last.count += 1;
      if (entry.frame !== null && !last.frames.includes(entry.frame)) last.frames.push(entry.frame);
      continue;
    }
    merged.push({
      timestamp: entry['@timestamp'],
      lastTimestamp: entry['@timestamp'],
      sessionid: entry.sessionid,
      message: entry.message,
      scenes: [...entry.scenes],
      context: entry.context,
      frames: entry.frame === null ? [] : [entry.frame],
      count: 1,
    });
  }
  return merged;
}

/** Frames written for people: "12", "12, 13, 14" or "none". */
export function framesLabel(frames: readonly number[]): string {
  return frames.length === 0 ? 'none' : frames.join(', ');
}

export interface ErrorLogPageWindow {
  /** The page shown (from 0), clamped to the pages there are. */
  page: number;
  /** The last page (from 0). */
  last: number;
  /** Entries to skip to read this page. */
  pagefrom: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** The page to fetch ahead, if any. */
  next: number | undefined;
}

/** §4 "Error log paging": the page shown out of `total` entries, with first, previous, next and last. */
export function errorLogPage(page: number, total: number, perPage = ERROR_LOG_PAGE_SIZE): ErrorLogPageWindow {
  const last = pageCount(total, perPage) - 1;
  const shown = Math.min(Math.max(0, Math.floor(Number.isFinite(page) ? page : 0)), last);
  return {
    page: shown,
    last,
    pagefrom: shown * perPage,
    hasPrevious: shown > 0,
    hasNext: shown < last,
    next: shown < last ? shown + 1 : undefined,
  };
}
