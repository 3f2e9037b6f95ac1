/**
 * Enter and exit animations (docs/motion.md): a preset is a way of writing keyframes. It
 * is stored as the keyframes it expands into, never by its name, so it renders the same
 * everywhere and can be edited keyframe by keyframe afterwards. Pure.
 */
import {
  motionValueAt,
  type Easing,
  type KeyframeRect,
  type MotionKeyframe,
  type MotionProperty,
  type RevealUnit,
} from './keyframes.js';
import { revealUnits } from './keyframes-reveal.js';

export type PresetKind = 'fade' | 'slide' | 'scale' | 'wipe' | 'typing';
export type PresetPhase = 'enter' | 'exit';

export const PRESET_KINDS: readonly PresetKind[] = ['fade', 'slide', 'scale', 'wipe', 'typing'];

export interface MotionPreset {
  kind: PresetKind;
  phase: PresetPhase;
  /** frames the animation lasts (at most the layer's) */
  duration: number;
  /**
   * slide and wipe: the side the layer comes in from or leaves to, numbered as the
   * transitions' directions (1 top, 2 right, 3 bottom, 4 left); 2 when left out
   */
  side?: number;
  /** scale: `up` grows (from nothing in, to twice the size out), `down` shrinks (from twice in, to nothing out) */
  scale?: 'up' | 'down';
  /** typing: by letter (the default) or by word */
  unit?: RevealUnit;
}

/** What a preset reads of a layer (its JSON form in the scene description). */
export interface PresetLayer {
  position?: { x?: number; y?: number; w?: number; h?: number };
  opacity?: number;
  text?: { text?: string; revealunit?: RevealUnit };
  keyframes?: readonly MotionKeyframe[];
}

export interface PresetFrame {
  /** the movie's frame size: slides start and end just outside it */
  width: number;
  height: number;
  /** frames the layer lasts (its duration, or to its scene's end): exits end there */
  length: number;
}

export interface PresetResult {
  /** the layer's keyframes with the preset's, in frame order: what to store */
  keyframes: MotionKeyframe[];
  /** typing: the text layer's revealunit to store with them */
  revealunit?: RevealUnit;
}

export class PresetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PresetError';
  }
}

/** The properties each preset writes. */
const WRITES: Record<PresetKind, readonly MotionProperty[]> = {
  fade: ['opacity'],
  slide: ['x', 'y'],
  scale: ['scale'],
  wipe: ['cropX', 'cropY', 'cropW', 'cropH'],
  typing: ['reveal'],
};

/** The easing into the preset's last keyframe: moves slow down as they arrive and speed up as they leave. */
function easingOf(kind: PresetKind, phase: PresetPhase): Easing {
  if (kind === 'slide' || kind === 'scale') return phase === 'enter' ? 'EASE_OUT' : 'EASE_IN';
  if (kind === 'wipe') return 'EASE_IN_OUT';
  return 'LINEAR';
}

/** A keyframe with the given properties taken out (the crop as a whole); undefined when nothing is left. */
function without(keyframe: MotionKeyframe, properties: readonly MotionProperty[]): MotionKeyframe | undefined {
  const out: MotionKeyframe = { ...keyframe };
  for (const property of properties) {
    if (property.startsWith('crop')) delete out.crop;
    else delete out[property as Exclude<MotionProperty, 'cropX' | 'cropY' | 'cropW' | 'cropH'>];
  }
  const { frame: _frame, easing: _easing, ...values } = out;
  return Object.keys(values).length > 0 ? out : undefined;
}

/** The layer's own value of a property at a frame: its keyframes', else its fields'. */
function restValue(layer: PresetLayer, frame: PresetFrame, property: MotionProperty, at: number): number {
  const moved = motionValueAt(layer.keyframes, property, at);
  if (moved !== undefined) return moved;
  const p = layer.position ?? {};
  switch (property) {
    case 'x':
      return p.x ?? 0;
    case 'y':
      return p.y ?? 0;
    case 'w':
      return p.w || frame.width;
    case 'h':
      return p.h || frame.height;
    case 'opacity':
      return Math.min(1, Math.max(0, layer.opacity ?? 1));
    case 'scale':
      return 1;
    default:
      return 0;
  }
}

/** The two ends of the preset: the layer as it is (rest) and as it is before it enters or after it leaves (out). */
function ends(
  layer: PresetLayer,
  preset: MotionPreset,
  frame: PresetFrame,
  at: number,
  unit: RevealUnit,
): { rest: MotionKeyframe; out: MotionKeyframe } {
  const rest = (property: MotionProperty) => restValue(layer, frame, property, at);
  const side = preset.side ?? 2;
  if (preset.kind !== 'fade' && preset.kind !== 'scale' && preset.kind !== 'typing' && ![1, 2, 3, 4].includes(side))
    throw new PresetError(`A ${preset.kind}'s side is 1 (top), 2 (right), 3 (bottom) or 4 (left), not ${side}.`);
  switch (preset.kind) {
    case 'fade':
      return { rest: { opacity: rest('opacity') }, out: { opacity: 0 } };
    case 'scale': {
      const big = (preset.scale ?? 'up') === 'up' ? preset.phase === 'exit' : preset.phase === 'enter';
      return { rest: { scale: rest('scale') }, out: { scale: big ? 2 : 0 } };
    }
    case 'slide': {
      const x = Math.round(rest('x'));
      const y = Math.round(rest('y'));
      const w = rest('w') * rest('scale');
      const h = rest('h') * rest('scale');
      const outside = {
        1: { x, y: -Math.ceil(h) },
        2: { x: frame.width, y },
        3: { x, y: frame.height },
        4: { x: -Math.ceil(w), y },
      }[side as 1 | 2 | 3 | 4];
      return { rest: { x, y }, out: outside };
    }
    case 'wipe': {
      const w = Math.round(rest('w'));
      const h = Math.round(rest('h'));
      const gone: KeyframeRect = {
        1: { x: 0, y: 0, w, h: 0 },
        2: { x: w, y: 0, w: 0, h },
        3: { x: 0, y: h, w, h: 0 },
        4: { x: 0, y: 0, w: 0, h },
      }[side as 1 | 2 | 3 | 4];
      return { rest: { crop: { x: 0, y: 0, w, h } }, out: { crop: gone } };
    }
    case 'typing': {
      if (layer.text === undefined) throw new PresetError('Typing on is for text layers.');
      return { rest: { reveal: revealUnits(layer.text.text ?? '', unit) }, out: { reveal: 0 } };
    }
  }
}

/**
 * The keyframes a preset adds to a layer, merged with its own: an enter animation runs over
 * the layer's first `duration` frames (out at frame 0, as the layer is at `duration`), an
 * exit over its last (as it is at length - duration, out at length, the first frame after
 * its last). The layer's keyframes of the properties the preset writes, within that span,
 * give way to the preset's; its others stay. Throws a PresetError for a preset the layer
 * cannot take.
 */
export function expandPreset(layer: PresetLayer, preset: MotionPreset, frame: PresetFrame): PresetResult {
  const length = Math.max(1, Math.floor(frame.length));
  if (!Number.isFinite(preset.duration) || preset.duration < 1)
    throw new PresetError('A preset lasts at least one frame.');
  if (!PRESET_KINDS.includes(preset.kind)) throw new PresetError(`There is no preset "${String(preset.kind)}".`);
  const duration = Math.min(length, Math.floor(preset.duration));
  const enter = preset.phase === 'enter';
  const unit = preset.unit ?? layer.text?.revealunit ?? 'LETTER';
  const [from, to] = enter ? [0, duration] : [length - duration, length];
  const { rest, out } = ends(layer, preset, frame, enter ? to : from, unit);
  const writes = WRITES[preset.kind];
  const kept = (layer.keyframes ?? []).flatMap((keyframe) => {
    const at = keyframe.frame ?? 0;
    if (at < from || at > to) return [keyframe];
    return without(keyframe, writes) ?? [];
  });
  const easing = easingOf(preset.kind, preset.phase);
  const added: MotionKeyframe[] = enter
    ? [
        { frame: from, ...out },
        { frame: to, ...rest, easing },
      ]
    : [
        { frame: from, ...rest },
        { frame: to, ...out, easing },
      ];
  const keyframes = [...kept, ...added]
    .map((keyframe, order) => ({ keyframe, order }))
    .sort((a, b) => (a.keyframe.frame ?? 0) - (b.keyframe.frame ?? 0) || a.order - b.order)
    .map(({ keyframe }) => (keyframe.easing === 'LINEAR' ? withoutEasing(keyframe) : keyframe));
  return { keyframes, ...(preset.kind === 'typing' ? { revealunit: unit } : {}) };
}

/** LINEAR is the default easing: left out, as the scene description's JSON form leaves it. */
function withoutEasing(keyframe: MotionKeyframe): MotionKeyframe {
  const { easing: _easing, ...rest } = keyframe;
  return rest;
}
