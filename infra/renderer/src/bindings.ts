import { parseBoolean, parseFloatInput, parseInteger } from '@reelforge/model';
import type { AudioTrack, Bindings, Keyframe, Layer, Movie, Scene } from '@reelforge/sdl';
import { RenderError } from './api.js';

type FieldType = 'string' | 'uint' | 'int' | 'float' | 'bool' | 'points' | readonly string[];
type Schema = Readonly<Record<string, FieldType>>;

const FIT = ['COVER', 'CONTAIN', 'STRETCH', 'NONE'] as const;
const ALIGN = ['CENTER', 'LEFT', 'RIGHT'] as const;
const VALIGN = ['MIDDLE', 'TOP', 'BOTTOM'] as const;

const SCENE: Schema = { name: 'string', length: 'uint', background: 'string' };
/** `x`, `y`, `w`, `h` address the layer's position; `position` takes a points variable "x,y" or "x,y;w,h". */
const LAYER: Schema = {
  name: 'string',
  start: 'uint',
  duration: 'uint',
  fit: FIT,
  opacity: 'float',
  fadein: 'uint',
  fadeout: 'uint',
  x: 'int',
  y: 'int',
  w: 'uint',
  h: 'uint',
  position: 'points',
};
const CONTENT: Readonly<Record<'video' | 'image' | 'text' | 'color', Schema>> = {
  video: { asset: 'string', offset: 'uint', loop: 'bool', audio: 'bool', volume: 'float' },
  image: { asset: 'string' },
  text: {
    text: 'string',
    font: 'string',
    size: 'uint',
    color: 'string',
    align: ALIGN,
    valign: VALIGN,
    box: 'string',
    boxpadding: 'uint',
    revealunit: ['LETTER', 'WORD'],
  },
  color: { color: 'string' },
};
/** A keyframe's fields, bound on the layer as `keyframes.<index>.<field>` (`keyframes.0.crop.w`). */
const KEYFRAME: Schema = {
  frame: 'uint',
  x: 'int',
  y: 'int',
  w: 'uint',
  h: 'uint',
  scale: 'float',
  rotation: 'float',
  opacity: 'float',
  reveal: 'uint',
  easing: ['LINEAR', 'EASE_IN', 'EASE_OUT', 'EASE_IN_OUT', 'HOLD'],
  'crop.x': 'int',
  'crop.y': 'int',
  'crop.w': 'uint',
  'crop.h': 'uint',
};
const KEYFRAME_FIELD = /^keyframes\.(\d{1,6})\.([a-z]+(?:\.[a-z])?)$/;
const AUDIO: Schema = {
  asset: 'string',
  offset: 'uint',
  start: 'uint',
  duration: 'uint',
  volume: 'float',
  fadein: 'uint',
  fadeout: 'uint',
};

interface Place {
  where: string;
  scene?: number;
}

interface Values {
  values: Record<string, string>;
  points: Record<string, { x: number; y: number }[]>;
}

const KIND_WORDS: Record<string, string> = {
  uint: 'a whole number of 0 or more',
  int: 'a whole number',
  float: 'a number',
};

/** The bound value converted to the field's type; undefined leaves the field as it is. */
function convert(type: FieldType, key: string, field: string, vars: Values, place: Place): unknown {
  const value = vars.values[key]!;
  const fail = (expected: string) =>
    new RenderError(
      `${place.where}: the field "${field}" is bound to variable "${key}", whose value "${value}" is not ${expected}.`,
      'input',
      place.scene,
    );
  if (type === 'string') return value;
  if (type === 'points') {
    const points = vars.points[key];
    if (!points) throw fail('a list of points (a points variable)');
    return points;
  }
  if (value.trim() === '') return undefined;
  if (type === 'bool') return parseBoolean(value);
  if (Array.isArray(type)) {
    const name = type.find((choice) => choice === value.trim().toUpperCase());
    if (!name) throw fail(`one of ${type.join(', ')}`);
    return name;
  }
  const parsed = type === 'float' ? parseFloatInput(value) : parseInteger(value);
  if (parsed === undefined || (type === 'uint' && parsed < 0)) throw fail(KIND_WORDS[type as string]!);
  return parsed;
}

/** A copy of `target` with `bindings` applied by `schema`; fields the schema lacks go to `fallback`. */
function bind<T extends { bindings?: Bindings }>(
  target: T,
  schema: Schema,
  vars: Values,
  place: Place,
  fallback?: (field: string, key: string) => boolean,
): T {
  const { bindings, ...rest } = target;
  const out = rest as Record<string, unknown>;
  for (const [field, key] of Object.entries(bindings ?? {})) {
    if (!(key in vars.values))
      throw new RenderError(
        `${place.where}: the field "${field}" is bound to "${key}", which is not a variable of the movie.`,
        'input',
        place.scene,
      );
    const type = schema[field];
    if (!type) {
      if (fallback?.(field, key)) continue;
      throw new RenderError(`${place.where}: "${field}" is not a field that can be bound here.`, 'input', place.scene);
    }
    const value = convert(type, key, field, vars, place);
    if (value !== undefined) out[field] = value;
  }
  return out as T;
}

/** The layer's keyframes with the bindings of their fields (`keyframes.<index>.<field>`) applied. */
function bindKeyframes(layer: Layer, bindings: [number, string, string][], vars: Values, place: Place): Keyframe[] {
  const keyframes = (layer.keyframes ?? []).map((keyframe) => ({ ...keyframe }));
  for (const [index, field, key] of bindings) {
    const keyframe = keyframes[index];
    const name = `keyframes.${index}.${field}`;
    if (!keyframe)
      throw new RenderError(
        `${place.where}: "${name}" is bound, but the layer has ${keyframes.length} keyframes.`,
        'input',
        place.scene,
      );
    const value = convert(KEYFRAME[field]!, key, name, vars, place);
    if (value === undefined) continue;
    if (field.startsWith('crop.')) keyframe.crop = { ...keyframe.crop, [field.slice(5)]: value };
    else (keyframe as Record<string, unknown>)[field] = value;
  }
  return keyframes;
}

function bindLayer(layer: Layer, vars: Values, place: Place): Layer {
  const kind = layer.video ? 'video' : layer.image ? 'image' : layer.text ? 'text' : layer.color ? 'color' : undefined;
  // A content field bound on the layer itself (say "text" on a text layer) reaches its content.
  const lifted: Bindings = {};
  const moving: [number, string, string][] = [];
  const bound = bind(layer, LAYER, vars, place, (field, key) => {
    const keyframe = KEYFRAME_FIELD.exec(field);
    if (keyframe && keyframe[2]! in KEYFRAME) {
      moving.push([Number(keyframe[1]), keyframe[2]!, key]);
      return true;
    }
    if (!kind || !(field in CONTENT[kind])) return false;
    lifted[field] = key;
    return true;
  }) as Layer & Record<string, unknown>;
  if (moving.length) bound.keyframes = bindKeyframes(layer, moving, vars, place);
  const position = { ...(layer.position ?? {}) };
  let moved = false;
  for (const field of ['x', 'y', 'w', 'h'] as const) {
    if (field in bound) {
      position[field] = bound[field] as number;
      delete bound[field];
      moved = true;
    }
  }
  if ('position' in bound && Array.isArray(bound.position)) {
    const [at, size] = bound.position as { x: number; y: number }[];
    if (at) Object.assign(position, { x: Math.round(at.x), y: Math.round(at.y) });
    if (size) Object.assign(position, { w: Math.max(0, Math.round(size.x)), h: Math.max(0, Math.round(size.y)) });
    moved = true;
  }
  if (moved) bound.position = position;
  else if (layer.position) bound.position = layer.position;
  if (kind) {
    const content = layer[kind]!;
    bound[kind] = bind(
      { ...content, bindings: { ...(content.bindings ?? {}), ...lifted } },
      CONTENT[kind],
      vars,
      place,
    );
  }
  return bound;
}

function sceneWhere(scene: Scene, index: number): string {
  return scene.name ? `Scene ${index + 1} "${scene.name}"` : `Scene ${index + 1}`;
}

/** The movie with every binding replaced by the bound variable's value (step 1, pure). */
export function applyBindings(
  movie: Movie,
  values: Record<string, string>,
  points: Record<string, { x: number; y: number }[]> = {},
): Movie {
  const vars: Values = { values, points };
  const scenes = (movie.scenes ?? []).map((scene, s) => {
    const where = sceneWhere(scene, s);
    const bound = bind(scene, SCENE, vars, { where, scene: s });
    const layers = (scene.layers ?? []).map((layer, l) =>
      bindLayer(layer, vars, { where: `${where}, layer ${l + 1}${layer.name ? ` "${layer.name}"` : ''}`, scene: s }),
    );
    return { ...bound, layers };
  });
  const audio = (movie.audio ?? []).map((track, a) =>
    bind(track as AudioTrack, AUDIO, vars, { where: `Audio track ${a + 1}` }),
  );
  return { ...movie, scenes, audio };
}
