import { describe, expect, it } from 'vitest';
import {
  addMonths,
  defaultUsageRange,
  usageByKind,
  usageByMonth,
  usageByProject,
  usageChartBars,
  usageCost,
  usageMinutes,
  usageMonthLabel,
  usageRange,
  usageTotals,
  type UsageRow,
} from '../src/analytics.js';

const row = (
  month: string,
  prjuid: string,
  renders: number,
  seconds: number,
  cost: number,
  name?: string,
): UsageRow => ({
  prjuid,
  region: 'us-east-1',
  month,
  renders,
  failed: 0,
  seconds,
  cost,
  ...(name ? { name } : {}),
});

describe('usage ranges', () => {
  it('defaults to the current month and the eleven before it, in UTC', () => {
    const range = defaultUsageRange(new Date('2026-03-31T23:30:00Z'));
    expect(range.first).toBe('2025-04');
    expect(range.last).toBe('2026-03');
    expect(range.from).toBe(Date.UTC(2025, 3, 1) / 1000);
    expect(range.to).toBe(Date.UTC(2026, 3, 1) / 1000);
  });

  it('counts months across years both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-11', -23)).toBe('2024-12');
  });

  it('refuses a picked range that is reversed, malformed or too long, saying why', () => {
    expect(usageRange('2026-05', '2026-04')).toBe('The first month must not be after the last.');
    expect(usageRange('2026-13', '2026-12')).toBe('Choose the first month.');
    expect(usageRange('2026-01', '')).toBe('Choose the last month.');
    expect(usageRange('2026-01; DROP', '2026-02')).toBe('Choose the first month.');
    expect(usageRange('2023-01', '2026-01')).toBe('Choose at most 36 months.');
    expect(usageRange('2023-01', '2025-12')).toMatchObject({ first: '2023-01', last: '2025-12' });
    expect(usageRange('2026-02', '2026-02')).toEqual({
      first: '2026-02',
      last: '2026-02',
      from: Date.UTC(2026, 1, 1) / 1000,
      to: Date.UTC(2026, 2, 1) / 1000,
    });
  });
});

describe('usage by kind', () => {
  it('adds the renders of every row up by kind, the most first, and names none when no host told them', () => {
    const rows: UsageRow[] = [
      { ...row('2026-10', 'p1', 3, 60, 120), kinds: { export: 2, frame: 1 } },
      { ...row('2026-11', 'p2', 4, 30, 30), kinds: { frame: 3, batch: 1, share: 0 } },
    ];
    expect(usageByKind(rows)).toEqual([
      { kind: 'frame', renders: 4 },
      { kind: 'export', renders: 2 },
      { kind: 'batch', renders: 1 },
    ]);
    expect(usageByKind([row('2026-10', 'p1', 3, 60, 120)])).toEqual([]);
  });
});

describe('usage grouping', () => {
  const rows = [
    row('2026-10', 'p1', 2, 60, 120, 'Sample'),
    row('2026-10', 'p2', 1, 30, 30, 'Promo'),
    row('2026-11', 'p1', 3, 90, 360, 'Sample'),
    row('2026-11', 'gone', 1, 12, 12),
  ];

  it('adds each month up, months without renders at zero, in order', () => {
    const months = usageByMonth(['2026-09', '2026-10', '2026-11'], rows);
    expect(months.map((m) => [m.month, m.renders, m.seconds, m.cost])).toEqual([
      ['2026-09', 0, 0, 0],
      ['2026-10', 3, 90, 150],
      ['2026-11', 4, 102, 372],
    ]);
  });

  it('adds each project up over the months, the costliest first, a gone project by its id', () => {
    const projects = usageByProject(rows);
    expect(projects.map((p) => [p.name, p.renders, p.seconds, p.cost])).toEqual([
      ['Sample', 5, 150, 480],
      ['Promo', 1, 30, 30],
      ['gone', 1, 12, 12],
    ]);
  });

  it('totals agree with the months and with the projects', () => {
    const totals = usageTotals(rows);
    expect(totals).toEqual({ renders: 7, failed: 0, seconds: 192, cost: 522 });
    expect(usageTotals(usageByMonth([], rows))).toEqual(totals);
    expect(usageTotals(usageByProject(rows))).toEqual(totals);
  });

  it('is empty without rows', () => {
    expect(usageByProject([])).toEqual([]);
    expect(usageTotals([])).toEqual({ renders: 0, failed: 0, seconds: 0, cost: 0 });
  });
});

describe('usage chart', () => {
  it('draws one bar a month of the chosen measure', () => {
    const months = usageByMonth(['2026-10', '2026-11'], [row('2026-11', 'p1', 3, 90, 360.04)]);
    expect(usageChartBars(months, 'renders')).toEqual([
      { label: 'Oct 2026', value: 0 },
      { label: 'Nov 2026', value: 3 },
    ]);
    expect(usageChartBars(months, 'minutes')[1]?.value).toBe(1.5);
    expect(usageChartBars(months, 'cost')[1]?.value).toBe(6);
  });

  it('writes minutes and cost (factor × minutes) to hundredths, and months by name', () => {
    expect(usageMinutes(100)).toBe(1.67);
    expect(usageMinutes(0.4)).toBe(0.01);
    expect(usageCost(120)).toBe(2);
    expect(usageCost(100)).toBe(1.67);
    expect(usageMonthLabel('2026-01')).toBe('Jan 2026');
    expect(usageMonthLabel('junk')).toBe('junk');
  });
});
