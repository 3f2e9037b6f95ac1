import { trackVersionBody, type TrackVersionChanges } from '@reelforge/contract';
import { isTrackFrame, pastLastFrameProblem, sortTrackPoints, trackPointsProblemAt } from '@reelforge/model';
import type { JsonBounds } from './json-bounds.ts';
import { bodyValidator, readSchemaBody, type BodyValidation } from './schema-body.ts';

/**
 * A tracking version's PUT body as the route takes it (docs/tracking.md): checked against
 * its schema, its points already sorted and turned into the version's stored text. Made on a
 * body worker for a big body: 100,000 points are parsed, checked and stringified off the
 * event loop, and one string comes back instead of 100,000 objects.
 */
export interface ReadTrackVersion {
  name?: string;
  /** Left out: the points are kept (an update) or none (a create). */
  points?: ReadTrackPoints;
}

export interface ReadTrackPoints {
  /** The stored text: `{"points":[...]}`, the points in frame order. */
  data: string;
  count: number;
  /** The first problem trackPointsProblem finds when the video's length is not known. */
  problem?: { index: number; message: string };
  /** Each point's frame, in the order sent: what the video's length is checked against. */
  frames: Float64Array;
}

export type TrackVersionReading = { problem: string } | { validation: BodyValidation } | { read: ReadTrackVersion };

let validate: ReturnType<typeof bodyValidator> | undefined;

/** Reads a PUT body's raw UTF-8: its shape limits, its JSON, its schema, then its points' problems and stored text. */
export function readTrackVersion(bytes: Uint8Array, bounds: JsonBounds): TrackVersionReading {
  const reading = readSchemaBody(bytes, bounds, (validate ??= bodyValidator(trackVersionBody)));
  if (!('body' in reading)) return reading;
  const { name, points } = reading.body as TrackVersionChanges;
  if (points === undefined) return { read: name === undefined ? {} : { name } };
  const problem = trackPointsProblemAt(points);
  const read: ReadTrackPoints = {
    data: problem ? '' : JSON.stringify({ points: sortTrackPoints(points) }),
    count: points.length,
    frames: Float64Array.from(points, (point) => point.frame),
    ...(problem ? { problem } : {}),
  };
  return { read: { ...(name === undefined ? {} : { name }), points: read } };
}

/**
 * What trackPointsProblem would answer for the points read, for a video of `frameCount`
 * frames (0 or undefined: not known): the first point past the video's last frame, when it
 * comes before (or is) the point of the problem found without the length.
 */
export function readPointsProblem(points: ReadTrackPoints, frameCount?: number): string | undefined {
  if (frameCount) {
    const last = points.problem ? Math.min(points.problem.index, points.frames.length - 1) : points.frames.length - 1;
    for (let index = 0; index <= last; index++) {
      const frame = points.frames[index]!;
      if (isTrackFrame(frame) && frame >= frameCount) return pastLastFrameProblem(index, frame, frameCount);
    }
  }
  return points.problem?.message;
}
