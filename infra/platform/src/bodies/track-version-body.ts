import { trackVersionBody, type TrackVersionChanges } from '@reelforge/contract';
import { isTrackFrame, pastLastFrameProblem, sortTrackPoints, trackPointsProblemAt } from '@reelforge/model';
import type { JsonBounds } from '../lib/json-bounds.ts';
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
  /**
   * The stored text, `{"points":[...]}` with the points in frame order, as bytes: moved from
   * the worker rather than copied, and spliced into the answer as they are (storedText).
   */
  dataBytes: Uint8Array;
  count: number;
  /** The first problem trackPointsProblem finds when the video's length is not known. */
  problem?: { index: number; message: string };
  /** Each point's frame, in the order sent: what the video's length is checked against. */
  frames: Float64Array;
  /** The highest frame of those readPointsProblem looks at (-1 for none): a longer video needs no look. */
  maxFrame: number;
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
  const data = problem ? '' : JSON.stringify({ points: sortTrackPoints(points) });
  const frames = Float64Array.from(points, (point) => point.frame);
  const read: ReadTrackPoints = {
    dataBytes: new TextEncoder().encode(data),
    count: points.length,
    frames,
    maxFrame: frames
      .subarray(0, lastLooked(frames, problem) + 1)
      .reduce((max, frame) => (isTrackFrame(frame) ? Math.max(max, frame) : max), -1),
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
  if (frameCount && points.maxFrame >= frameCount) {
    for (let index = 0, last = lastLooked(points.frames, points.problem); index <= last; index++) {
      const frame = points.frames[index]!;
      if (isTrackFrame(frame) && frame >= frameCount) return pastLastFrameProblem(index, frame, frameCount);
    }
  }
  return points.problem?.message;
}

/** The last point whose frame may be past the video's end before the problem found without its length. */
function lastLooked(frames: Float64Array, problem: ReadTrackPoints['problem']): number {
  return problem ? Math.min(problem.index, frames.length - 1) : frames.length - 1;
}

/**
 * The stored text of points read. The text is ASCII (numbers and the schema's names), so
 * it is read as Latin-1: a long one is then held outside the JavaScript heap, not copied
 * into it, and costs no collection.
 */
export function storedText(points: ReadTrackPoints): string {
  const { buffer, byteOffset, byteLength } = points.dataBytes;
  return Buffer.from(buffer, byteOffset, byteLength).toString('latin1');
}

/** The memory a reading moves from a body worker rather than copies. */
export function trackVersionTransfers(read: ReadTrackVersion): ArrayBuffer[] {
  return read.points ? [read.points.dataBytes.buffer as ArrayBuffer, read.points.frames.buffer as ArrayBuffer] : [];
}
