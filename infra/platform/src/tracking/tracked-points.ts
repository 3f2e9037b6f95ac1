import { sortTrackPoints, trackPointsProblemAt, type TrackPoint } from '@reelforge/model';
import type { ReadTrackPoints } from '../bodies/track-version-body.ts';

/**
 * Points the tracker made, in the form a version's save takes them (the form a PUT body is read
 * into): their stored text in frame order, their count and frames, and a problem if they had one.
 */
export function readPoints(points: readonly TrackPoint[]): ReadTrackPoints {
  const problem = trackPointsProblemAt(points);
  const frames = Float64Array.from(points, (point) => point.frame);
  return {
    dataBytes: new TextEncoder().encode(problem ? '' : JSON.stringify({ points: sortTrackPoints(points) })),
    count: points.length,
    frames,
    maxFrame: frames.reduce((max, frame) => Math.max(max, frame), -1),
    ...(problem ? { problem } : {}),
  };
}
