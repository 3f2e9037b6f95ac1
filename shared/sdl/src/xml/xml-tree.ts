import { SaxesParser } from 'saxes';
import type { XmlPlace, XmlProblem } from './xml-problems.js';

/**
 * Reads XML text into a small tree of elements that remember where each element and
 * attribute is, with bounds checked before and while parsing so that no input can hang or
 * exhaust the reader: a size limit checked first, a depth and an element count limit, and no
 * DOCTYPE (so no entity of the document's own can be declared, let alone expanded).
 */
export const XML_LIMITS = {
  /** Characters of XML text (4 Mi, about 4 MB of ASCII). */
  maxChars: 4 * 1024 * 1024,
  /** Elements nested in one another. */
  maxDepth: 24,
  /** Elements in a document. */
  maxElements: 100_000,
} as const;

export interface XmlAttribute {
  name: string;
  value: string;
  place: XmlPlace;
}

export interface XmlElement {
  name: string;
  place: XmlPlace;
  attributes: XmlAttribute[];
  children: XmlElement[];
}

/** Offsets where each line starts, for turning string offsets into 1-based lines and columns. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

function placeAt(starts: number[], offset: number): XmlPlace {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
}

const ATTRIBUTE = /\s([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*')/g;

class Stop extends Error {}

function megabytes(chars: number): string {
  return `${(chars / (1024 * 1024)).toFixed(1)} MB`;
}

/** The root element, or the problem that stopped reading (one: a document that is not well-formed has no tree). */
export function readXmlTree(text: string): { root: XmlElement } | { problem: XmlProblem } {
  if (text.length > XML_LIMITS.maxChars) {
    return {
      problem: {
        line: 1,
        column: 1,
        message:
          `The template is ${megabytes(text.length)}; ` +
          `a template may be at most ${megabytes(XML_LIMITS.maxChars)}.`,
      },
    };
  }
  if (text.trim() === '')
    return { problem: { line: 1, column: 1, message: 'The template is empty: write a <movie> element.' } };
  const starts = lineStarts(text);
  const parser = new SaxesParser({ position: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  let problem: XmlProblem | undefined;
  let tagStart = 0;
  let count = 0;
  const stop = (offset: number, message: string): never => {
    problem = { ...placeAt(starts, offset), message };
    throw new Stop();
  };
  parser.on('error', (error) => {
    const message = error.message.replace(/^\d+:\d+: /, '').replace(/\.$/, '');
    const top = open.at(-1);
    if (top && message.startsWith('unclosed tag')) {
      stop(text.length, `The XML is not well-formed: <${top.name}> (line ${top.place.line}) is never closed.`);
    }
    stop(Math.max(0, parser.position - 1), `The XML is not well-formed: ${message}.`);
  });
  parser.on('doctype', () =>
    stop(text.indexOf('<!DOCTYPE'), 'A template may not have a DOCTYPE: remove it (entities and DTDs are not read).'),
  );
  parser.on('opentagstart', () => {
    tagStart = text.lastIndexOf('<', parser.position - 1);
  });
  parser.on('opentag', (tag) => {
    const place = placeAt(starts, tagStart);
    count += 1;
    if (count > XML_LIMITS.maxElements)
      stop(tagStart, `A template may have at most ${XML_LIMITS.maxElements} elements.`);
    if (open.length >= XML_LIMITS.maxDepth)
      stop(tagStart, `Elements are nested more than ${XML_LIMITS.maxDepth} deep.`);
    const source = text.slice(tagStart, parser.position);
    const offsets = new Map<string, number>();
    for (const match of source.matchAll(ATTRIBUTE)) offsets.set(match[1] ?? '', tagStart + (match.index ?? 0) + 1);
    const attributes = Object.entries(tag.attributes).map(([name, value]) => ({
      name,
      value: String(value),
      place: placeAt(starts, offsets.get(name) ?? tagStart),
    }));
    const element: XmlElement = { name: tag.name, place, attributes, children: [] };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    if (!tag.isSelfClosing) open.push(element);
  });
  parser.on('closetag', (tag) => {
    if (tag.isSelfClosing) return;
    const at = text.lastIndexOf('</', parser.position - 1);
    const closing = /^<\/([^\s>]*)/.exec(text.slice(at, at + 200))?.[1];
    const top = open.pop();
    if (top && closing !== undefined && closing !== tag.name) {
      stop(
        at,
        `The XML is not well-formed: </${closing}> comes while <${top.name}> (line ${top.place.line}) ` +
          'is still open; close it first.',
      );
    }
  });
  const noText = (offset: number, what: string) => {
    const parent = open.at(-1);
    stop(
      offset,
      parent
        ? `${what} is not expected inside <${parent.name}>: values go in attributes.`
        : `${what} is not expected outside the <movie> element.`,
    );
  };
  parser.on('text', (chunk) => {
    if (chunk.trim() === '') return;
    const end = text.lastIndexOf('<', parser.position - 1);
    const from = text.lastIndexOf('>', end) + 1;
    const raw = text.slice(from, end);
    noText(from + raw.length - raw.trimStart().length, 'Text');
  });
  parser.on('cdata', () => noText(text.lastIndexOf('<![CDATA[', parser.position), 'A CDATA section'));
  try {
    parser.write(text).close();
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  if (problem) return { problem };
  if (!root) return { problem: { line: 1, column: 1, message: 'The template has no <movie> element.' } };
  return { root };
}
