import { normaliseMovie } from '../codec.js';
import type { Movie } from '../generated/movie-types.js';
import { XmlWriteError } from './xml-problems.js';
import { movieShape, ROOT_ELEMENT, type MessageShape } from './xml-shape.js';
import { writeValue } from './xml-values.js';

type Json = Record<string, unknown>;

const INDENT = '  ';
/** Characters XML 1.0 cannot hold at all, not even as a character reference. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = new RegExp(
  String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|` +
    String.raw`[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`,
);

/** Attribute text escaped so that a reader gets it back exactly (line breaks and tabs as character references). */
function escape(text: string, where: string): string {
  if (FORBIDDEN.test(text)) throw new XmlWriteError(`${where} holds a control character that XML cannot hold.`);
  return text.replace(/[&<>"\n\r\t]/g, (char) =>
    `&#${char.charCodeAt(0)};`
      .replace('&#38;', '&amp;')
      .replace('&#60;', '&lt;')
      .replace('&#62;', '&gt;')
      .replace('&#34;', '&quot;'),
  );
}

const tag = (name: string, attributes: string[]) => [name, ...attributes].join(' ');

function writeMessage(name: string, value: Json, shape: MessageShape, depth: number, lines: string[]): void {
  const attributes: string[] = [];
  for (const attribute of shape.attributes) {
    const item = value[attribute.field.name];
    if (item === undefined || item === null) continue;
    attributes.push(`${attribute.name}="${escape(writeValue(attribute.value, item), `${name} ${attribute.name}`)}"`);
  }
  const inner: string[] = [];
  for (const child of shape.children) {
    const item = value[child.field.name];
    if (item === undefined || item === null) continue;
    const pad = INDENT.repeat(depth + 1);
    if (child.map) {
      for (const [key, entry] of Object.entries(item as Json)) {
        const keyText = escape(writeValue(child.map.key, key), `${child.element} ${child.map.keyAttribute}`);
        const valueText = escape(writeValue(child.map.value, entry), `${child.element} ${child.map.valueAttribute}`);
        inner.push(
          `${pad}<${child.element} ${child.map.keyAttribute}="${keyText}" ${child.map.valueAttribute}="${valueText}"/>`,
        );
      }
    } else if (child.scalar) {
      for (const one of item as unknown[])
        inner.push(`${pad}<${child.element} value="${escape(writeValue(child.scalar, one), child.element)}"/>`);
    } else if (child.message) {
      for (const one of child.repeated ? (item as Json[]) : [item as Json])
        writeMessage(child.element, one, child.message, depth + 1, inner);
    }
  }
  const pad = INDENT.repeat(depth);
  if (inner.length === 0) {
    lines.push(`${pad}<${tag(name, attributes)}/>`);
  } else {
    lines.push(`${pad}<${tag(name, attributes)}>`, ...inner, `${pad}</${name}>`);
  }
}

/**
 * The XML template of a movie (docs/xml-templates.md): indented, attributes and elements in
 * movie.proto's order, fields at their default value left out, so the same movie always gives
 * the same text and `xmlToMovie` gives the movie back. Throws an XmlWriteError for a text
 * holding a control character, which XML cannot say.
 */
export function movieToXml(movie: Movie): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  writeMessage(ROOT_ELEMENT, normaliseMovie(movie) as Json, movieShape(), 0, lines);
  return `${lines.join('\n')}\n`;
}
