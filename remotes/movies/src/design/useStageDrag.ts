import { useRef, useState, type RefObject } from 'react';
import { useDrag } from '@use-gesture/react';
import {
  boxesIn,
  rectBetween,
  resizeBox,
  SNAP_DISTANCE,
  snapMove,
  snapResize,
  snapTargets,
  type Box,
  type FrameSize,
  type Guide,
  type Handle,
} from '@reelforge/model';
import type { StageLayer } from './stage-layers.js';

/** What a running drag on the stage shows. Movie pixels. */
export type StageDrag =
  | { kind: 'move'; layers: readonly number[]; dx: number; dy: number; guides: Guide[] }
  | { kind: 'resize'; index: number; box: Box; guides: Guide[] }
  | { kind: 'marquee'; rect: Box }
  | { kind: 'keyframe'; index: number; dx: number; dy: number };

/** What the pointer went down on. */
type Down =
  | { kind: 'layer'; index: number }
  | { kind: 'handle'; handle: Handle }
  | { kind: 'keyframe'; index: number }
  | { kind: 'empty' };

function downOf(element: Element | null): Down | null {
  const keyframe = element?.closest<HTMLElement>('[data-keyframe]');
  if (keyframe) return { kind: 'keyframe', index: Number(keyframe.dataset.keyframe) };
  const handle = element?.closest<HTMLElement>('[data-handle]');
  if (handle) return { kind: 'handle', handle: handle.dataset.handle as Handle };
  const layer = element?.closest<HTMLElement>('[data-layer]');
  if (layer) return { kind: 'layer', index: Number(layer.dataset.layer) };
  return element?.closest('[data-stage-pane]') ? { kind: 'empty' } : null;
}

/** The box around boxes. */
function around(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

export interface StageDragOptions {
  frame: RefObject<HTMLElement | null>;
  size: FrameSize;
  scale: number;
  layers: readonly StageLayer[];
  selected: readonly number[];
  onSelect: (indexes: readonly number[], additive: boolean) => void;
  onMove: (indexes: readonly number[], dx: number, dy: number) => void;
  onResize: (index: number, box: Box) => void;
  /** A keyframe's point on the motion path moved by (dx, dy) movie pixels. */
  onKeyframeMove?: (index: number, dx: number, dy: number) => void;
}

/**
 * Drags on the stage: a layer's box moves the selection (selecting the box first if it was
 * not), a handle resizes the one selected layer (shift keeps its aspect ratio), and a drag on
 * empty stage selects by rectangle. Snapping pulls to the frame and the other layers unless
 * alt is held. Nothing is edited until the pointer is released.
 */
export function useStageDrag(options: StageDragOptions) {
  const latest = useRef(options);
  latest.current = options;
  const down = useRef<Down | null>(null);
  const [drag, setDrag] = useState<StageDrag | null>(null);

  const pointAt = (x: number, y: number) => {
    const rect = latest.current.frame.current?.getBoundingClientRect();
    const scale = latest.current.scale;
    return { x: (x - (rect?.left ?? 0)) / scale, y: (y - (rect?.top ?? 0)) / scale };
  };

  const bind = useDrag(
    ({ first, last, tap, initial: [ix, iy], xy: [x, y], altKey, shiftKey, memo }) => {
      const { layers, selected, size, scale } = latest.current;
      const target = (first || tap ? down.current : (memo as Down | null)) ?? null;
      if (!target) return null;
      if (tap) {
        if (target.kind === 'empty') latest.current.onSelect([], false);
        return target;
      }
      // From where the pointer went down (the gesture's own movement starts after its threshold).
      const dx = (x - ix) / scale;
      const dy = (y - iy) / scale;
      const threshold = SNAP_DISTANCE / scale;
      let next: StageDrag | null = null;
      if (target.kind === 'layer') {
        const moving = selected.includes(target.index)
          ? selected
          : shiftKey
            ? [...selected, target.index]
            : [target.index];
        if (first && !selected.includes(target.index)) latest.current.onSelect(moving, false);
        const boxes = moving.flatMap((index) => layers[index]?.box ?? []);
        if (!boxes.length) return target;
        const start = around(boxes);
        const others = layers.filter((layer) => !moving.includes(layer.index)).map((layer) => layer.box);
        const placed = altKey
          ? { box: { ...start, x: start.x + dx, y: start.y + dy }, guides: [] }
          : snapMove({ ...start, x: start.x + dx, y: start.y + dy }, snapTargets(size, others), threshold);
        next = {
          kind: 'move',
          layers: moving,
          dx: Math.round(placed.box.x - start.x),
          dy: Math.round(placed.box.y - start.y),
          guides: placed.guides,
        };
      } else if (target.kind === 'keyframe') {
        next = { kind: 'keyframe', index: target.index, dx: Math.round(dx), dy: Math.round(dy) };
      } else if (target.kind === 'handle') {
        const index = selected[0];
        const layer = index === undefined ? undefined : layers[index];
        if (!layer || index === undefined) return target;
        const resized = resizeBox(layer.box, target.handle, dx, dy, shiftKey);
        const others = layers.filter((each) => each.index !== index).map((each) => each.box);
        const placed = altKey
          ? { box: resized, guides: [] }
          : snapResize(resized, target.handle, snapTargets(size, others), threshold, shiftKey);
        const box = { x: placed.box.x, y: placed.box.y, w: placed.box.w, h: placed.box.h };
        next = { kind: 'resize', index, box, guides: placed.guides };
      } else {
        const from = pointAt(ix, iy);
        const to = pointAt(x, y);
        next = { kind: 'marquee', rect: rectBetween(from.x, from.y, to.x, to.y) };
      }
      if (!last) {
        setDrag(next);
        return target;
      }
      setDrag(null);
      if (next.kind === 'move' && (next.dx || next.dy)) latest.current.onMove(next.layers, next.dx, next.dy);
      if (next.kind === 'resize') latest.current.onResize(next.index, next.box);
      if (next.kind === 'keyframe' && (next.dx || next.dy))
        latest.current.onKeyframeMove?.(next.index, next.dx, next.dy);
      if (next.kind === 'marquee') {
        const hit = boxesIn(
          layers.map((layer) => layer.box),
          next.rect,
        );
        latest.current.onSelect(hit, shiftKey);
      }
      return target;
    },
    { filterTaps: true, pointer: { keys: false } },
  );

  const onPointerDownCapture = (event: React.PointerEvent) => {
    down.current = downOf(event.target as Element);
  };
  return { drag, bind, onPointerDownCapture, pointAt };
}
