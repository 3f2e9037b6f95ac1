import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_MAX_BUCKETS,
  ANALYTICS_RANGES,
  AnalyticsQueryError,
  checkedSearch,
  checkedStatsWindow,
  epochSeconds,
  monthsOfWindow,
  narrowedWindow,
  resolutionFactor,
} from '../src/analytics-query.js';

describe('resolutionFactor (docs/reference.md §9)', () => {
  it('weighs each size by its pixels', () => {
    expect(resolutionFactor(640, 360)).toBe(1);
    expect(resolutionFactor(320, 240)).toBe(1);
    expect(resolutionFactor(960, 540)).toBe(1.5);
    expect(resolutionFactor(1280, 720)).toBe(2);
    expect(resolutionFactor(1920, 1080)).toBe(4);
    expect(resolutionFactor(3840, 2160)).toBe(8);
    expect(resolutionFactor(7680, 4320)).toBe(16);
    expect(resolutionFactor(360, 640)).toBe(1);
    expect(resolutionFactor(642, 360)).toBe(1.5);
  });
});

describe('the ranges', () => {
  it('are those of §9, each with at most the most buckets', () => {
    expect(ANALYTICS_RANGES.map((range) => range.seconds)).toEqual([
      300, 900, 3600, 7200, 43200, 86400, 172800, 604800, 2592000, 5184000,
    ]);
    for (const range of ANALYTICS_RANGES)
      expect(range.seconds / range.interval).toBeLessThanOrEqual(ANALYTICS_MAX_BUCKETS);
  });
});

describe('checkedSearch', () => {
  it('counts the buckets and takes the defaults', () => {
    expect(checkedSearch({ from: 1000, to: 4600, interval: 30 })).toEqual({
      from: 1000,
      to: 4600,
      interval: 30,
      buckets: 120,
      size: 50,
      offset: 0,
    });
    expect(checkedSearch({ from: 0, to: 100, interval: 30, size: 5, offset: 10 })).toMatchObject({
      buckets: 4,
      size: 5,
      offset: 10,
    });
  });

  it.each([
    [{ from: -1, to: 10, interval: 1 }, /from must be between/],
    [{ from: 10, to: 10, interval: 1 }, /must be after/],
    [{ from: 20, to: 10, interval: 1 }, /must be after/],
    [{ from: 0, to: 10, interval: 0 }, /interval must be/],
    [{ from: 0, to: 10, interval: -5 }, /interval must be/],
    [{ from: 0, to: 10, interval: 1.5 }, /interval must be/],
    [{ from: 0, to: 10, interval: '10' }, /interval must be/],
    [{ from: 0.5, to: 10, interval: 1 }, /from must be a whole number/],
    [{ from: 'yesterday', to: 10, interval: 1 }, /from must be a whole number/],
    [{ from: 0, to: 1e20, interval: 1 }, /to must be between/],
    [{ from: 0, to: 500 * 86400, interval: 86400 }, /at most 34560000/],
    [{ from: 0, to: 10_001, interval: 1 }, /10001 buckets/],
    [{ from: 0, to: 10, interval: 1, size: 1001 }, /size must be from 0 to 1000/],
    [{ from: 0, to: 10, interval: 1, offset: -1 }, /offset must be from 0/],
  ])('refuses %j', (body, message) => {
    expect(() => checkedSearch(body)).toThrow(AnalyticsQueryError);
    expect(() => checkedSearch(body)).toThrow(message);
  });
});

describe('windows', () => {
  it('reads seconds from the address', () => {
    expect(epochSeconds('start', '120')).toBe(120);
    expect(() => epochSeconds('start', '12a')).toThrow(/start must be a whole number/);
    expect(() => epochSeconds('start', '')).toThrow(/start must be a whole number/);
  });

  it('narrows by start and end, an empty overlap being empty', () => {
    expect(narrowedWindow({ from: 100, to: 200 }, undefined, undefined)).toEqual({ from: 100, to: 200 });
    expect(narrowedWindow({ from: 100, to: 200 }, '150', undefined)).toEqual({ from: 150, to: 200 });
    expect(narrowedWindow({ from: 100, to: 200 }, '50', '120')).toEqual({ from: 100, to: 120 });
    expect(narrowedWindow({ from: 100, to: 200 }, '300', '400')).toEqual({ from: 300, to: 300 });
  });

  it('lists the months a window touches', () => {
    const from = Date.UTC(2026, 10, 15) / 1000;
    const to = Date.UTC(2027, 1, 1) / 1000;
    expect(monthsOfWindow({ from, to })).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(checkedStatsWindow(String(from), String(to)).months).toHaveLength(3);
    expect(() => checkedStatsWindow('0', String(Date.UTC(2026, 0, 1) / 1000))).toThrow(/months: at most 120/);
    expect(() => checkedStatsWindow('10', '5')).toThrow(/must be after/);
  });
});
