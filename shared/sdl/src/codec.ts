import protobuf from 'protobufjs';
import { messageOf } from '@reelforge/model';
import { reelforge } from './generated/movie-static.js';
import { MOVIE_PROTO } from './movie-proto.js';
import type { Movie, PreviewRequest } from './generated/movie-types.js';

/**
 * The reflection of movie.proto: field names, enum values and nested types, which
 * protobufjs builds without compiling anything. Its encode, decode, verify, fromObject and
 * toObject would be compiled with Function() on first use, which a Content-Security-Policy
 * without 'unsafe-eval' forbids: those come from the static code generated from the same
 * file (src/generated, `pnpm --filter @reelforge/sdl generate`).
 */
const root = protobuf.parse(MOVIE_PROTO, { keepCase: true }).root;
export const MovieType = root.lookupType('reelforge.sdl.Movie');
export const PreviewRequestType = root.lookupType('reelforge.sdl.PreviewRequest');

/** What the static code of one message type offers. */
interface StaticMessage<M> {
  verify(object: Record<string, unknown>): string | null;
  fromObject(object: Record<string, unknown>): M;
  toObject(message: M, options?: protobuf.IConversionOptions): Record<string, unknown>;
  encode(message: M): protobuf.Writer;
  decode(bytes: Uint8Array): M;
}

const StaticMovie: StaticMessage<reelforge.sdl.Movie> = reelforge.sdl.Movie;
const StaticPreviewRequest: StaticMessage<reelforge.sdl.PreviewRequest> = reelforge.sdl.PreviewRequest;

/** The JSON form: enum names, no default values, numbers for numbers. */
const TO_JSON: protobuf.IConversionOptions = { enums: String, longs: Number, bytes: String, defaults: false, arrays: false, objects: false, oneofs: false };

export class MovieFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MovieFormatError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * A copy of a JSON message with enum names turned into their numbers, so that `verify` can
 * check every field; an unknown name is an error that names the field and the choices.
 */
function withEnumNumbers(type: protobuf.Type, value: Record<string, unknown>, path: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const field = type.fields[key];
    if (!field) throw new MovieFormatError(`${path}${key} is not a field of ${type.name}.`);
    const resolved = field.resolve().resolvedType;
    const convert = (one: unknown, at: string): unknown => {
      if (resolved instanceof protobuf.Enum && typeof one === 'string') {
        const number = resolved.values[one];
        if (number === undefined) throw new MovieFormatError(`${at} cannot be ${JSON.stringify(one)}: use one of ${Object.keys(resolved.values).join(', ')}.`);
        return number;
      }
      if (resolved instanceof protobuf.Type && isObject(one)) return withEnumNumbers(resolved, one, `${at}.`);
      return one;
    };
    if (field.repeated && Array.isArray(item)) out[key] = item.map((one, index) => convert(one, `${path}${key}[${index}]`));
    else if (field.map && isObject(item)) out[key] = Object.fromEntries(Object.entries(item).map(([k, v]) => [k, convert(v, `${path}${key}.${k}`)]));
    else out[key] = convert(item, `${path}${key}`);
  }
  return out;
}

function fromJson<M>(type: protobuf.Type, codec: StaticMessage<M>, value: unknown, what: string): M {
  if (!isObject(value)) throw new MovieFormatError(`${what} must be a JSON object.`);
  const numbered = withEnumNumbers(type, value, '');
  const problem = codec.verify(numbered);
  if (problem) throw new MovieFormatError(`${what} is not valid: ${problem}.`);
  return codec.fromObject(numbered);
}

/** A movie's JSON form, checked and normalised (defaults dropped). */
export function normaliseMovie(value: unknown): Movie {
  return StaticMovie.toObject(fromJson(MovieType, StaticMovie, value, 'The movie'), TO_JSON) as Movie;
}

export function encodeMovie(movie: Movie): Uint8Array {
  return StaticMovie.encode(fromJson(MovieType, StaticMovie, movie, 'The movie')).finish();
}

export function decodeMovie(bytes: Uint8Array): Movie {
  let message: reelforge.sdl.Movie;
  try {
    message = StaticMovie.decode(bytes);
  } catch (error) {
    throw new MovieFormatError(`The movie is not a valid scene description: ${messageOf(error)}.`);
  }
  return StaticMovie.toObject(message, TO_JSON) as Movie;
}

export function encodePreviewRequest(request: PreviewRequest): Uint8Array {
  return StaticPreviewRequest.encode(fromJson(PreviewRequestType, StaticPreviewRequest, request, 'The preview request')).finish();
}

export function decodePreviewRequest(bytes: Uint8Array): PreviewRequest {
  try {
    return StaticPreviewRequest.toObject(StaticPreviewRequest.decode(bytes), TO_JSON) as PreviewRequest;
  } catch (error) {
    throw new MovieFormatError(`The preview request is not valid: ${messageOf(error)}.`);
  }
}
