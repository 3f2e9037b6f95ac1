/**
 * The shape limits of a JSON body, checked on its raw text before it is parsed: parsing
 * costs time in proportion to the number of items (2.5 million small arrays take seconds),
 * not to the bytes, so a body within its size limit may still be refused here.
 */
export interface JsonBounds {
  /** Arrays and objects inside one another. */
  maxDepth: number;
  /** Array elements and object members, counted over the whole body. */
  maxItems: number;
}

/** What a route without limits of its own accepts (docs/request-limits.md). */
export const DEFAULT_JSON_BOUNDS: JsonBounds = { maxDepth: 64, maxItems: 100_000 };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

const tooManyItems = (maxItems: number) =>
  `The JSON body holds more than ${maxItems.toLocaleString('en-US')} array elements and object members`;

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * Why the UTF-8 JSON `bytes` are over `bounds`, or undefined. One pass over the bytes,
 * strings skipped; it stops at the first limit passed. Bytes, not characters: every byte of
 * a multi-byte UTF-8 character is above 0x7f, so none is taken for a bracket, quote or
 * comma, and bytes move to a body worker without a copy. Malformed text is left to the
 * parser (it refuses it at once), so this only counts.
 */
export function jsonBoundsProblem(bytes: Uint8Array, bounds: JsonBounds): string | undefined {
  const { maxDepth, maxItems } = bounds;
  let depth = 0;
  let items = 0;
  // After an opening bracket: the next significant character says whether the container holds an item.
  let opened = false;
  for (let i = 0; i < bytes.length; i++) {
    const code = bytes[i] as number;
    if (opened && !isSpace(code)) {
      opened = false;
      if (code !== CLOSE_ARRAY && code !== CLOSE_OBJECT && ++items > maxItems) return tooManyItems(maxItems);
    }
    if (code === QUOTE) {
      // Skip the string: a backslash escapes the next character.
      for (i++; i < bytes.length; i++) {
        const inner = bytes[i];
        if (inner === BACKSLASH) i++;
        else if (inner === QUOTE) break;
      }
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > maxDepth) return `The JSON body nests arrays and objects more than ${maxDepth} deep`;
      opened = true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    } else if (code === COMMA && ++items > maxItems) {
      return tooManyItems(maxItems);
    }
  }
  return undefined;
}

const MiB = 1024 * 1024;

/*
 * The calls that take more than the default 1 MiB, each bounded by what the console sends
 * it, with room to spare (docs/request-limits.md "Size" and "Shape of JSON" say why each).
 * The bytes are what the event loop copies, decodes and parses, so they are kept as low as
 * real use allows.
 */

/**
 * A movie (as JSON, in a render request, in a preview): a 200-scene movie of five layers a
 * scene is about 0.4 MiB and 25,000 items; 2 MiB and 60,000 items hold more than twice that.
 */
export const MOVIE_BODY_LIMIT_BYTES = 2 * MiB;
export const MOVIE_JSON_BOUNDS: Partial<JsonBounds> = { maxItems: 60_000 };

/** A preview request: a movie as base64 protobuf, a third bigger than its bytes. */
export const PREVIEW_BODY_LIMIT_BYTES = 3 * MiB;

/**
 * An app data list written whole (jobs, scripts, stories, compositions): a project's scripts
 * with one of the largest the run console runs (1 MiB) and many ordinary ones; a list of a
 * few hundred jobs or stories of a few dozen members each is under 10,000 items.
 */
export const APP_DATA_BODY_LIMIT_BYTES = 1.5 * MiB;
export const APP_DATA_JSON_BOUNDS: Partial<JsonBounds> = { maxItems: 20_000 };

/**
 * One chunk of a batch upload: the console sends 500 tasks a PUT. 500 tasks of 50 values of
 * 100 characters are 2.8 MiB and 27,000 items; 4 MiB and 60,000 items (120 values a task).
 */
export const BATCH_TASKS_BODY_LIMIT_BYTES = 4 * MiB;
export const BATCH_TASKS_JSON_BOUNDS: Partial<JsonBounds> = { maxItems: 60_000 };

/** A tracking version: `points` of three members each, and its label. */
export const trackPointsJsonBounds = (maxPoints: number): Partial<JsonBounds> => ({ maxItems: maxPoints * 4 + 8 });
