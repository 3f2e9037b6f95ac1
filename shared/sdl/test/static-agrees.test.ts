import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import { reelforge } from '../src/generated/movie-static.js';
import { MovieType, PreviewRequestType } from '../src/index.js';

/**
 * The static code must do exactly what protobufjs's run-time compiled code does for the
 * same definition: same verdicts, same messages, same bytes, same JSON. Here the reflection
 * types compile their methods as before (eval is allowed in tests) and both are fed the same
 * seeded random messages, valid and not.
 */
const TO_JSON: protobuf.IConversionOptions = {
  enums: String,
  longs: Number,
  bytes: String,
  defaults: false,
  arrays: false,
  objects: false,
  oneofs: false,
};

let seed = 20261124;
const random = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const SCALARS: Record<string, readonly unknown[]> = {
  uint32: [0, 1, 25, 1001, 4294967295, -1, 1.5, '7', 'x', 2 ** 32, null],
  int32: [0, -5, 7, 2147483647, -2147483648, 2.5, '3', 'abc'],
  float: [0, 0.5, 1, -2.25, 3.4e38, 1e40, Number.NaN, Number.POSITIVE_INFINITY, '1.5', 'x'],
  bool: [true, false, 'true', 0, 1],
  string: ['', 'a', 'héllo ${name} ✓', 'x'.repeat(300), 5, null],
};

function value(field: protobuf.Field, depth: number): unknown {
  const resolved = field.resolve().resolvedType;
  if (resolved instanceof protobuf.Enum)
    return pick([...Object.keys(resolved.values), ...Object.values(resolved.values), 'NOPE', 99, -1]);
  if (resolved instanceof protobuf.Type)
    return depth > 4 || random() < 0.05 ? pick([null, 'text', []]) : message(resolved, depth + 1);
  return pick(SCALARS[field.type] ?? [null]);
}

function message(type: protobuf.Type, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of type.fieldsArray) {
    if (random() < 0.4) continue;
    if (field.map)
      out[field.name] =
        random() < 0.1
          ? 'not a map'
          : Object.fromEntries([...Array(Math.floor(random() * 3))].map((_, i) => [`k${i}`, pick(['v', '', 3])]));
    else if (field.repeated)
      out[field.name] =
        random() < 0.1 ? 'not a list' : [...Array(Math.floor(random() * 3))].map(() => value(field, depth));
    else out[field.name] = value(field, depth);
  }
  return out;
}

type Codec = Pick<protobuf.Type, 'verify' | 'fromObject' | 'toObject' | 'encode' | 'decode'>;
const outcome = (run: () => unknown): unknown => {
  try {
    return { result: run() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
};
const fromJson = (codec: Codec, object: Record<string, unknown>) => ({
  verdict: codec.verify(object),
  json: outcome(() => codec.toObject(codec.fromObject(object), TO_JSON)),
  bytes: outcome(() => Array.from(codec.encode(codec.fromObject(object)).finish())),
});
const fromBytes = (codec: Codec, bytes: Uint8Array) => outcome(() => codec.toObject(codec.decode(bytes), TO_JSON));

const PAIRS = [
  { name: 'Movie', reflection: MovieType, generated: reelforge.sdl.Movie as unknown as Codec },
  {
    name: 'PreviewRequest',
    reflection: PreviewRequestType,
    generated: reelforge.sdl.PreviewRequest as unknown as Codec,
  },
];

describe.each(PAIRS)('the static $name codec', ({ reflection, generated }) => {
  const samples = [...Array(300)].map(() => message(reflection));

  it('gives the same verdicts, JSON and bytes for random messages', () => {
    let valid = 0;
    for (const sample of samples) {
      const expected = fromJson(reflection, sample);
      expect(fromJson(generated, sample), JSON.stringify(sample)).toEqual(expected);
      if (expected.verdict === null) valid += 1;
    }
    expect(valid).toBeGreaterThan(20);
  });

  it('reads the same from valid, cut and corrupted bytes', () => {
    for (const sample of samples) {
      if (reflection.verify(sample) !== null) continue;
      const bytes = reflection.encode(reflection.fromObject(sample)).finish();
      const variants = [
        bytes,
        bytes.subarray(0, Math.floor(bytes.length / 2)),
        Uint8Array.from(bytes, (byte) => (random() < 0.05 ? Math.floor(random() * 256) : byte)),
      ];
      for (const variant of variants) expect(fromBytes(generated, variant)).toEqual(fromBytes(reflection, variant));
    }
  });
});
