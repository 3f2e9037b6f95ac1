/**
 * The rectangle a person gives the tracker (docs/tracking.md "The tracker"): on one frame of a
 * video, in the video's pixels, what to follow. Its centre is the tracked point.
 */
import { MAX_TRACK_POINTS, type TrackPoint } from './track-points.js';

export interface TrackRect {
  /** The video's frame, from 0. */
  frame: number;
  /** Left and top edge, width and height, in the video's pixels. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What the tracker needs to know of the video. */
export interface TrackedVideoSize {
  width: number;
  height: number;
  /** Its length in frames; 0 when unknown. */
  frames: number;
}

/** The smallest side of a rectangle: below it there is too little picture to match. */
export const MIN_TRACK_SIDE = 16;
/** The largest side: the matching's work grows with the rectangle's area (docs/tracking.md "Limits"). */
export const MAX_TRACK_SIDE = 256;
/** The largest video the tracker reads (its side, in pixels). */
export const MAX_TRACKED_VIDEO_SIDE = 4096;

const whole = (value: number) => Number.isInteger(value);

/**
 * Why the tracker cannot start from this rectangle of this video, or undefined when it can:
 * whole numbers, a frame of the video, sides of 16 to 256 pixels, wholly inside the picture.
 */
export function trackRectProblem(rect: TrackRect, video: TrackedVideoSize): string | undefined {
  const { frame, x, y, w, h } = rect;
  if (!(video.width > 0 && video.height > 0)) return "The video's picture size is not known: upload it again";
  if (video.width > MAX_TRACKED_VIDEO_SIDE || video.height > MAX_TRACKED_VIDEO_SIDE) {
    return `The tracker reads videos of at most ${MAX_TRACKED_VIDEO_SIDE} pixels a side`;
  }
  if (!whole(frame) || frame < 0) return 'The frame is a whole number from 0';
  if (video.frames > 0 && frame >= video.frames) {
    return `Frame ${frame} is past the video's last frame (${video.frames - 1})`;
  }
  if (![x, y, w, h].every(whole)) return "The rectangle's x, y, w and h are whole numbers of pixels";
  if (w < MIN_TRACK_SIDE || h < MIN_TRACK_SIDE || w > MAX_TRACK_SIDE || h > MAX_TRACK_SIDE) {
    return `The rectangle's sides are ${MIN_TRACK_SIDE} to ${MAX_TRACK_SIDE} pixels (${w} × ${h} given)`;
  }
  if (x < 0 || y < 0 || x + w > video.width || y + h > video.height) {
    return `The rectangle must lie inside the video's ${video.width} × ${video.height} picture`;
  }
  return undefined;
}

/** The point a rectangle stands for: its centre, as fractions of the video's width and height. */
export function rectPoint(rect: TrackRect, video: Pick<TrackedVideoSize, 'width' | 'height'>): TrackPoint {
  return {
    frame: rect.frame,
    x: clamp01((rect.x + rect.w / 2) / video.width),
    y: clamp01((rect.y + rect.h / 2) / video.height),
  };
}

/**
 * A rectangle of `w` × `h` pixels centred on a point (fractions of the video), moved inside the
 * picture if it would stick out: how a corrected point becomes where the tracker starts again.
 */
export function rectAround(
  point: TrackPoint,
  size: { w: number; h: number },
  video: Pick<TrackedVideoSize, 'width' | 'height'>,
): TrackRect {
  const w = Math.min(size.w, video.width);
  const h = Math.min(size.h, video.height);
  const x = Math.round(point.x * video.width - w / 2);
  const y = Math.round(point.y * video.height - h / 2);
  return {
    frame: point.frame,
    x: Math.min(Math.max(0, x), video.width - w),
    y: Math.min(Math.max(0, y), video.height - h),
    w,
    h,
  };
}

/**
 * The frames a tracking from `frame` reads: to the video's end (`videoFrames`, 0 when not known),
 * and no more than a version may hold beside the `kept` points before it.
 */
export function framesToTrack(frame: number, videoFrames: number, kept = 0): number {
  const room = MAX_TRACK_POINTS - kept;
  return videoFrames > 0 ? Math.max(0, Math.min(videoFrames - frame, room)) : room;
}

/**
 * A version's points after a tracking from `frame`: the points before it kept, then the new ones
 * (every new point is at `frame` or later), in frame order.
 */
export function pointsAfterRetrack(
  points: readonly TrackPoint[],
  frame: number,
  tracked: readonly TrackPoint[],
): TrackPoint[] {
  return [...points.filter((p) => p.frame < frame), ...tracked.filter((p) => p.frame >= frame)].sort(
    (a, b) => a.frame - b.frame,
  );
}

/** The point of exactly this frame, if the version has one. */
export function pointAtFrame(points: readonly TrackPoint[], frame: number): TrackPoint | undefined {
  let low = 0;
  let high = points.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = points[middle]!;
    if (at.frame === frame) return at;
    if (at.frame < frame) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/**
 * The rectangle a drag draws from one corner to the other (video pixels, either direction),
 * rounded to whole pixels and cut to the picture; undefined while it is smaller than the
 * tracker's smallest side, so a click is no rectangle.
 */
export function rectFromCorners(
  frame: number,
  a: { x: number; y: number },
  b: { x: number; y: number },
  video: Pick<TrackedVideoSize, 'width' | 'height'>,
): TrackRect | undefined {
  const clampX = (value: number) => Math.min(video.width, Math.max(0, Math.round(value)));
  const clampY = (value: number) => Math.min(video.height, Math.max(0, Math.round(value)));
  const [x0, x1] = [clampX(Math.min(a.x, b.x)), clampX(Math.max(a.x, b.x))];
  const [y0, y1] = [clampY(Math.min(a.y, b.y)), clampY(Math.max(a.y, b.y))];
  const w = Math.min(MAX_TRACK_SIDE, x1 - x0);
  const h = Math.min(MAX_TRACK_SIDE, y1 - y0);
  if (w < MIN_TRACK_SIDE || h < MIN_TRACK_SIDE) return undefined;
  return { frame, x: x0, y: y0, w, h };
}

/** The rectangle moved by whole pixels (a drag of its point, an arrow key), kept inside the picture. */
export function moveRect(
  rect: TrackRect,
  dx: number,
  dy: number,
  video: Pick<TrackedVideoSize, 'width' | 'height'>,
): TrackRect {
  return {
    ...rect,
    x: Math.min(Math.max(0, Math.round(rect.x + dx)), Math.max(0, video.width - rect.w)),
    y: Math.min(Math.max(0, Math.round(rect.y + dy)), Math.max(0, video.height - rect.h)),
  };
}
