import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, renderCost, type AnalyticsRange } from './analytics-query.js';
import { usageCost, usageMinutes } from './usage.js';

/**
 * The analytics page's rules (docs/reference.md §9 "Analytics", docs/analytics-console.md):
 * the range an address names, its window, and what a render session costs (by the ranges and
 * the resolution factor of analytics-query.ts).
 */

/** The range a value names (seconds, as in an address), or the default for anything else. */
export function analyticsRange(value: string | number | null | undefined): AnalyticsRange {
  const seconds = typeof value === 'number' ? value : value ? Number(value) : Number.NaN;
  return ANALYTICS_RANGES.find((range) => range.seconds === seconds) ?? DEFAULT_ANALYTICS_RANGE;
}

/** How a span of seconds is written: "5 minutes", "1 hour", "12 hours", "1 day", "60 days". */
export function spanLabel(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (seconds % 86400 === 0) return unit(seconds / 86400, 'day');
  if (seconds % 3600 === 0) return unit(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return unit(seconds / 60, 'minute');
  return unit(seconds, 'second');
}

/** The window a range covers at `nowMs`: bucket-aligned, `to` exclusive, in epoch seconds. */
export function analyticsWindow(range: AnalyticsRange, nowMs: number): { from: number; to: number; interval: number } {
  const to = Math.ceil(nowMs / 1000 / range.interval) * range.interval;
  return { from: to - range.seconds, to, interval: range.interval };
}

export interface CostedSession {
  width: number;
  height: number;
  /** Seconds of movie rendered. */
  duration: number;
}

/**
 * What a render session costs, in cost units (docs/analytics-console.md "Cost"): the one rule
 * of the platform and the usage page, renderCost (resolution factor × seconds) shown as
 * factor × minutes, to hundredths (usageCost). The render speed is not part of it: a session
 * does not record the speed it ran at.
 */
export function sessionCost(session: CostedSession): number {
  return usageCost(renderCost({ ...session, success: true }));
}

export interface AnalyticsTotals {
  renders: number;
  errors: number;
  /** Minutes of movie rendered. */
  minutes: number;
  cost: number;
}

/** What a session is charged: its cost if it succeeded; a failed render costs nothing (as the usage page counts). */
export function chargedCost(session: CostedSession & { success: boolean }): number {
  return session.success ? sessionCost(session) : 0;
}

/**
 * Totals over sessions: renders, failed ones, and the minutes rendered by successful ones with
 * their cost, summed as weighted seconds and shown as the usage page shows them.
 */
export function analyticsTotals(sessions: readonly (CostedSession & { success: boolean })[]): AnalyticsTotals {
  let seconds = 0;
  let weighted = 0;
  let errors = 0;
  for (const session of sessions) {
    if (!session.success) errors += 1;
    else seconds += Math.max(0, session.duration);
    weighted += renderCost(session);
  }
  return { renders: sessions.length, errors, minutes: usageMinutes(seconds), cost: usageCost(weighted) };
}

/** How the pages name the kinds of renders the analytics count (docs/analytics.md "What counts"). */
export function renderKindLabel(kind: string): string {
  return (
    ({ export: 'Exports', frame: 'Frames', share: 'Shares', batch: 'Batch rows' } as Record<string, string>)[kind] ??
    kind
  );
}

/**
 * The totals the analytics host counted over every matching render (its `aggregations.totals`), as the page shows them.
 */
export function searchTotals(totals: {
  renders: number;
  failed: number;
  seconds: number;
  cost: number;
}): AnalyticsTotals {
  return {
    renders: totals.renders,
    errors: totals.failed,
    minutes: usageMinutes(totals.seconds),
    cost: usageCost(totals.cost),
  };
}

/** The analytics page's filters, as its address carries them (docs/analytics-console.md). */
export interface AnalyticsFilters {
  range: AnalyticsRange;
  /** A project's id; undefined for the project open. */
  project?: string;
  movie?: string;
  region?: string;
  errorsOnly: boolean;
}

/**
 * The filters an address's query names (`range`, `project`, `movie`, `region`, `errors=1`); unknown values fall back.
 */
export function analyticsFilters(search: string): AnalyticsFilters {
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const project = text('project');
  const movie = text('movie');
  const region = text('region');
  return {
    range: analyticsRange(params.get('range')),
    ...(project ? { project } : {}),
    ...(movie ? { movie } : {}),
    ...(region ? { region } : {}),
    errorsOnly: params.get('errors') === '1',
  };
}

/** The query of an address carrying the filters (the default range and empty filters left out). */
export function analyticsFilterSearch(filters: AnalyticsFilters): string {
  const params = new URLSearchParams();
  if (filters.range.seconds !== DEFAULT_ANALYTICS_RANGE.seconds) params.set('range', String(filters.range.seconds));
  if (filters.project) params.set('project', filters.project);
  if (filters.movie) params.set('movie', filters.movie);
  if (filters.region) params.set('region', filters.region);
  if (filters.errorsOnly) params.set('errors', '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}
