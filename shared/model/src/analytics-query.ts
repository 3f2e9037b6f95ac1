import { ERROR_LOG_PAGE_SIZE } from './error-log.js';
import { parseInteger } from './parse-input.js';

/**
 * Render analytics (docs/reference.md §7 "Analytics host", §9 "Analytics", docs/analytics.md):
 * the ranges the console offers, the resolution factor the cost is weighed by, and the bounds
 * the analytics host checks a query against before any work.
 */

/** A range the analytics page offers (seconds back from now) and its bucket size (§9). */
export interface AnalyticsRange {
  seconds: number;
  interval: number;
}

/** §9: ranges in seconds with their bucket sizes. */
export const ANALYTICS_RANGES: readonly AnalyticsRange[] = [
  { seconds: 300, interval: 1 },
  { seconds: 900, interval: 10 },
  { seconds: 3600, interval: 30 },
  { seconds: 7200, interval: 300 },
  { seconds: 43200, interval: 300 },
  { seconds: 86400, interval: 600 },
  { seconds: 172800, interval: 1800 },
  { seconds: 604800, interval: 3600 },
  { seconds: 2592000, interval: 43200 },
  { seconds: 5184000, interval: 86400 },
];

/** §9: the default range, 3600 s in 30 s buckets. */
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = { seconds: 3600, interval: 30 };

/** The longest window a search or a session's error log may span: 400 days. */
export const ANALYTICS_MAX_RANGE_SECONDS = 400 * 86_400;
/** The most buckets a search answers (range / interval). */
export const ANALYTICS_MAX_BUCKETS = 10_000;
/** Hits a search answers by default, and at most. */
export const ANALYTICS_DEFAULT_HITS = 50;
export const ANALYTICS_MAX_HITS = 1_000;
/** Hits skipped at most (deeper pages: narrow the range). */
export const ANALYTICS_MAX_OFFSET = 100_000;
/** Error-log entries a page by default (the error-log page's) and at most. */
export const ERRORLOG_DEFAULT_PAGE = ERROR_LOG_PAGE_SIZE;
export const ERRORLOG_MAX_PAGE = 500;
/** The project stats span at most this many months. */
export const STATS_MAX_MONTHS = 120;
/** The latest time accepted (year 9999), so every time converts to a date. */
export const ANALYTICS_MAX_EPOCH_SECONDS = 253_402_300_799;

/**
 * §9: the resolution factor the cost is weighed by: up to 640×360 is 1; 960×540 1.5;
 * 1280×720 2; 1920×1080 4; 3840×2160 8; anything larger 16. A size is placed by its pixel
 * count, so a portrait 360×640 costs what 640×360 does.
 */
export function resolutionFactor(width: number, height: number): number {
  const pixels = Math.max(0, width) * Math.max(0, height);
  if (pixels <= 640 * 360) return 1;
  if (pixels <= 960 * 540) return 1.5;
  if (pixels <= 1280 * 720) return 2;
  if (pixels <= 1920 * 1080) return 4;
  if (pixels <= 3840 * 2160) return 8;
  return 16;
}

/**
 * The one cost rule of the analytics and the usage page (docs/analytics.md "Cost"): a render's
 * weighted seconds, its seconds of movie rendered times the resolution factor; a failed or
 * cancelled render costs nothing. Shown as cost units, weighted seconds / 60 (`usageCost`).
 */
export function renderCost(session: { width: number; height: number; duration: number; success: boolean }): number {
  return session.success ? Math.max(0, session.duration) * resolutionFactor(session.width, session.height) : 0;
}

/** A refusal of a query: the message the 400 carries. */
export class AnalyticsQueryError extends Error {
  override readonly name = 'AnalyticsQueryError';
}

/** Epoch seconds from the address or a body, or a refusal naming the input. */
export function epochSeconds(name: string, value: unknown): number {
  const seconds = typeof value === 'number' ? (Number.isInteger(value) ? value : undefined) : parseInteger(value);
  if (seconds === undefined)
    throw new AnalyticsQueryError(`${name} must be a whole number of seconds since 1970, not ${JSON.stringify(value)}`);
  if (seconds < 0 || seconds > ANALYTICS_MAX_EPOCH_SECONDS)
    throw new AnalyticsQueryError(`${name} must be between 0 and ${ANALYTICS_MAX_EPOCH_SECONDS} seconds since 1970`);
  return seconds;
}

/** A whole number within bounds, or its default when absent. */
export function boundedCount(
  name: string,
  value: unknown,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? (Number.isInteger(value) ? value : undefined) : parseInteger(value);
  if (n === undefined) throw new AnalyticsQueryError(`${name} must be a whole number, not ${JSON.stringify(value)}`);
  if (n < min || n > max) throw new AnalyticsQueryError(`${name} must be from ${min} to ${max}, not ${n}`);
  return n;
}

/** A window in epoch seconds, from inclusive, to exclusive. */
export interface SecondsWindow {
  from: number;
  to: number;
}

/** Checks a window: from before to, at most the longest range. */
export function checkedWindow(from: number, to: number, names: [string, string] = ['from', 'to']): SecondsWindow {
  if (to <= from) throw new AnalyticsQueryError(`${names[1]} (${to}) must be after ${names[0]} (${from})`);
  if (to - from > ANALYTICS_MAX_RANGE_SECONDS) {
    throw new AnalyticsQueryError(
      `The range spans ${to - from} seconds: at most ${ANALYTICS_MAX_RANGE_SECONDS} (400 days)`,
    );
  }
  return { from, to };
}

/** The optional ?start&end narrowing of a window; both or neither. */
export function narrowedWindow(window: SecondsWindow, start: unknown, end: unknown): SecondsWindow {
  if (start === undefined && end === undefined) return window;
  const from = start === undefined ? window.from : Math.max(window.from, epochSeconds('start', start));
  const to = end === undefined ? window.to : Math.min(window.to, epochSeconds('end', end));
  // An empty intersection is a window with nothing in it, not a mistake.
  return { from, to: Math.max(from, to) };
}

/** What a search asks for once checked. */
export interface CheckedSearch extends SecondsWindow {
  interval: number;
  buckets: number;
  size: number;
  offset: number;
}

/** Checks a search's window, interval, hits page: every bound before any work (docs/analytics.md). */
export function checkedSearch(body: {
  from: unknown;
  to: unknown;
  interval: unknown;
  size?: unknown;
  offset?: unknown;
}): CheckedSearch {
  const window = checkedWindow(epochSeconds('from', body.from), epochSeconds('to', body.to));
  const interval = typeof body.interval === 'number' && Number.isInteger(body.interval) ? body.interval : undefined;
  if (interval === undefined || interval < 1) {
    throw new AnalyticsQueryError(
      `interval must be a whole number of seconds, at least 1, not ${JSON.stringify(body.interval)}`,
    );
  }
  const buckets = Math.ceil((window.to - window.from) / interval);
  if (buckets > ANALYTICS_MAX_BUCKETS) {
    throw new AnalyticsQueryError(
      `${buckets} buckets of ${interval} s asked for: at most ${ANALYTICS_MAX_BUCKETS}; ` +
        'take a longer interval or a shorter range',
    );
  }
  return {
    ...window,
    interval,
    buckets,
    size: boundedCount('size', body.size, { min: 0, max: ANALYTICS_MAX_HITS, fallback: ANALYTICS_DEFAULT_HITS }),
    offset: boundedCount('offset', body.offset, { min: 0, max: ANALYTICS_MAX_OFFSET, fallback: 0 }),
  };
}

/** `YYYY-MM` (UTC) of epoch seconds. */
export function monthOfSeconds(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 7);
}

/** Every month (`YYYY-MM`, UTC) a window touches, in order; at most STATS_MAX_MONTHS. */
export function monthsOfWindow(window: SecondsWindow): string[] {
  const first = new Date(window.from * 1000);
  const last = new Date((window.to - 1) * 1000);
  const count = (last.getUTCFullYear() - first.getUTCFullYear()) * 12 + last.getUTCMonth() - first.getUTCMonth() + 1;
  if (count > STATS_MAX_MONTHS)
    throw new AnalyticsQueryError(`The range spans ${count} months: at most ${STATS_MAX_MONTHS}`);
  const months: string[] = [];
  for (let i = 0; i < count; i += 1) {
    months.push(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1)).toISOString().slice(0, 7));
  }
  return months;
}

/** Checks the project stats' window: from before to, at most STATS_MAX_MONTHS months. */
export function checkedStatsWindow(from: unknown, to: unknown): SecondsWindow & { months: string[] } {
  const start = epochSeconds('from', from);
  const end = epochSeconds('to', to);
  if (end <= start) throw new AnalyticsQueryError(`to (${end}) must be after from (${start})`);
  const window = { from: start, to: end };
  return { ...window, months: monthsOfWindow(window) };
}
