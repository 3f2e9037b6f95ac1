import { describe, expect, it } from 'vitest';
import {
  MAX_TRACK_POINTS,
  readTrackPoints,
  sortTrackPoints,
  trackPointsProblem,
  trackPositionAt,
} from '../src/index.js';

describe('trackPointsProblem', () => {
  it('accepts points in any order, edges included', () => {
    expect(
      trackPointsProblem([
        { frame: 4, x: 1, y: 1 },
        { frame: 0, x: 0, y: 0 },
      ]),
    ).toBeUndefined();
    expect(trackPointsProblem([])).toBeUndefined();
  });

  it.each([
    ['a negative frame', [{ frame: -1, x: 0, y: 0 }], /Point 1: the frame is a whole number/],
    ['a fractional frame', [{ frame: 0.5, x: 0, y: 0 }], /whole number/],
    ['x past 1', [{ frame: 0, x: 1.5, y: 0 }], /Point 1: x and y are fractions/],
    ['a negative y', [{ frame: 0, x: 0, y: -0.1 }], /fractions/],
    ['NaN', [{ frame: 0, x: Number.NaN, y: 0 }], /fractions/],
    ['Infinity', [{ frame: 0, x: 0, y: Number.POSITIVE_INFINITY }], /fractions/],
    [
      'a frame twice',
      [
        { frame: 2, x: 0, y: 0 },
        { frame: 2, x: 1, y: 1 },
      ],
      /Point 2: frame 2 has a point already/,
    ],
  ])('refuses %s', (_case, points, message) => {
    expect(trackPointsProblem(points)).toMatch(message);
  });

  it('keeps frames within the video when its length is known', () => {
    expect(trackPointsProblem([{ frame: 49, x: 0, y: 0 }], 50)).toBeUndefined();
    expect(trackPointsProblem([{ frame: 50, x: 0, y: 0 }], 50)).toBe(
      "Point 1: frame 50 is past the video's last frame (49)",
    );
    expect(trackPointsProblem([{ frame: 5000, x: 0, y: 0 }], 0)).toBeUndefined();
  });

  it('refuses more than the most points', () => {
    const many = Array.from({ length: MAX_TRACK_POINTS + 1 }, (_, frame) => ({ frame, x: 0, y: 0 }));
    expect(trackPointsProblem(many)).toMatch(/at most 100000 points \(100001 given\)/);
    expect(trackPointsProblem(many.slice(1))).toBeUndefined();
  });
});

describe('readTrackPoints', () => {
  it('reads a stored record or a bare list, in frame order', () => {
    const points = [
      { frame: 3, x: 0.5, y: 0.5 },
      { frame: 1, x: 0, y: 1 },
    ];
    expect(readTrackPoints({ points })).toEqual(sortTrackPoints(points));
    expect(readTrackPoints(points)).toEqual([
      { frame: 1, x: 0, y: 1 },
      { frame: 3, x: 0.5, y: 0.5 },
    ]);
  });

  it('leaves out what is not a point and keeps the first point of a frame', () => {
    expect(
      readTrackPoints({
        points: [
          null,
          'a',
          [1, 2],
          { frame: '1', x: 0, y: 0 },
          { frame: 2, x: 2, y: 0 },
          { frame: 1, x: 0.1, y: 0.2 },
          { frame: 1, x: 0.9, y: 0.9 },
        ],
      }),
    ).toEqual([{ frame: 1, x: 0.1, y: 0.2 }]);
    expect(readTrackPoints(null)).toEqual([]);
    expect(readTrackPoints({ frames: [[1, 2]] })).toEqual([]);
  });
});

describe('trackPositionAt', () => {
  const points = [
    { frame: 10, x: 0.2, y: 0.4 },
    { frame: 20, x: 0.6, y: 0.4 },
    { frame: 30, x: 0.6, y: 1 },
  ];

  it('is the point itself at a tracked frame', () => {
    expect(trackPositionAt(points, 20)).toEqual({ x: 0.6, y: 0.4 });
  });

  it('runs straight between tracked frames', () => {
    expect(trackPositionAt(points, 15)).toEqual({ x: 0.4, y: 0.4 });
    expect(trackPositionAt(points, 25)!.y).toBeCloseTo(0.7);
  });

  it('holds the first point before it and the last after it', () => {
    expect(trackPositionAt(points, 0)).toEqual({ x: 0.2, y: 0.4 });
    expect(trackPositionAt(points, 99)).toEqual({ x: 0.6, y: 1 });
  });

  it('is undefined without points', () => {
    expect(trackPositionAt([], 5)).toBeUndefined();
  });
});
