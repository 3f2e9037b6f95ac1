import protobuf from 'protobufjs';
import { MovieType } from '@reelforge/sdl';

/**
 * Movies built by walking movie.proto's reflection, so a field added to movie.proto is set
 * here without a change: every field of every message reachable from Movie gets a value
 * other than its default, each oneof member and each enum value is taken by some item, and
 * repeated fields and maps have two items. `variant` shifts the choices.
 */
type Json = Record<string, unknown>;

/** Fields whose values must also pass the movie rules or a format. */
const COLOURS = ['#102030', '#a0b0c0d0', '#FFEEDD'];
const SPECIAL: Record<string, (variant: number) => unknown> = {
  'VideoParams.width': (variant) => 1280 + 2 * variant,
  'VideoParams.height': (variant) => 720 - 2 * variant,
  'FrameRate.num': (variant) => 30000 - variant,
  'FrameRate.den': () => 1001,
};
const COLOUR_FIELDS = new Set([
  'TextLayer.color',
  'TextLayer.box',
  'ColorLayer.color',
  'Transition.color',
  'Scene.background',
]);

function isSyntheticOneof(oneof: protobuf.OneOf): boolean {
  return oneof.oneof.length === 1 && oneof.name === `_${oneof.oneof[0]}`;
}

function scalar(
  type: protobuf.Type,
  field: protobuf.Field,
  fieldType: string,
  resolved: protobuf.ReflectionObject | null,
  variant: number,
): unknown {
  const key = `${type.name}.${field.name}`;
  const special = SPECIAL[key];
  if (special) return special(variant);
  if (COLOUR_FIELDS.has(key)) return COLOURS[variant % COLOURS.length];
  if (resolved instanceof protobuf.Enum) {
    const names = Object.keys(resolved.values);
    return names[1 + (variant % (names.length - 1))];
  }
  switch (fieldType) {
    case 'string':
      return `${field.name} ${variant}: "quotes" & <marks>, 'apostrophes',\n a new line,\ta tab, ${'${title}'} é 🎬`;
    case 'bool':
      return true;
    case 'float':
    case 'double':
      return 0.125 + variant / 4;
    case 'int32':
    case 'sint32':
    case 'sfixed32':
    case 'int64':
    case 'sint64':
    case 'sfixed64':
      return -(variant + 3);
    case 'bytes':
      return 'AQID';
    default:
      return variant + 2;
  }
}

export function everyFieldMessage(type: protobuf.Type, variant: number): Json {
  const out: Json = {};
  const chosen = new Map<string, string>();
  for (const oneof of type.oneofsArray) {
    if (!isSyntheticOneof(oneof)) chosen.set(oneof.name, oneof.oneof[variant % oneof.oneof.length] ?? '');
  }
  for (const field of type.fieldsArray) {
    field.resolve();
    const oneof = field.partOf;
    if (oneof && !isSyntheticOneof(oneof) && chosen.get(oneof.name) !== field.name) continue;
    const resolved = field.resolvedType;
    const one = (at: number) =>
      resolved instanceof protobuf.Type
        ? everyFieldMessage(resolved, at)
        : scalar(type, field, field.type, resolved, at);
    if (field instanceof protobuf.MapField)
      out[field.name] = {
        [`${field.name}-a${variant}`]: one(variant),
        [`${field.name}-b${variant}`]: one(variant + 1),
      };
    else if (field.repeated) out[field.name] = [one(variant), one(variant + 1)];
    else out[field.name] = one(variant);
  }
  return out;
}

/** Movies that together set every field, every oneof member and every enum value. */
export const EVERY_FIELD_VARIANTS = 6;
export const everyFieldMovies = (): Json[] =>
  Array.from({ length: EVERY_FIELD_VARIANTS }, (_, variant) => everyFieldMessage(MovieType, variant));

/** Every "Type.field" of the messages reachable from Movie, and every enum value other than the default as "Enum.NAME". */
export function protoParts(
  type: protobuf.Type = MovieType,
  parts = new Set<string>(),
  seen = new Set<protobuf.Type>(),
): Set<string> {
  if (seen.has(type)) return parts;
  seen.add(type);
  for (const field of type.fieldsArray) {
    field.resolve();
    parts.add(`${type.name}.${field.name}`);
    const resolved = field.resolvedType;
    if (resolved instanceof protobuf.Type) protoParts(resolved, parts, seen);
    if (resolved instanceof protobuf.Enum)
      for (const [name, number] of Object.entries(resolved.values))
        if (number !== 0) parts.add(`${resolved.name}.${name}`);
  }
  return parts;
}

/** The parts a JSON-form movie sets: "Type.field" for each field with a value, "Enum.NAME" for each enum value. */
export function partsSet(value: object, type: protobuf.Type = MovieType, parts = new Set<string>()): Set<string> {
  for (const [name, item] of Object.entries(value)) {
    const field = type.fields[name];
    if (!field || item === undefined) continue;
    parts.add(`${type.name}.${name}`);
    field.resolve();
    const resolved = field.resolvedType;
    const items =
      field instanceof protobuf.MapField ? Object.values(item as Json) : field.repeated ? (item as unknown[]) : [item];
    for (const one of items) {
      if (resolved instanceof protobuf.Type) partsSet(one as Json, resolved, parts);
      if (resolved instanceof protobuf.Enum) parts.add(`${resolved.name}.${String(one)}`);
    }
  }
  return parts;
}
