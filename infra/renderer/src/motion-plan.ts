import {
  hasMotion,
  MOTION_PROPERTIES,
  motionKeys,
  type MotionKey,
  type MotionProperty,
  type RevealUnit,
} from '@reelforge/model';
import type { Keyframe } from '@reelforge/sdl';
import { RenderError } from './api.js';
import type { PlannedMotion, Rect } from './plan-types.js';

/** The most keyframes one layer holds (each becomes pieces of ffmpeg expressions). */
export const MAX_LAYER_KEYFRAMES = 1000;
/** The largest scale a keyframe gives (a layer's box times this). */
export const MAX_KEYFRAME_SCALE = 20;
/** The largest side, in pixels, a layer's box takes when scaled: past it ffmpeg would hold absurd pictures. */
export const MAX_MOVING_SIDE = 16384;
/** The largest rotation a keyframe gives, in degrees either way (a hundred turns). */
export const MAX_KEYFRAME_ROTATION = 36000;

interface Place {
  where: string;
  scene: number;
}

function refuse(place: Place, why: string): never {
  throw new RenderError(`${place.where}: ${why}.`, 'input', place.scene);
}

/** The keys of one property as the renderer draws them: sizes of 0 are the frame's, values in their bounds. */
function keysOf(
  keyframes: Keyframe[],
  property: MotionProperty,
  size: { width: number; height: number },
  place: Place,
): MotionKey[] {
  const keys = motionKeys(keyframes, property);
  for (const key of keys) {
    if (property === 'w' && key.value === 0) key.value = size.width;
    if (property === 'h' && key.value === 0) key.value = size.height;
    if (property === 'opacity') key.value = Math.min(1, Math.max(0, key.value));
    if (property === 'scale' && (key.value < 0 || key.value > MAX_KEYFRAME_SCALE))
      refuse(place, `a keyframe's scale must be from 0 to ${MAX_KEYFRAME_SCALE}, got ${key.value}`);
    if (property === 'rotation' && Math.abs(key.value) > MAX_KEYFRAME_ROTATION)
      refuse(place, `a keyframe's rotation must be within ${MAX_KEYFRAME_ROTATION} degrees either way`);
    if ((property === 'w' || property === 'h') && key.value > MAX_MOVING_SIDE)
      refuse(place, `a keyframe's ${property} must be at most ${MAX_MOVING_SIDE} pixels, got ${key.value}`);
  }
  return keys;
}

const largest = (keys: MotionKey[] | undefined, fallback: number) =>
  keys?.length ? Math.max(...keys.map((key) => key.value)) : fallback;

/**
 * A layer's motion from its keyframes (docs/motion.md): the keys of every property some
 * keyframe sets, frames relative to the layer's start; undefined when none does. Bad
 * values are input errors naming the layer.
 */
export function planMotion(
  keyframes: Keyframe[] | undefined,
  revealunit: RevealUnit | undefined,
  rect: Rect,
  size: { width: number; height: number },
  place: Place,
): PlannedMotion | undefined {
  if (!keyframes?.length) return undefined;
  if (keyframes.length > MAX_LAYER_KEYFRAMES)
    refuse(place, `the layer has ${keyframes.length} keyframes, more than the limit of ${MAX_LAYER_KEYFRAMES}`);
  if (!hasMotion(keyframes)) return undefined;
  const keys: PlannedMotion['keys'] = {};
  for (const property of MOTION_PROPERTIES) {
    const found = keysOf(keyframes, property, size, place);
    if (found.length) keys[property] = found;
  }
  const scale = largest(keys.scale, 1);
  for (const [side, fallback] of [
    ['w', rect.w],
    ['h', rect.h],
  ] as const) {
    const most = largest(keys[side], fallback) * scale;
    if (most > MAX_MOVING_SIDE)
      refuse(place, `scaled, the layer's box would be ${Math.round(most)} pixels across, more than ${MAX_MOVING_SIDE}`);
  }
  return { keys, revealunit: revealunit ?? 'LETTER' };
}
