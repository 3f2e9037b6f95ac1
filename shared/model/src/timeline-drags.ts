/**
 * What a drag on the timeline changes (docs/design-tab.md), as pure steps from the pointer's
 * movement in frames: a bar moved or trimmed inside its scene, a scene's end, a transition's
 * edge, a scene block moved to another place. Snapping pulls to the given frames; without
 * them (alt held, or a key) nothing snaps.
 */
import { snapFrame, snapSpan } from './snap-guides.js';
import { moveSpan, sceneLengthAfter, trimSpanEnd, trimSpanStart, type Span } from './timeline-geometry.js';

export type SpanEdit = 'move' | 'start' | 'end';

/** Something on the timeline that moves inside [min, max]. */
export interface BoundedSpan extends Span {
  min: number;
  max: number;
}

/** A scene block: where it starts, how long it is, its transition's overlap and the longest it may be. */
export interface SceneSpan {
  start: number;
  length: number;
  overlap: number;
  maxOverlap: number;
}

/** A span after a move or trim of `by` frames inside [min, max], snapped to `targets` within `threshold`. */
export function draggedSpan(
  item: BoundedSpan,
  edit: SpanEdit,
  by: number,
  targets: readonly number[] | null,
  threshold: number,
): { span: Span; snap: number | null } {
  const local = { start: item.start - item.min, end: item.end - item.min };
  const limit = item.max - item.min;
  const place = (span: Span) => ({ start: span.start + item.min, end: span.end + item.min });
  if (edit === 'move') {
    const moved = place(moveSpan(local, by, limit));
    if (!targets) return { span: moved, snap: null };
    const shift = snapSpan(moved.start, moved.end, targets, threshold);
    if (!shift) return { span: moved, snap: null };
    const snapped = place(moveSpan(local, by + shift, limit));
    const snap = targets.find((t) => t === snapped.start || t === snapped.end) ?? null;
    return { span: snapped, snap };
  }
  const raw = edit === 'start' ? item.start + by : item.end + by;
  const frame = targets ? snapFrame(raw, targets, threshold) : raw;
  const delta = frame - (edit === 'start' ? item.start : item.end);
  const span = place(edit === 'start' ? trimSpanStart(local, delta) : trimSpanEnd(local, delta, limit));
  const edge = edit === 'start' ? span.start : span.end;
  return { span, snap: frame !== raw && edge === frame ? frame : null };
}

/** A scene's length after its end is dragged by `by` frames, its new end snapped. */
export function draggedSceneEnd(
  scene: SceneSpan,
  by: number,
  targets: readonly number[] | null,
  threshold: number,
): { length: number; snap: number | null } {
  const raw = scene.start + scene.length + by;
  const end = targets ? snapFrame(raw, targets, threshold) : raw;
  const length = sceneLengthAfter(scene.length, end - scene.start - scene.length);
  return { length, snap: end !== raw && scene.start + length === end ? end : null };
}

/** A transition's duration after its edge is dragged by `by` frames: 1 to its scene's largest. */
export function draggedTransition(scene: SceneSpan, by: number): number {
  return Math.max(1, Math.min(scene.maxOverlap, Math.round(scene.overlap + by)));
}

/** Where a scene block dragged by `by` frames lands: the place of the block under its middle. */
export function sceneDropIndex(scenes: readonly SceneSpan[], index: number, by: number): number {
  const dragged = scenes[index];
  if (!dragged) return index;
  const middle = dragged.start + dragged.length / 2 + by;
  return scenes.filter((scene, at) => at !== index && scene.start + scene.length / 2 < middle).length;
}

/** How many frames an arrow key moves: 1, a second's worth with shift; 0 for other keys. */
export function arrowFrames(key: string, shift: boolean, fps: number): number {
  const step = shift ? Math.max(1, Math.round(fps)) : 1;
  return key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
}
