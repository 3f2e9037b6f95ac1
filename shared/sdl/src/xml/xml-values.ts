import type { ValueSpec } from './xml-shape.js';

/** A value read from an attribute, or why it cannot be one. */
export type ReadValue = { value: unknown } | { error: string };

const UINT32_MAX = 4294967295;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;
const FLOAT_TEXT = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const COLOUR_TEXT = /^(?:#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?)?$/;
const RATE_TEXT = /^(\d+)(?:\/(\d+))?$/;
const BASE64_TEXT = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The XML names of an enum's values, in order. */
export const enumNames = (spec: ValueSpec): string[] =>
  Object.keys(spec.enumType?.values ?? {}).map((name) => name.toLowerCase());

function whole(text: string, min: number, max: number, what: string): ReadValue {
  if (!/^-?\d+$/.test(text)) return { error: `must be ${what}, got ${JSON.stringify(text)}` };
  const value = Number(text);
  const outside = (min >= 0 && text.startsWith('-')) || !Number.isSafeInteger(value) || value < min || value > max;
  if (outside) return { error: `must be ${what} from ${min} to ${max}, got ${text}` };
  return { value };
}

/** Reads an attribute's text as the JSON-form value of a field (enum names as movie.proto spells them). */
export function readValue(spec: ValueSpec, text: string): ReadValue {
  switch (spec.kind) {
    case 'string':
      return { value: text };
    case 'colour':
      return COLOUR_TEXT.test(text)
        ? { value: text }
        : { error: `must be a colour #rrggbb or #rrggbbaa, got ${JSON.stringify(text)}` };
    case 'bool':
      return text === 'true' || text === 'false'
        ? { value: text === 'true' }
        : { error: `must be true or false, got ${JSON.stringify(text)}` };
    case 'uint32':
      return whole(text, 0, UINT32_MAX, 'a whole number');
    case 'int32':
      return whole(text, INT32_MIN, INT32_MAX, 'a whole number');
    case 'uint64':
      return whole(text, 0, Number.MAX_SAFE_INTEGER, 'a whole number');
    case 'int64':
      return whole(text, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 'a whole number');
    case 'float': {
      const value = Number(text);
      return FLOAT_TEXT.test(text) && Number.isFinite(value)
        ? { value }
        : { error: `must be a number such as 0.5, got ${JSON.stringify(text)}` };
    }
    case 'enum': {
      const names = enumNames(spec);
      const index = names.indexOf(text);
      if (index < 0) return { error: `must be one of ${names.join(', ')}, got ${JSON.stringify(text)}` };
      return { value: Object.keys(spec.enumType?.values ?? {})[index] };
    }
    case 'rate': {
      const match = RATE_TEXT.exec(text);
      if (!match) return { error: `must be a frame rate such as 25 or 30000/1001, got ${JSON.stringify(text)}` };
      const num = Number(match[1]);
      const den = match[2] === undefined ? 1 : Number(match[2]);
      if (num > UINT32_MAX || den > UINT32_MAX)
        return { error: `must be a frame rate with whole numbers up to ${UINT32_MAX}, got ${text}` };
      // 0 is a field left out, as in the JSON form ("0/0" is a frame rate present but empty).
      return { value: { ...(num ? { num } : {}), ...(den ? { den } : {}) } };
    }
    case 'bytes':
      return BASE64_TEXT.test(text) ? { value: text } : { error: `must be base64 text, got ${JSON.stringify(text)}` };
  }
}

/** Writes a JSON-form value as attribute text (not yet escaped). */
export function writeValue(spec: ValueSpec, value: unknown): string {
  switch (spec.kind) {
    case 'enum':
      return String(value).toLowerCase();
    case 'rate': {
      const rate = (value ?? {}) as { num?: number; den?: number };
      return `${rate.num ?? 0}/${rate.den ?? 0}`;
    }
    default:
      return String(value);
  }
}
