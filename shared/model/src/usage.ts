/**
 * The account's usage page (docs/reference.md §2 "Account and analytics pages", docs/usage.md):
 * renders, minutes rendered and cost per project and per month, read from the analytics host's
 * project stats (one row a project and month, its seconds already weighed by the resolution
 * factor of §9 on the platform). These rules choose the months asked for and add the rows up.
 */

/** The months the page shows unless others are chosen: the current one and the eleven before. */
export const USAGE_DEFAULT_MONTHS = 12;
/** The longest range the month picker takes. */
export const USAGE_MAX_MONTHS = 36;

/** One row of the project stats: a project's renders in one month (`YYYY-MM`, UTC). */
export interface UsageRow {
  prjuid: string;
  name?: string;
  region: string;
  month: string;
  renders: number;
  failed: number;
  seconds: number;
  cost: number;
  /** The renders by kind (export, frame, share, batch), when the host tells them. */
  kinds?: Record<string, number>;
}

export interface UsageTotals {
  renders: number;
  failed: number;
  seconds: number;
  cost: number;
}

export interface UsageMonth extends UsageTotals {
  month: string;
}

export interface UsageProject extends UsageTotals {
  prjuid: string;
  /** The project's name, or its id once the project is gone. */
  name: string;
  region: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` of a time, in UTC. */
export function monthOf(time: Date): string {
  return time.toISOString().slice(0, 7);
}

/** The month `count` months after `month` (before, for a negative count). */
export function addMonths(month: string, count: number): string {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Epoch seconds of a month's first instant (UTC). */
export function monthStart(month: string): number {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, 1) / 1000;
}

export interface UsageRange {
  /** First and last month shown, `YYYY-MM`. */
  first: string;
  last: string;
  /** What the stats call takes: epoch seconds, from inclusive, to exclusive. */
  from: number;
  to: number;
}

/** The default range: the last twelve months up to and including the current one. */
export function defaultUsageRange(now: Date): UsageRange {
  const last = monthOf(now);
  return usageRange(addMonths(last, 1 - USAGE_DEFAULT_MONTHS), last) as UsageRange;
}

/**
 * The range of the month picker, or a message saying what is wrong with it: both months
 * given as `YYYY-MM`, the first not after the last, at most USAGE_MAX_MONTHS of them.
 */
export function usageRange(first: string, last: string): UsageRange | string {
  if (!MONTH.test(first)) return 'Choose the first month.';
  if (!MONTH.test(last)) return 'Choose the last month.';
  if (first > last) return 'The first month must not be after the last.';
  if (monthStart(addMonths(first, USAGE_MAX_MONTHS)) <= monthStart(last)) {
    return `Choose at most ${USAGE_MAX_MONTHS} months.`;
  }
  return { first, last, from: monthStart(first), to: monthStart(addMonths(last, 1)) };
}

const zero = (): UsageTotals => ({ renders: 0, failed: 0, seconds: 0, cost: 0 });

function add(into: UsageTotals, row: UsageTotals): void {
  into.renders += row.renders;
  into.failed += row.failed;
  into.seconds += row.seconds;
  into.cost += row.cost;
}

/** Every month of the range in order, with the rows of each added up (months without renders at zero). */
export function usageByMonth(months: readonly string[], rows: readonly UsageRow[]): UsageMonth[] {
  const byMonth = new Map<string, UsageMonth>(months.map((month) => [month, { month, ...zero() }]));
  for (const row of rows) {
    let month = byMonth.get(row.month);
    if (!month) {
      month = { month: row.month, ...zero() };
      byMonth.set(row.month, month);
    }
    add(month, row);
  }
  return [...byMonth.values()].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
}

/** Each project's rows added up over the range, the costliest first (then by name). */
export function usageByProject(rows: readonly UsageRow[]): UsageProject[] {
  const byProject = new Map<string, UsageProject>();
  for (const row of rows) {
    const key = `${row.region}\u0000${row.prjuid}`;
    let project = byProject.get(key);
    if (!project) {
      project = { prjuid: row.prjuid, name: row.name ?? row.prjuid, region: row.region, ...zero() };
      byProject.set(key, project);
    }
    if (row.name) project.name = row.name;
    add(project, row);
  }
  return [...byProject.values()].sort((a, b) => b.cost - a.cost || a.name.localeCompare(b.name));
}

/** The renders of the rows by kind (export, frame, share, batch), the most first; none when no host told them. */
export function usageByKind(rows: readonly UsageRow[]): { kind: string; renders: number }[] {
  const byKind = new Map<string, number>();
  for (const row of rows)
    for (const [kind, renders] of Object.entries(row.kinds ?? {})) byKind.set(kind, (byKind.get(kind) ?? 0) + renders);
  return [...byKind]
    .filter(([, renders]) => renders > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([kind, renders]) => ({ kind, renders }));
}

/** The rows added up. */
export function usageTotals(rows: readonly UsageTotals[]): UsageTotals {
  const totals = zero();
  for (const row of rows) add(totals, row);
  return totals;
}

/** Seconds rendered as minutes, to hundredths (as the Analytics page's totals). */
export const usageMinutes = (seconds: number): number => Math.round((seconds / 60) * 100) / 100;

/**
 * The cost shown: the platform's cost (seconds rendered, each weighed by its resolution factor,
 * docs/reference.md §9) in the unit of the Analytics page, resolution factor × minutes
 * (docs/analytics-console.md "Cost"), to hundredths. The render speed's share is not in it: a
 * session does not record its speed.
 */
export const usageCost = (weightedSeconds: number): number => Math.round((weightedSeconds / 60) * 100) / 100;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11` as `Nov 2026`. */
export function usageMonthLabel(month: string): string {
  const match = MONTH.exec(month);
  return match ? `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}` : month;
}

export type UsageMeasure = 'renders' | 'minutes' | 'cost';

export const USAGE_MEASURES: Record<UsageMeasure, string> = {
  renders: 'Renders',
  minutes: 'Minutes rendered',
  cost: 'Cost',
};

/** What the chart draws: one bar a month of the chosen measure. */
export function usageChartBars(
  months: readonly UsageMonth[],
  measure: UsageMeasure,
): { label: string; value: number }[] {
  return months.map((month) => ({
    label: usageMonthLabel(month.month),
    value:
      measure === 'renders'
        ? month.renders
        : measure === 'minutes'
          ? usageMinutes(month.seconds)
          : usageCost(month.cost),
  }));
}
