import { MovieFormatError, decodeMovie, normaliseMovie, type Movie } from '@reelforge/sdl';
import { badRequest } from '../lib/http-errors.ts';

/** The codec's complaint about a message as a 400 the user can act on. */
export function asBadRequest(error: unknown): never {
  if (error instanceof MovieFormatError) throw badRequest(error.message);
  throw error;
}

/** A movie from its binary message, checked; a malformed one is a 400. */
export function movieFromBinary(bytes: Uint8Array): Movie {
  try {
    // Decoding alone accepts some garbage; encoding again checks every field.
    const movie = decodeMovie(bytes);
    return normaliseMovie(movie);
  } catch (error) {
    return asBadRequest(error);
  }
}

/** A movie from its JSON form, checked and normalised; a wrong-typed field is a 400. */
export function movieFromJson(value: unknown): Movie {
  try {
    return normaliseMovie(value);
  } catch (error) {
    return asBadRequest(error);
  }
}
