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
const TO_JSON: protobuf.IConversionOptions = {
  enums: String,
  longs: Number,
  bytes: String,
  defaults: false,
  arrays: false,
  objects: false,
  oneofs: false,
};

export class MovieFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MovieFormatError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** What converting one field needs: its enum's values or its message type, and its shape. */
interface FieldPlan {
  field: protobuf.Field;
  enumValues?: Record<string, number>;
  type?: protobuf.Type;
}

/** Each type's fields, resolved once: a big movie converts many thousands of objects. */
const fieldPlans = new Map<protobuf.Type, Map<string, FieldPlan>>();

function plansOf(type: protobuf.Type): Map<string, FieldPlan> {
  let plans = fieldPlans.get(type);
  if (!plans) {
    plans = new Map();
    for (const [key, field] of Object.entries(type.fields)) {
      const resolved = field.resolve().resolvedType;
      plans.set(key, {
        field,
        ...(resolved instanceof protobuf.Enum ? { enumValues: resolved.values } : {}),
        ...(resolved instanceof protobuf.Type ? { type: resolved } : {}),
      });
    }
    fieldPlans.set(type, plans);
  }
  return plans;
}

/** Where a value is, written out only for an error's message: `scenes[2].layers[0].fit`. */
type Place = { parent: Place | undefined; key: string | number } | undefined;

function placeText(place: Place): string {
  let text = '';
  for (let at = place; at; at = at.parent) {
    text = typeof at.key === 'number' ? `[${at.key}]${text}` : `${at.parent ? '.' : ''}${at.key}${text}`;
  }
  return text;
}

function convertValue(plan: FieldPlan, one: unknown, place: Place): unknown {
  if (plan.enumValues && typeof one === 'string') {
    const number = plan.enumValues[one];
    if (number === undefined)
      throw new MovieFormatError(
        `${placeText(place)} cannot be ${JSON.stringify(one)}: use one of ${Object.keys(plan.enumValues).join(', ')}.`,
      );
    return number;
  }
  if (plan.type && isObject(one)) return withEnumNumbers(plan.type, one, place);
  return one;
}

/**
 * A copy of a JSON message with enum names turned into their numbers, so that `verify` can
 * check every field; an unknown name is an error that names the field and the choices.
 */
function withEnumNumbers(type: protobuf.Type, value: Record<string, unknown>, place: Place): Record<string, unknown> {
  const plans = plansOf(type);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = value[key];
    const plan = plans.get(key);
    const here: Place = { parent: place, key };
    if (!plan)
      throw new MovieFormatError(`${place ? `${placeText(place)}.` : ''}${key} is not a field of ${type.name}.`);
    if (plan.field.repeated && Array.isArray(item)) {
      const list = new Array<unknown>(item.length);
      for (let index = 0; index < item.length; index++)
        list[index] = convertValue(plan, item[index], { parent: here, key: index });
      out[key] = list;
    } else if (plan.field.map && isObject(item)) {
      const map: Record<string, unknown> = {};
      for (const mapKey of Object.keys(item))
        map[mapKey] = convertValue(plan, item[mapKey], { parent: here, key: mapKey });
      out[key] = map;
    } else out[key] = convertValue(plan, item, here);
  }
  return out;
}

function fromJson<M>(type: protobuf.Type, codec: StaticMessage<M>, value: unknown, what: string): M {
  if (!isObject(value)) throw new MovieFormatError(`${what} must be a JSON object.`);
  const numbered = withEnumNumbers(type, value, undefined);
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
  return StaticPreviewRequest.encode(
    fromJson(PreviewRequestType, StaticPreviewRequest, request, 'The preview request'),
  ).finish();
}

export function decodePreviewRequest(bytes: Uint8Array): PreviewRequest {
  try {
    return StaticPreviewRequest.toObject(StaticPreviewRequest.decode(bytes), TO_JSON) as PreviewRequest;
  } catch (error) {
    throw new MovieFormatError(`The preview request is not valid: ${messageOf(error)}.`);
  }
}
