/**
 * A layer's motion (docs/motion.md): the value of each animated property at a frame, from
 * the layer's keyframes. Pure, and the one definition of the numbers: the renderer writes
 * the same curves as ffmpeg expressions and its tests compare the two.
 *
 * The shapes here are the scene description's JSON form (shared/sdl `Keyframe`), written
 * again because the model imports nothing of ours: a field left out is not set.
 */

export type Easing = 'LINEAR' | 'EASE_IN' | 'EASE_OUT' | 'EASE_IN_OUT' | 'HOLD';
export type RevealUnit = 'LETTER' | 'WORD';

export const EASINGS: readonly Easing[] = ['LINEAR', 'EASE_IN', 'EASE_OUT', 'EASE_IN_OUT', 'HOLD'];

export interface KeyframeRect {
  x?: number;
  y?: number;
  w?: number;
  h?: number;
}

export interface MotionKeyframe {
  /** frames after the layer's start (0 when left out) */
  frame?: number;
  x?: number;
  y?: number;
  w?: number;
  h?: number;
  scale?: number;
  /** degrees, clockwise, about the box's centre */
  rotation?: number;
  opacity?: number;
  /** the part shown, in the box's pixels; w or h 0 shows nothing */
  crop?: KeyframeRect;
  /** letters or words of a text shown */
  reveal?: number;
  /** how the properties this keyframe sets move into it; LINEAR when left out */
  easing?: Easing;
}

/** A property a keyframe can animate; the crop's four sides count as four. */
export type MotionProperty =
  | 'x'
  | 'y'
  | 'w'
  | 'h'
  | 'scale'
  | 'rotation'
  | 'opacity'
  | 'cropX'
  | 'cropY'
  | 'cropW'
  | 'cropH'
  | 'reveal';

export const MOTION_PROPERTIES: readonly MotionProperty[] = [
  'x',
  'y',
  'w',
  'h',
  'scale',
  'rotation',
  'opacity',
  'cropX',
  'cropY',
  'cropW',
  'cropH',
  'reveal',
];

/** One property's value at one frame, with the easing into it. */
export interface MotionKey {
  frame: number;
  value: number;
  easing: Easing;
}

/**
 * The easing curves, progress p (0 to 1 between two keyframes) to the part of the way done:
 * polynomials, so that an ffmpeg expression says exactly the same (renderer `EASING_EXPRESSIONS`).
 * EASE_IN is p² (CSS ease-in, cubic-bezier(.42,0,1,1), is 0.315 at p = 0.5; this 0.25),
 * EASE_OUT 1-(1-p)² (0.75; CSS ease-out 0.685), EASE_IN_OUT smoothstep 3p²-2p³ (0.5, as CSS
 * ease-in-out). HOLD stays at the value before until the keyframe.
 */
export function ease(easing: Easing, p: number): number {
  const q = Math.min(1, Math.max(0, p));
  switch (easing) {
    case 'EASE_IN':
      return q * q;
    case 'EASE_OUT':
      return q * (2 - q);
    case 'EASE_IN_OUT':
      return q * q * (3 - 2 * q);
    case 'HOLD':
      return 0;
    default:
      return q;
  }
}

/** A keyframe's value of one property, or undefined when the keyframe leaves it alone. */
export function keyframeValue(keyframe: MotionKeyframe, property: MotionProperty): number | undefined {
  switch (property) {
    case 'cropX':
      return keyframe.crop ? (keyframe.crop.x ?? 0) : undefined;
    case 'cropY':
      return keyframe.crop ? (keyframe.crop.y ?? 0) : undefined;
    case 'cropW':
      return keyframe.crop ? (keyframe.crop.w ?? 0) : undefined;
    case 'cropH':
      return keyframe.crop ? (keyframe.crop.h ?? 0) : undefined;
    default:
      return keyframe[property];
  }
}

/**
 * The keys of one property in frame order: the keyframes that set it. Of two setting it at
 * the same frame, the later in the list counts.
 */
export function motionKeys(keyframes: readonly MotionKeyframe[] | undefined, property: MotionProperty): MotionKey[] {
  const byFrame = new Map<number, MotionKey>();
  for (const keyframe of keyframes ?? []) {
    const value = keyframeValue(keyframe, property);
    if (value === undefined || !Number.isFinite(value)) continue;
    const frame = keyframe.frame ?? 0;
    byFrame.set(frame, { frame, value, easing: keyframe.easing ?? 'LINEAR' });
  }
  return [...byFrame.values()].sort((a, b) => a.frame - b.frame);
}

/**
 * The value at layer-local `frame` from keys in frame order: the first key's value before
 * it, the last's after it, and between two the easing of the later one. Undefined without keys.
 */
export function valueAtFrame(keys: readonly MotionKey[], frame: number): number | undefined {
  if (keys.length === 0) return undefined;
  const first = keys[0]!;
  const last = keys[keys.length - 1]!;
  if (frame <= first.frame) return first.value;
  if (frame >= last.frame) return last.value;
  // The first key after the frame (keys in frame order): the segment ends there.
  let low = 1;
  let high = keys.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keys[middle]!.frame > frame) high = middle;
    else low = middle + 1;
  }
  const to = keys[low]!;
  const from = keys[low - 1]!;
  return from.value + (to.value - from.value) * ease(to.easing, (frame - from.frame) / (to.frame - from.frame));
}

/** One property's value at layer-local `frame`, or undefined when no keyframe sets it. */
export function motionValueAt(
  keyframes: readonly MotionKeyframe[] | undefined,
  property: MotionProperty,
  frame: number,
): number | undefined {
  return valueAtFrame(motionKeys(keyframes, property), frame);
}

/** Whether any keyframe sets any property: the layer moves (or may), so it is drawn frame by frame. */
export function hasMotion(keyframes: readonly MotionKeyframe[] | undefined): boolean {
  return MOTION_PROPERTIES.some((property) => motionKeys(keyframes, property).length > 0);
}

/** Whether the keys take more than one value: a property whose keys all agree does not move. */
export function keysMove(keys: readonly MotionKey[]): boolean {
  return keys.some((key) => key.value !== keys[0]!.value);
}
