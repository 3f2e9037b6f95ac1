import { describe, expect, it } from 'vitest';
import {
  framesToTrack,
  MAX_TRACK_POINTS,
  moveRect,
  pointAtFrame,
  pointsAfterRetrack,
  rectAround,
  rectFromCorners,
  rectPoint,
  trackRectProblem,
} from '../src/index.js';

const VIDEO = { width: 640, height: 360, frames: 100 };
const rect = { frame: 0, x: 10, y: 20, w: 64, h: 32 };

describe('trackRectProblem', () => {
  it('accepts a rectangle inside the picture on a frame of the video, edges included', () => {
    expect(trackRectProblem(rect, VIDEO)).toBeUndefined();
    expect(trackRectProblem({ frame: 99, x: 384, y: 104, w: 256, h: 256 }, VIDEO)).toBeUndefined();
    expect(trackRectProblem({ frame: 5000, x: 0, y: 0, w: 16, h: 16 }, { ...VIDEO, frames: 0 })).toBeUndefined();
  });

  it('says why a rectangle cannot be tracked', () => {
    expect(trackRectProblem({ ...rect, w: 15 }, VIDEO)).toBe(
      "The rectangle's sides are 16 to 256 pixels (15 × 32 given)",
    );
    expect(trackRectProblem({ ...rect, h: 257 }, VIDEO)).toMatch(/16 to 256 pixels \(64 × 257 given\)/);
    expect(trackRectProblem({ ...rect, x: 577 }, VIDEO)).toBe(
      "The rectangle must lie inside the video's 640 × 360 picture",
    );
    expect(trackRectProblem({ ...rect, y: -1 }, VIDEO)).toMatch(/inside the video's/);
    expect(trackRectProblem({ ...rect, x: 1.5 }, VIDEO)).toMatch(/whole numbers of pixels/);
    expect(trackRectProblem({ ...rect, frame: 100 }, VIDEO)).toBe("Frame 100 is past the video's last frame (99)");
    expect(trackRectProblem({ ...rect, frame: -1 }, VIDEO)).toMatch(/whole number from 0/);
    expect(trackRectProblem(rect, { width: 0, height: 0, frames: 0 })).toMatch(/picture size is not known/);
    expect(trackRectProblem(rect, { width: 8192, height: 360, frames: 0 })).toMatch(/at most 4096 pixels a side/);
  });
});

describe('rectPoint and rectAround', () => {
  it("give a rectangle's centre as fractions, and a rectangle of a size around a point", () => {
    expect(rectPoint(rect, VIDEO)).toEqual({ frame: 0, x: 42 / 640, y: 36 / 360 });
    const around = rectAround({ frame: 7, x: 0.5, y: 0.5 }, { w: 64, h: 32 }, VIDEO);
    expect(around).toEqual({ frame: 7, x: 288, y: 164, w: 64, h: 32 });
    expect(rectPoint(around, VIDEO)).toEqual({ frame: 7, x: 0.5, y: 0.5 });
  });

  it('keeps a rectangle around a point near an edge inside the picture', () => {
    expect(rectAround({ frame: 0, x: 0, y: 1 }, { w: 64, h: 64 }, VIDEO)).toEqual({
      frame: 0,
      x: 0,
      y: 296,
      w: 64,
      h: 64,
    });
    expect(rectAround({ frame: 0, x: 1, y: 0 }, { w: 1000, h: 64 }, VIDEO)).toEqual({
      frame: 0,
      x: 0,
      y: 0,
      w: 640,
      h: 64,
    });
  });
});

describe('framesToTrack', () => {
  it("reads to the video's end, within what a version may hold", () => {
    expect(framesToTrack(0, 100)).toBe(100);
    expect(framesToTrack(60, 100, 60)).toBe(40);
    expect(framesToTrack(0, 0)).toBe(MAX_TRACK_POINTS);
    expect(framesToTrack(10, 200_000, 10)).toBe(MAX_TRACK_POINTS - 10);
  });
});

describe('pointsAfterRetrack and pointAtFrame', () => {
  const points = [0, 1, 2, 3, 5].map((frame) => ({ frame, x: frame / 10, y: 0.5 }));

  it('keep the points before the frame and take the new ones from it on', () => {
    const tracked = [3, 4, 5, 6].map((frame) => ({ frame, x: 0.9, y: 0.1 }));
    const merged = pointsAfterRetrack(points, 3, tracked);
    expect(merged.map((p) => [p.frame, p.x])).toEqual([
      [0, 0],
      [1, 0.1],
      [2, 0.2],
      [3, 0.9],
      [4, 0.9],
      [5, 0.9],
      [6, 0.9],
    ]);
    // Nothing found from the frame on: the points after it are gone too.
    expect(pointsAfterRetrack(points, 2, []).map((p) => p.frame)).toEqual([0, 1]);
  });

  it('finds the point of exactly a frame', () => {
    expect(pointAtFrame(points, 3)).toEqual({ frame: 3, x: 0.3, y: 0.5 });
    expect(pointAtFrame(points, 4)).toBeUndefined();
    expect(pointAtFrame([], 0)).toBeUndefined();
  });
});

describe('rectFromCorners and moveRect', () => {
  it('draw a rectangle from either corner, cut to the picture and to the largest side', () => {
    expect(rectFromCorners(3, { x: 100.4, y: 80 }, { x: 20, y: 10.6 }, VIDEO)).toEqual({
      frame: 3,
      x: 20,
      y: 11,
      w: 80,
      h: 69,
    });
    expect(rectFromCorners(0, { x: 600, y: 300 }, { x: 700, y: 400 }, VIDEO)).toEqual({
      frame: 0,
      x: 600,
      y: 300,
      w: 40,
      h: 60,
    });
    expect(rectFromCorners(0, { x: 0, y: 0 }, { x: 639, y: 359 }, VIDEO)).toMatchObject({ w: 256, h: 256 });
    // A click, or a sliver, is no rectangle.
    expect(rectFromCorners(0, { x: 50, y: 50 }, { x: 52, y: 90 }, VIDEO)).toBeUndefined();
  });

  it('move a rectangle by whole pixels without leaving the picture', () => {
    expect(moveRect(rect, 5.4, -3, VIDEO)).toEqual({ ...rect, x: 15, y: 17 });
    expect(moveRect(rect, -50, 1000, VIDEO)).toEqual({ ...rect, x: 0, y: 328 });
  });
});
