/**
 * Snapping on the Design tab's stage (docs/design-tab.md): a moved or resized box's edges and
 * centre are pulled to the frame's edges and centre and to other layers' edges and centres
 * within a threshold, and the line snapped to is drawn as a guide.
 */
import { handleSides, type Box, type FrameSize, type Handle } from './stage-geometry.js';

/** A guide line: `axis` x is a vertical line at x = `at`, y a horizontal one at y = `at`. */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
}

/** The lines a box can snap to, on each axis. */
export interface SnapTargets {
  x: number[];
  y: number[];
}

/** Screen pixels within which a box snaps. */
export const SNAP_DISTANCE = 6;

/** The frame's edges and centre, and the edges and centres of the other boxes. */
export function snapTargets(frame: FrameSize, others: readonly Box[]): SnapTargets {
  const x = [0, frame.width / 2, frame.width];
  const y = [0, frame.height / 2, frame.height];
  for (const box of others) {
    x.push(box.x, box.x + box.w / 2, box.x + box.w);
    y.push(box.y, box.y + box.h / 2, box.y + box.h);
  }
  return { x, y };
}

/** The nearest target to any of `values` within `threshold`: the shift that reaches it and the target. */
function nearest(values: readonly number[], targets: readonly number[], threshold: number) {
  let best: { shift: number; at: number } | null = null;
  for (const value of values)
    for (const at of targets) {
      const shift = at - value;
      if (Math.abs(shift) <= threshold && (!best || Math.abs(shift) < Math.abs(best.shift))) best = { shift, at };
    }
  return best;
}

/** Every guide a box touches once placed: each of its edges and centres that lies on a target. */
function guidesOf(box: Box, targets: SnapTargets): Guide[] {
  const on = (value: number, list: number[]) => list.some((at) => Math.abs(at - value) < 0.5);
  const guides: Guide[] = [];
  for (const at of [box.x, box.x + box.w / 2, box.x + box.w]) if (on(at, targets.x)) guides.push({ axis: 'x', at });
  for (const at of [box.y, box.y + box.h / 2, box.y + box.h]) if (on(at, targets.y)) guides.push({ axis: 'y', at });
  return guides;
}

/** A moved box pulled onto the nearest targets, each axis on its own, with the guides it lies on. */
export function snapMove(box: Box, targets: SnapTargets, threshold: number): { box: Box; guides: Guide[] } {
  const sx = nearest([box.x, box.x + box.w / 2, box.x + box.w], targets.x, threshold);
  const sy = nearest([box.y, box.y + box.h / 2, box.y + box.h], targets.y, threshold);
  const placed = { ...box, x: box.x + (sx?.shift ?? 0), y: box.y + (sy?.shift ?? 0) };
  return { box: placed, guides: sx || sy ? guidesOf(placed, targets) : [] };
}

/**
 * A resized box whose moving sides are pulled onto the nearest targets. With `keepAspect` the
 * box is not snapped (its ratio would break); the guides it happens to lie on are still drawn.
 */
export function snapResize(
  box: Box,
  handle: Handle,
  targets: SnapTargets,
  threshold: number,
  keepAspect = false,
): { box: Box; guides: Guide[] } {
  if (keepAspect) return { box, guides: guidesOf(box, targets) };
  const { sx, sy } = handleSides(handle);
  const [x, w] = snapSide(box.x, box.w, sx, targets.x, threshold);
  const [y, h] = snapSide(box.y, box.h, sy, targets.y, threshold);
  const placed = { x, y, w, h };
  const moved = placed.x !== box.x || placed.y !== box.y || placed.w !== box.w || placed.h !== box.h;
  return { box: placed, guides: moved ? guidesOf(placed, targets) : [] };
}

/** One axis of a resize: the moving side (-1 the start, 1 the end, 0 none) pulled onto a target, never below 1. */
function snapSide(
  start: number,
  size: number,
  side: -1 | 0 | 1,
  targets: number[],
  threshold: number,
): [number, number] {
  if (side === 0) return [start, size];
  const hit = nearest([side === 1 ? start + size : start], targets, threshold);
  if (!hit) return [start, size];
  if (side === 1) return [start, Math.max(1, size + hit.shift)];
  return size - hit.shift >= 1 ? [start + hit.shift, size - hit.shift] : [start, size];
}

/** A frame on the timeline pulled to the nearest target frame within `threshold` frames. */
export function snapFrame(frame: number, targets: readonly number[], threshold: number): number {
  const hit = nearest([frame], targets, threshold);
  return hit ? frame + hit.shift : frame;
}

/** A span [start, end) moved as a whole, pulled so either end meets a target. */
export function snapSpan(start: number, end: number, targets: readonly number[], threshold: number): number {
  const hit = nearest([start, end], targets, threshold);
  return hit ? hit.shift : 0;
}
