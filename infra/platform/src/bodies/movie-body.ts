import { encodeMovie, MovieFormatError } from '@reelforge/sdl';
import { assertRenderLimits, assertSentMovieLimits } from '../lib/render-limits.ts';
import { movieFromBinary, movieFromJson } from './movie-decode.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { JsonBounds } from '../lib/json-bounds.ts';
import { readJsonBody } from './schema-body.ts';

/**
 * A movie's save (PUT /v1/sdl) as the route takes it (docs/request-limits.md): its JSON form
 * or its binary message, checked and normalised, held to the render limits with its own
 * values, and encoded as it is stored. Made on a body worker for a big body: the largest
 * movie (1,000 scenes, 5,000 layers, 60,000 items) costs the event loop only its copies.
 */
export interface ReadMovie {
  /** The binary message stored, moved from the worker rather than copied. */
  encoded: Uint8Array;
}

export type MovieReading = { problem: string } | { read: ReadMovie };

/** The refusal a check throws (a 400 naming the field), as a reading's problem. */
function refused(error: unknown): { problem: string } {
  if (error instanceof HttpError && error.statusCode === 400) return { problem: error.message };
  if (error instanceof MovieFormatError) return { problem: error.message };
  throw error;
}

/** Reads a movie's raw body: JSON (`bounds` its shape limits) or, without bounds, the binary message. */
export function readMovie(bytes: Uint8Array, bounds?: JsonBounds): MovieReading {
  try {
    let movie;
    if (bounds) {
      const reading = readJsonBody(bytes, bounds);
      if (!('body' in reading)) return reading;
      if (reading.body === null)
        return { problem: 'Send the movie as its binary message (application/x-protobuf) or as JSON' };
      assertSentMovieLimits(reading.body);
      movie = movieFromJson(reading.body);
    } else movie = movieFromBinary(bytes);
    // Told on save, not first at render time: the movie as it renders with its own values.
    assertRenderLimits(movie, {});
    return { read: { encoded: encodeMovie(movie) } };
  } catch (error) {
    return refused(error);
  }
}

/** The memory a reading moves from a body worker rather than copies. */
export function movieTransfers(read: ReadMovie): ArrayBuffer[] {
  const { buffer, byteOffset, byteLength } = read.encoded;
  // protobufjs writes into a buffer of its own; a view into a bigger one is copied.
  return byteOffset === 0 && byteLength === buffer.byteLength ? [buffer as ArrayBuffer] : [];
}
