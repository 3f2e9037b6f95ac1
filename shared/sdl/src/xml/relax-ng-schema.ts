import { movieShape, ROOT_ELEMENT, type ChildShape, type MessageShape, type ValueSpec } from './xml-shape.js';
import { enumNames } from './xml-values.js';

/**
 * The RELAX NG schema of the XML template format, written from the same shapes the reader and
 * the writer use, so the three agree; shared/sdl/xml/movie-template.rng is its committed copy
 * (docs/xml-templates.md). An element's attributes and children come in any order
 * (interleave); a message element appears at most once, a oneof's element exactly once.
 */
const XSD = (type: string, pattern?: string, extra = '') =>
  `<data type="${type}">${pattern ? `<param name="pattern">${pattern}</param>` : ''}${extra}</data>`;

function datatype(spec: ValueSpec): string {
  switch (spec.kind) {
    case 'string':
      return '<text/>';
    case 'colour':
      return XSD('string', '(#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?)?');
    case 'bool':
      return '<choice><value type="string">true</value><value type="string">false</value></choice>';
    case 'uint32':
      return XSD('unsignedInt', '[0-9]+');
    case 'int32':
      return XSD('int', '-?[0-9]+');
    case 'uint64':
      return XSD('unsignedLong', '[0-9]+', '<param name="maxInclusive">9007199254740991</param>');
    case 'int64':
      return XSD(
        'long',
        '-?[0-9]+',
        '<param name="minInclusive">-9007199254740991</param><param name="maxInclusive">9007199254740991</param>',
      );
    case 'float':
      return XSD('double', '-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+\\-]?[0-9]+)?');
    case 'enum':
      return `<choice>${enumNames(spec)
        .map((name) => `<value type="string">${name}</value>`)
        .join('')}</choice>`;
    case 'rate':
      return XSD('string', '[0-9]+(/[0-9]+)?');
    case 'bytes':
      return XSD('base64Binary');
  }
}

const attribute = (name: string, spec: ValueSpec) => `<attribute name="${name}">${datatype(spec)}</attribute>`;

function childElement(child: ChildShape): string {
  if (child.map) {
    const key = attribute(child.map.keyAttribute, child.map.key);
    return `<element name="${child.element}">${key}${attribute(child.map.valueAttribute, child.map.value)}</element>`;
  }
  if (child.scalar) return `<element name="${child.element}">${attribute('value', child.scalar)}</element>`;
  return `<element name="${child.element}"><ref name="${child.message?.type.name}"/></element>`;
}

function content(shape: MessageShape, indent: string): string[] {
  const parts: string[] = [];
  for (const one of shape.attributes) parts.push(`<optional>${attribute(one.name, one.value)}</optional>`);
  for (const child of shape.children) {
    if (child.oneof) continue;
    parts.push(
      child.repeated
        ? `<zeroOrMore>${childElement(child)}</zeroOrMore>`
        : `<optional>${childElement(child)}</optional>`,
    );
  }
  for (const oneof of shape.oneofs) {
    parts.push(
      `<choice>${shape.children
        .filter((child) => child.oneof === oneof.name)
        .map(childElement)
        .join('')}</choice>`,
    );
  }
  if (parts.length === 0) return [`${indent}<empty/>`];
  return [`${indent}<interleave>`, ...parts.map((part) => `${indent}  ${part}`), `${indent}</interleave>`];
}

function reachable(shape: MessageShape, found: Map<string, MessageShape>): Map<string, MessageShape> {
  if (found.has(shape.type.name)) return found;
  found.set(shape.type.name, shape);
  for (const child of shape.children) if (child.message) reachable(child.message, found);
  return found;
}

/** The schema's text. */
export function movieTemplateRelaxNg(): string {
  const root = movieShape();
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!-- The XML template format of a movie (docs/xml-templates.md). Written from movie.proto by',
    '     shared/sdl/src/xml/relax-ng-schema.ts: do not edit; a test keeps this copy current. -->',
    '<grammar xmlns="http://relaxng.org/ns/structure/1.0" ' +
      'datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">',
    `  <start><element name="${ROOT_ELEMENT}"><ref name="${root.type.name}"/></element></start>`,
  ];
  for (const [name, shape] of reachable(root, new Map())) {
    lines.push(`  <define name="${name}">`, ...content(shape, '    '), '  </define>');
  }
  lines.push('</grammar>', '');
  return lines.join('\n');
}
