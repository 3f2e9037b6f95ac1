import protobuf from 'protobufjs';
import { MovieType } from '../codec.js';

/**
 * How movie.proto is said in XML, derived from the proto's reflection so that a field added
 * to movie.proto has its XML form without a change here (docs/xml-templates.md):
 * - a message is an element; its scalar and enum fields are attributes named as the field;
 * - a message field is a child element named as the field, a repeated one a child element per
 *   item named in the singular (`scene`, `layer`, `variable`; others keep the field's name);
 * - a oneof (a layer's content) is one child element among its members;
 * - a map is a child element per entry: `bindings` as `<bind field="…" variable="…"/>`,
 *   another map as `<name key="…" value="…"/>`;
 * - a repeated scalar is a child element per item, `<name value="…"/>`;
 * - enum values are written in lower case; a frame rate is one attribute "num/den".
 */

/** What text an attribute holds. */
export type ValueKind =
  | 'string'
  | 'colour'
  | 'bool'
  | 'uint32'
  | 'int32'
  | 'uint64'
  | 'int64'
  | 'float'
  | 'enum'
  | 'rate'
  | 'bytes';

export interface ValueSpec {
  kind: ValueKind;
  /** For `enum`: the proto enum (XML names are its names in lower case). */
  enumType?: protobuf.Enum;
}

export interface AttributeShape {
  field: protobuf.Field;
  name: string;
  value: ValueSpec;
}

export interface ChildShape {
  field: protobuf.Field;
  element: string;
  repeated: boolean;
  /** A message item (a message field, a repeated message). */
  message?: MessageShape;
  /** A map entry: the attribute names of key and value, and the value's kind. */
  map?: { keyAttribute: string; valueAttribute: string; key: ValueSpec; value: ValueSpec };
  /** A repeated scalar item: its `value` attribute. */
  scalar?: ValueSpec;
  /** The oneof the field is a member of, if any (not a proto3 `optional`'s own). */
  oneof?: string;
}

export interface MessageShape {
  type: protobuf.Type;
  attributes: AttributeShape[];
  children: ChildShape[];
  /** Each real oneof with its members' element names. */
  oneofs: { name: string; members: string[] }[];
}

/** Repeated message fields whose item element is named in the singular. */
const SINGULAR: Record<string, string> = {
  scenes: 'scene',
  layers: 'layer',
  variables: 'variable',
  keyframes: 'keyframe',
};
/** Map fields whose entries have their own element and attribute names. */
const MAP_NAMES: Record<string, { element: string; key: string; value: string }> = {
  bindings: { element: 'bind', key: 'field', value: 'variable' },
};
/** String fields that hold a colour, #rrggbb or #rrggbbaa (empty means the field's default). */
export const COLOUR_FIELDS = new Set([
  'TextLayer.color',
  'TextLayer.box',
  'ColorLayer.color',
  'Transition.color',
  'Scene.background',
]);
/** Message types said as one attribute. */
const RATE_TYPES = new Set(['FrameRate']);

const SCALARS: Record<string, ValueKind> = {
  string: 'string',
  bool: 'bool',
  bytes: 'bytes',
  uint32: 'uint32',
  fixed32: 'uint32',
  int32: 'int32',
  sint32: 'int32',
  sfixed32: 'int32',
  uint64: 'uint64',
  fixed64: 'uint64',
  int64: 'int64',
  sint64: 'int64',
  sfixed64: 'int64',
  float: 'float',
  double: 'float',
};

function scalarSpec(typeName: string, resolved: protobuf.ReflectionObject | null, where: string): ValueSpec {
  if (resolved instanceof protobuf.Enum) return { kind: 'enum', enumType: resolved };
  const kind = SCALARS[typeName];
  if (!kind) throw new Error(`${where}: the XML form has no way to say a ${typeName}.`);
  return { kind };
}

/** The real oneof of a field; a proto3 `optional` field's synthetic oneof is not one. */
function realOneof(field: protobuf.Field): string | undefined {
  const oneof = field.partOf;
  if (!oneof) return undefined;
  return oneof.oneof.length === 1 && oneof.name === `_${field.name}` ? undefined : oneof.name;
}

const shapes = new Map<protobuf.Type, MessageShape>();

export function shapeOf(type: protobuf.Type): MessageShape {
  const known = shapes.get(type);
  if (known) return known;
  const shape: MessageShape = { type, attributes: [], children: [], oneofs: [] };
  shapes.set(type, shape);
  const names = new Set<string>();
  const claim = (name: string, where: string) => {
    if (names.has(name)) throw new Error(`${where}: the XML name ${name} is used twice in ${type.name}.`);
    names.add(name);
  };
  for (const field of type.fieldsArray) {
    field.resolve();
    const where = `movie.proto ${type.name}.${field.name}`;
    const resolved = field.resolvedType;
    const oneof = realOneof(field);
    if (field instanceof protobuf.MapField) {
      const mapField = field;
      if (resolved instanceof protobuf.Type)
        throw new Error(`${where}: the XML form has no way to say a map of messages.`);
      const names = MAP_NAMES[field.name] ?? { element: field.name, key: 'key', value: 'value' };
      claim(`<${names.element}>`, where);
      shape.children.push({
        field,
        element: names.element,
        repeated: true,
        map: {
          keyAttribute: names.key,
          valueAttribute: names.value,
          key: scalarSpec(mapField.keyType, null, where),
          value: scalarSpec(field.type, resolved, where),
        },
      });
    } else if (resolved instanceof protobuf.Type && RATE_TYPES.has(resolved.name) && !field.repeated) {
      claim(field.name, where);
      shape.attributes.push({ field, name: field.name, value: { kind: 'rate' } });
    } else if (resolved instanceof protobuf.Type) {
      const element = field.repeated ? (SINGULAR[field.name] ?? field.name) : field.name;
      claim(`<${element}>`, where);
      shape.children.push({ field, element, repeated: field.repeated, message: shapeOf(resolved), oneof });
    } else if (field.repeated) {
      claim(`<${field.name}>`, where);
      shape.children.push({
        field,
        element: field.name,
        repeated: true,
        scalar: scalarSpec(field.type, resolved, where),
      });
    } else {
      claim(field.name, where);
      const spec = scalarSpec(field.type, resolved, where);
      const colour = spec.kind === 'string' && COLOUR_FIELDS.has(`${type.name}.${field.name}`);
      if (oneof) throw new Error(`${where}: the XML form has no way to say a oneof of scalars.`);
      shape.attributes.push({ field, name: field.name, value: colour ? { kind: 'colour' } : spec });
    }
  }
  for (const oneof of type.oneofsArray) {
    if (oneof.oneof.length === 1 && oneof.name === `_${oneof.oneof[0]}`) continue;
    shape.oneofs.push({
      name: oneof.name,
      members: shape.children.filter((child) => child.oneof === oneof.name).map((child) => child.element),
    });
  }
  return shape;
}

/** The shape of the root element, `<movie>`. */
export const movieShape = (): MessageShape => shapeOf(MovieType);
export const ROOT_ELEMENT = 'movie';
