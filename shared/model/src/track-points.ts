/**
 * Motion-tracking points (docs/tracking.md): one point per tracked frame of a video, x and y
 * as fractions of the video's width and height (0 is the left or top edge, 1 the right or
 * bottom edge), so a point means the same spot in any rendition of the video.
 */

export interface TrackPoint {
  /** The video's frame, from 0. */
  frame: number;
  x: number;
  y: number;
}

/** The most points a version holds (a 66-minute video at 25 fps, one point a frame). */
export const MAX_TRACK_POINTS = 100_000;
/** The highest frame number accepted when the video's length is not known. */
export const MAX_TRACK_FRAME = 10_000_000;

/**
 * Why these points cannot be stored, or undefined when they can. `frameCount` is the
 * video's length in frames when it is known (0 or undefined: unknown).
 */
export function trackPointsProblem(points: readonly TrackPoint[], frameCount?: number): string | undefined {
  return trackPointsProblemAt(points, frameCount)?.message;
}

/** A frame number a point may have (whatever the video's length). */
export const isTrackFrame = (frame: number) => Number.isInteger(frame) && frame >= 0 && frame <= MAX_TRACK_FRAME;

/** The refusal of point `index` (from 0) for a frame past a video of `frameCount` frames. */
export const pastLastFrameProblem = (index: number, frame: number, frameCount: number) =>
  `Point ${index + 1}: frame ${frame} is past the video's last frame (${frameCount - 1})`;

/** trackPointsProblem with the place (from 0) of the point it names: the count's problem is before every point (-1). */
export function trackPointsProblemAt(
  points: readonly TrackPoint[],
  frameCount?: number,
): { index: number; message: string } | undefined {
  if (points.length > MAX_TRACK_POINTS)
    return { index: -1, message: `A version holds at most ${MAX_TRACK_POINTS} points (${points.length} given)` };
  const seen = new Set<number>();
  for (const [index, { frame, x, y }] of points.entries()) {
    const at = (message: string) => ({ index, message: `Point ${index + 1}: ${message}` });
    if (!isTrackFrame(frame)) return at(`the frame is a whole number from 0 to ${MAX_TRACK_FRAME}`);
    if (frameCount && frame >= frameCount) return { index, message: pastLastFrameProblem(index, frame, frameCount) };
    if (!Number.isFinite(x) || !Number.isFinite(y) || x < 0 || x > 1 || y < 0 || y > 1) {
      return at("x and y are fractions of the video's width and height, from 0 to 1");
    }
    if (seen.has(frame)) return at(`frame ${frame} has a point already`);
    seen.add(frame);
  }
  return undefined;
}

/** The points in frame order (the stored and answered order). */
export function sortTrackPoints(points: readonly TrackPoint[]): TrackPoint[] {
  return [...points].sort((a, b) => a.frame - b.frame);
}

/**
 * Points read from storage or a file: entries that are not points are left out, so a hand-made
 * or older record still reads. The result is in frame order with one point a frame.
 */
export function readTrackPoints(value: unknown): TrackPoint[] {
  const list = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.points) ? value.points : [];
  const byFrame = new Map<number, TrackPoint>();
  for (const entry of list as unknown[]) {
    if (!isRecord(entry)) continue;
    const { frame, x, y } = entry;
    if (typeof frame !== 'number' || typeof x !== 'number' || typeof y !== 'number') continue;
    if (trackPointsProblem([{ frame, x, y }]) !== undefined || byFrame.has(frame)) continue;
    byFrame.set(frame, { frame, x, y });
  }
  return sortTrackPoints([...byFrame.values()]);
}

/**
 * The tracked position at `frame` (points in frame order): between two tracked frames the
 * straight line between their points; before the first and after the last, that point held.
 * Undefined when there are no points.
 */
export function trackPositionAt(points: readonly TrackPoint[], frame: number): { x: number; y: number } | undefined {
  if (points.length === 0) return undefined;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (frame <= first.frame) return { x: first.x, y: first.y };
  if (frame >= last.frame) return { x: last.x, y: last.y };
  let low = 0;
  let high = points.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (points[middle]!.frame <= frame) low = middle;
    else high = middle;
  }
  const a = points[low]!;
  const b = points[high]!;
  const t = (frame - a.frame) / (b.frame - a.frame);
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
