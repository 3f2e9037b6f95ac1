// The TypeScript types of the scene description's JSON form, written from movie.proto by
// protobufjs's own parser: the shape codec.ts reads and writes (toObject with enums as
// their names, longs as numbers, bytes as base64 strings, defaults left out), so every field
// is optional, a oneof is its fields side by side, a map is a record and an enum a union
// of its names. The proto's comments above a field or type become its doc comment.
import protobuf from 'protobufjs';

const SCALARS = {
  double: 'number',
  float: 'number',
  int32: 'number',
  uint32: 'number',
  sint32: 'number',
  fixed32: 'number',
  sfixed32: 'number',
  int64: 'number',
  uint64: 'number',
  sint64: 'number',
  fixed64: 'number',
  sfixed64: 'number',
  bool: 'boolean',
  string: 'string',
  bytes: 'string',
};

function doc(comment, indent) {
  if (!comment) return '';
  const lines = comment.split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

function fieldType(field) {
  const resolved = field.resolve().resolvedType;
  const one = resolved ? resolved.name : SCALARS[field.type];
  if (!one) throw new Error(`movie.proto: no JSON type for ${field.type} (${field.fullName})`);
  if (field.map) return `Record<string, ${one}>`;
  return field.repeated ? `${one}[]` : one;
}

function enumType(type) {
  const names = Object.keys(type.values).map((name) => `'${name}'`);
  return `${doc(type.comment, '')}export type ${type.name} = ${names.join(' | ')};\n`;
}

function messageType(type) {
  if (type.nestedArray.length > 0) throw new Error(`movie.proto: nested types are not supported (${type.fullName})`);
  const fields = type.fieldsArray.map((field) => `${doc(field.comment, '  ')}  ${field.name}?: ${fieldType(field)};\n`);
  return `${doc(type.comment, '')}export interface ${type.name} {\n${fields.join('')}}\n`;
}

/** The types file for the package `pkg` of the proto text `proto`. */
export function jsonTypes(proto, pkg, header) {
  const root = protobuf.parse(proto, { keepCase: true, alternateCommentMode: true }).root;
  const namespace = root.lookup(pkg);
  if (!namespace) throw new Error(`movie.proto has no package ${pkg}`);
  const parts = namespace.nestedArray.map((item) => {
    if (item instanceof protobuf.Enum) return enumType(item);
    if (item instanceof protobuf.Type) return messageType(item);
    throw new Error(`movie.proto: ${item.fullName} is neither a message nor an enum`);
  });
  const about = `/** The JSON form of the scene description (${pkg}): field names as in movie.proto. */`;
  return `${header}${about}\n\n${parts.join('\n')}`;
}
