import { MOVIE_LIMITS, movieLimitProblem, type LimitedMovie } from '@reelforge/model';
import { normaliseMovie, MovieFormatError } from '../codec.js';
import type { Movie } from '../generated/movie-types.js';
import { MAX_XML_PROBLEMS, type XmlPlace, type XmlProblem } from './xml-problems.js';
import { movieShape, ROOT_ELEMENT, type MessageShape } from './xml-shape.js';
import { readXmlTree, type XmlElement } from './xml-tree.js';
import { readValue } from './xml-values.js';

type Json = Record<string, unknown>;

/** Collects problems and where each part of the movie was written, by its JSON path. */
class Reading {
  problems: XmlProblem[] = [];
  places = new Map<string, XmlPlace>();
  add(place: XmlPlace, message: string) {
    if (this.problems.length < MAX_XML_PROBLEMS) this.problems.push({ ...place, message });
  }
}

const listed = (names: string[]) => names.map((name) => `<${name}>`).join(', ');

function readMessage(element: XmlElement, shape: MessageShape, path: string, reading: Reading): Json {
  const out: Json = {};
  reading.places.set(path, element.place);
  const at = path === '' ? '' : `${path}.`;
  for (const attribute of element.attributes) {
    // A namespace prefix may be declared (editors add some); a default namespace would put the elements in it.
    if (attribute.name.startsWith('xmlns:')) continue;
    if (attribute.name === 'xmlns') {
      reading.add(attribute.place, 'The elements of a template have no namespace: remove xmlns.');
      continue;
    }
    const spec = shape.attributes.find((one) => one.name === attribute.name);
    if (!spec) {
      const known = shape.attributes.map((one) => one.name);
      reading.add(
        attribute.place,
        `<${element.name}> has no attribute ${attribute.name}${known.length ? `; it has ${known.join(', ')}` : ''}.`,
      );
      continue;
    }
    const read = readValue(spec.value, attribute.value);
    if ('error' in read) reading.add(attribute.place, `${attribute.name} of <${element.name}> ${read.error}.`);
    else out[spec.field.name] = read.value;
    reading.places.set(`${at}${spec.field.name}`, attribute.place);
  }
  const chosen = new Map<string, XmlElement>();
  for (const child of element.children) {
    const spec = shape.children.find((one) => one.element === child.name);
    if (!spec) {
      const known = shape.children.map((one) => one.element);
      reading.add(
        child.place,
        `<${child.name}> is not expected inside <${element.name}>` +
          `${known.length ? `; it may hold ${listed(known)}` : ''}.`,
      );
      continue;
    }
    const name = spec.field.name;
    if (spec.oneof) {
      const other = chosen.get(spec.oneof);
      if (other) {
        reading.add(
          child.place,
          `<${element.name}> holds one of ` +
            `${listed(shape.oneofs.find((one) => one.name === spec.oneof)?.members ?? [])}: ` +
            `it already holds <${other.name}> (line ${other.place.line}).`,
        );
        continue;
      }
      chosen.set(spec.oneof, child);
    }
    if (spec.map) {
      const map = (out[name] ??= {}) as Json;
      const entry = readEntry(child, spec.map, reading);
      if (!entry) continue;
      if (Object.hasOwn(map, entry.key)) {
        reading.add(
          child.place,
          `<${child.name}> ${spec.map.keyAttribute}="${entry.key}" is given twice in <${element.name}>.`,
        );
        continue;
      }
      map[entry.key] = entry.value;
      reading.places.set(`${at}${name}.${entry.key}`, child.place);
    } else if (spec.message) {
      if (spec.repeated) {
        const list = (out[name] ??= []) as Json[];
        list.push(readMessage(child, spec.message, `${at}${name}[${list.length}]`, reading));
      } else if (out[name] !== undefined) {
        reading.add(child.place, `<${child.name}> is given twice in <${element.name}>.`);
      } else {
        out[name] = readMessage(child, spec.message, `${at}${name}`, reading);
      }
    } else if (spec.scalar) {
      const list = (out[name] ??= []) as unknown[];
      const value = readOnly(child, 'value', reading);
      if (value === undefined) continue;
      const read = readValue(spec.scalar, value.text);
      if ('error' in read) reading.add(value.place, `value of <${child.name}> ${read.error}.`);
      else list.push(read.value);
    }
  }
  for (const oneof of shape.oneofs) {
    if (!chosen.has(oneof.name))
      reading.add(element.place, `<${element.name}> must hold one of ${listed(oneof.members)}.`);
  }
  return out;
}

/** The attributes of an element that has exactly the named ones, all required. */
function readOnly(
  element: XmlElement,
  name: string,
  reading: Reading,
  also?: string,
): { text: string; place: XmlPlace } | undefined {
  const wanted = also ? [name, also] : [name];
  for (const attribute of element.attributes) {
    if (!wanted.includes(attribute.name))
      reading.add(
        attribute.place,
        `<${element.name}> has no attribute ${attribute.name}; it has ${wanted.join(' and ')}.`,
      );
  }
  for (const child of element.children)
    reading.add(child.place, `<${child.name}> is not expected inside <${element.name}>, which has attributes only.`);
  const found = element.attributes.find((attribute) => attribute.name === name);
  if (!found) {
    reading.add(element.place, `<${element.name}> needs the attribute ${name}.`);
    return undefined;
  }
  return { text: found.value, place: found.place };
}

function readEntry(
  element: XmlElement,
  map: NonNullable<MessageShape['children'][number]['map']>,
  reading: Reading,
): { key: string; value: unknown } | undefined {
  const key = readOnly(element, map.keyAttribute, reading, map.valueAttribute);
  const value = readOnly(
    { ...element, attributes: element.attributes.filter((one) => one.name === map.valueAttribute), children: [] },
    map.valueAttribute,
    reading,
  );
  if (!key || !value) return undefined;
  const readKey = readValue(map.key, key.text);
  const readValueOf = readValue(map.value, value.text);
  if ('error' in readKey) reading.add(key.place, `${map.keyAttribute} of <${element.name}> ${readKey.error}.`);
  if ('error' in readValueOf)
    reading.add(value.place, `${map.valueAttribute} of <${element.name}> ${readValueOf.error}.`);
  if ('error' in readKey || 'error' in readValueOf) return undefined;
  return { key: String(readKey.value), value: readValueOf.value };
}

/** Where a movie limit's field was written: the attribute, else its element, else the root. */
function limitPlace(field: string, reading: Reading, root: XmlPlace): XmlPlace {
  const paths: Record<string, string[]> = {
    width: ['params.vparams.width', 'params.vparams', 'params'],
    height: ['params.vparams.height', 'params.vparams', 'params'],
    fps: ['params.vparams.videoframerate', 'params.vparams', 'params'],
    scenes: [`scenes[${MOVIE_LIMITS.maxScenes}]`],
    audio: [`audio[${MOVIE_LIMITS.maxAudioTracks}]`],
  };
  for (const path of paths[field] ?? [field, field.replace(/\.[^.]+$/, '')]) {
    const place = reading.places.get(path);
    if (place) return place;
  }
  return root;
}

/**
 * A movie from an XML template (docs/xml-templates.md), or the problems that stop it, each with
 * its 1-based line and column. The movie is checked against the movie limits (width, height,
 * fps, length, scenes, layers, audio tracks) as a stored movie is.
 */
export function xmlToMovie(text: string): { movie: Movie } | { errors: XmlProblem[] } {
  const tree = readXmlTree(text);
  if ('problem' in tree) return { errors: [tree.problem] };
  const { root } = tree;
  if (root.name !== ROOT_ELEMENT)
    return {
      errors: [{ ...root.place, message: `A template's root element is <${ROOT_ELEMENT}>, not <${root.name}>.` }],
    };
  const reading = new Reading();
  const json = readMessage(root, movieShape(), '', reading);
  if (reading.problems.length > 0) return { errors: reading.problems };
  const limit = movieLimitProblem(json as LimitedMovie);
  if (limit)
    return {
      errors: [
        {
          ...limitPlace(limit.field, reading, root.place),
          message: `${limit.message.charAt(0).toUpperCase()}${limit.message.slice(1)}.`,
        },
      ],
    };
  try {
    return { movie: normaliseMovie(json) };
  } catch (error) {
    if (error instanceof MovieFormatError) return { errors: [{ ...root.place, message: error.message }] };
    throw error;
  }
}
