import { describe, expect, it } from 'vitest';
import {
  analyticsFilters,
  analyticsFilterSearch,
  analyticsRange,
  analyticsTotals,
  chargedCost,
  analyticsWindow,
  renderCost,
  searchTotals,
  sessionCost,
  spanLabel,
  usageCost,
} from '../src/analytics.js';

describe('the analytics range', () => {
  it('is the one the address names, else an hour in 30 s buckets', () => {
    expect(analyticsRange('300')).toEqual({ seconds: 300, interval: 1 });
    expect(analyticsRange(5184000)).toEqual({ seconds: 5184000, interval: 86400 });
    for (const bad of [null, undefined, '', '301', '-3600', 'abc', '3600.5', '1e99'])
      expect(analyticsRange(bad)).toEqual({ seconds: 3600, interval: 30 });
  });

  it('is written for people', () => {
    expect([300, 3600, 7200, 43200, 86400, 172800, 604800, 5184000, 90].map(spanLabel)).toEqual([
      '5 minutes',
      '1 hour',
      '2 hours',
      '12 hours',
      '1 day',
      '2 days',
      '7 days',
      '60 days',
      '90 seconds',
    ]);
  });

  it('covers whole buckets up to the one holding now', () => {
    expect(analyticsWindow({ seconds: 3600, interval: 30 }, 1_000_015_000)).toEqual({
      from: 996_420,
      to: 1_000_020,
      interval: 30,
    });
    const window = analyticsWindow({ seconds: 86400, interval: 600 }, 1_700_000_000_000);
    expect(window.to - window.from).toBe(86400);
    expect(window.to % 600).toBe(0);
    expect(window.to).toBeGreaterThanOrEqual(1_700_000_000);
  });
});

describe('the cost of a render session', () => {
  it('is the resolution factor times the minutes rendered', () => {
    expect(sessionCost({ width: 640, height: 360, duration: 60 })).toBe(1);
    expect(sessionCost({ width: 1280, height: 720, duration: 30 })).toBe(1);
    expect(sessionCost({ width: 1920, height: 1080, duration: 90 })).toBe(6);
    expect(sessionCost({ width: 7680, height: 4320, duration: 60 })).toBe(16);
    expect(sessionCost({ width: 640, height: 360, duration: 0 })).toBe(0);
  });

  it("is the usage page's cost of the same render: renderCost (weighted seconds) shown as factor x minutes", () => {
    for (const session of [
      { width: 1280, height: 720, duration: 60 },
      { width: 960, height: 540, duration: 45 },
      { width: 160, height: 90, duration: 1 },
    ]) {
      expect(sessionCost(session)).toBe(usageCost(renderCost({ ...session, success: true })));
    }
    expect(renderCost({ width: 1280, height: 720, duration: 60, success: false })).toBe(0);
  });

  it('is charged only for a successful render', () => {
    expect(chargedCost({ width: 1280, height: 720, duration: 60, success: true })).toBe(2);
    expect(chargedCost({ width: 1280, height: 720, duration: 60, success: false })).toBe(0);
  });

  it('adds up with renders, errors, and the minutes and cost of the successful ones, as the usage page rounds', () => {
    const sessions = [
      { width: 640, height: 360, duration: 30, success: true },
      { width: 1920, height: 1080, duration: 15, success: false },
      { width: 960, height: 540, duration: 45, success: true },
    ];
    // 30 x 1 + 45 x 1.5 = 97.5 weighted seconds: 1.63 cost units, summed before rounding.
    expect(analyticsTotals(sessions)).toEqual({ renders: 3, errors: 1, minutes: 1.25, cost: 1.63 });
    expect(analyticsTotals([])).toEqual({ renders: 0, errors: 0, minutes: 0, cost: 0 });
    // The host's totals (aggregations.totals), shown with the same rule.
    expect(searchTotals({ renders: 3, failed: 1, seconds: 75, cost: 97.5 })).toEqual({
      renders: 3,
      errors: 1,
      minutes: 1.25,
      cost: 1.63,
    });
  });
});

describe('the filters in the address', () => {
  it('are read with fallbacks and written back without defaults', () => {
    expect(analyticsFilters('')).toEqual({ range: { seconds: 3600, interval: 30 }, errorsOnly: false });
    const filters = analyticsFilters('?range=86400&project=p2&movie=Intro%20cut&region=us-east-1&errors=1');
    expect(filters).toEqual({
      range: { seconds: 86400, interval: 600 },
      project: 'p2',
      movie: 'Intro cut',
      region: 'us-east-1',
      errorsOnly: true,
    });
    expect(analyticsFilterSearch(filters)).toBe('?range=86400&project=p2&movie=Intro+cut&region=us-east-1&errors=1');
    expect(analyticsFilters('?range=17&movie=%20%20&errors=yes')).toEqual({
      range: { seconds: 3600, interval: 30 },
      errorsOnly: false,
    });
    expect(analyticsFilterSearch(analyticsFilters('?range=3600'))).toBe('');
  });
});
