/**
 * The Design tab's view and edits of a layer's motion (docs/design-tab.md, docs/motion.md):
 * where its box stands at a frame by its keyframes, the path its centre follows, and a
 * layer's keyframes with one set, moved or removed. Frames are layer-local.
 */
import { motionValueAt, type MotionKeyframe } from './keyframes.js';
import { layerBox, type Box, type FrameSize, type StoredRect } from './stage-geometry.js';

export interface AnimatedBox {
  /** The box at the frame, its scale applied about its centre. Movie pixels. */
  box: Box;
  /** Degrees clockwise about the box's centre. */
  rotation: number;
}

/** A keyframe's w or h of 0 is the frame's, as in a position. */
const side = (value: number | undefined, full: number) => (value === undefined ? undefined : value || full);

/** Where a layer's box stands at a frame: its position, moved by the keyframes that set x, y, w, h or scale. */
export function animatedBox(
  position: StoredRect | undefined,
  keyframes: readonly MotionKeyframe[] | undefined,
  frame: number,
  size: FrameSize,
): AnimatedBox {
  const base = layerBox(position, size);
  if (!keyframes?.length) return { box: base, rotation: 0 };
  const at = (property: 'x' | 'y' | 'w' | 'h' | 'scale' | 'rotation') => motionValueAt(keyframes, property, frame);
  const w = side(at('w'), size.width) ?? base.w;
  const h = side(at('h'), size.height) ?? base.h;
  const x = at('x') ?? base.x;
  const y = at('y') ?? base.y;
  const scale = at('scale') ?? 1;
  const box = { x: x + (w - w * scale) / 2, y: y + (h - h * scale) / 2, w: w * scale, h: h * scale };
  return { box, rotation: at('rotation') ?? 0 };
}

/** Whether keyframes place the box (set x, y, w, h or scale): then moving it on the stage sets a keyframe. */
export function keyframesPlace(keyframes: readonly MotionKeyframe[] | undefined): boolean {
  return (keyframes ?? []).some((k) =>
    ['x', 'y', 'w', 'h', 'scale'].some((p) => k[p as keyof MotionKeyframe] !== undefined),
  );
}

/** The centre of the box at each `step`th frame of [0, length), and at the last frame: the motion path. */
export function motionPath(
  position: StoredRect | undefined,
  keyframes: readonly MotionKeyframe[] | undefined,
  length: number,
  size: FrameSize,
  step = 2,
): { x: number; y: number }[] {
  const frames: number[] = [];
  for (let frame = 0; frame < length; frame += Math.max(1, step)) frames.push(frame);
  if (length > 0 && frames.at(-1) !== length - 1) frames.push(length - 1);
  return frames.map((frame) => {
    const { box } = animatedBox(position, keyframes, frame, size);
    return { x: box.x + box.w / 2, y: box.y + box.h / 2 };
  });
}

const byFrame = (a: MotionKeyframe, b: MotionKeyframe) => (a.frame ?? 0) - (b.frame ?? 0);

/** Keyframes with `patch` set at `frame`: into the keyframe at that frame if there is one, else a new one. */
export function withKeyframe(
  keyframes: readonly MotionKeyframe[] | undefined,
  frame: number,
  patch: Omit<MotionKeyframe, 'frame'>,
): MotionKeyframe[] {
  const at = Math.max(0, Math.round(frame));
  const list = [...(keyframes ?? [])];
  const index = list.findIndex((keyframe) => (keyframe.frame ?? 0) === at);
  if (index >= 0) list[index] = { ...list[index], ...patch };
  else list.push({ frame: at, ...patch });
  return list.sort(byFrame);
}

/** Keyframes with one moved to `frame` (kept in frame order), and where it now stands. */
export function withKeyframeMoved(
  keyframes: readonly MotionKeyframe[],
  index: number,
  frame: number,
): { keyframes: MotionKeyframe[]; index: number } {
  const moved = keyframes[index];
  if (!moved) return { keyframes: [...keyframes], index };
  const list = keyframes.map((keyframe, at) =>
    at === index ? { ...keyframe, frame: Math.max(0, Math.round(frame)) } : keyframe,
  );
  const target = list[index] as MotionKeyframe;
  const sorted = [...list].sort(byFrame);
  return { keyframes: sorted, index: sorted.indexOf(target) };
}

/** Keyframes without the one at `index`. */
export const withoutKeyframe = (keyframes: readonly MotionKeyframe[], index: number): MotionKeyframe[] =>
  keyframes.filter((_keyframe, at) => at !== index);
