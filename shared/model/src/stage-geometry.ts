/**
 * The Design tab's stage (docs/design-tab.md): where a layer sits on the movie's frame, how the
 * frame is fitted to the pane, the eight resize handles and what a drag of each does. All in
 * movie pixels unless a name says screen.
 */

/** A rectangle: left, top, width, height. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FrameSize {
  width: number;
  height: number;
}

/** A layer's position as the scene description stores it: w or h of 0 (or unset) is the frame's. */
export interface StoredRect {
  x?: number;
  y?: number;
  w?: number;
  h?: number;
}

/** The renderer's size for a movie that names none. */
export const DEFAULT_FRAME_SIZE: FrameSize = { width: 640, height: 360 };

/** A movie's frame size, the renderer's default filling what its parameters leave out. */
export function frameSizeOf(vparams?: { width?: number; height?: number }): FrameSize {
  return {
    width: vparams?.width || DEFAULT_FRAME_SIZE.width,
    height: vparams?.height || DEFAULT_FRAME_SIZE.height,
  };
}

/** The rectangle a layer covers on the frame, by the renderer's rule: no position is the whole frame. */
export function layerBox(position: StoredRect | undefined, size: FrameSize): Box {
  const p = position ?? {};
  return { x: p.x ?? 0, y: p.y ?? 0, w: p.w || size.width, h: p.h || size.height };
}

/**
 * The stored position of a box. A side left as the frame's (0) stays 0 while it equals the
 * frame's, so moving a full-frame layer does not fix its size.
 */
export function positionOf(box: Box, before: StoredRect | undefined, size: FrameSize): StoredRect {
  const round = (value: number) => Math.round(value);
  const keep = (stored: number | undefined, value: number, full: number) => (!stored && value === full ? 0 : value);
  return {
    x: round(box.x),
    y: round(box.y),
    w: keep(before?.w, round(box.w), size.width),
    h: keep(before?.h, round(box.h), size.height),
  };
}

/** How the frame is shown in a pane: as large as fits, never larger than `maxScale`. */
export function fitStage(frame: FrameSize, pane: FrameSize, maxScale = 4): { scale: number } & FrameSize {
  const scale = Math.max(0.01, Math.min(pane.width / frame.width, pane.height / frame.height, maxScale));
  return { scale, width: frame.width * scale, height: frame.height * scale };
}

/** A box in movie pixels as screen pixels on a stage shown at `scale`. */
export function toScreen(box: Box, scale: number): Box {
  return { x: box.x * scale, y: box.y * scale, w: box.w * scale, h: box.h * scale };
}

export type Handle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';
export const HANDLES: readonly Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];
/** Screen pixels: a handle is a square at least this big, centred on its corner or edge. */
export const HANDLE_SIZE = 10;

const HANDLE_NAMES: Record<Handle, string> = {
  nw: 'top left corner',
  n: 'top edge',
  ne: 'top right corner',
  e: 'right edge',
  se: 'bottom right corner',
  s: 'bottom edge',
  sw: 'bottom left corner',
  w: 'left edge',
};
export const handleName = (handle: Handle): string => HANDLE_NAMES[handle];

/** Which sides a handle moves: -1 the left or top, 1 the right or bottom, 0 neither. */
export function handleSides(handle: Handle): { sx: -1 | 0 | 1; sy: -1 | 0 | 1 } {
  const sx = handle.includes('w') ? -1 : handle.includes('e') ? 1 : 0;
  const sy = handle.startsWith('n') ? -1 : handle.startsWith('s') ? 1 : 0;
  return { sx, sy };
}

/** The eight handles of a box (screen pixels), each a square of `size` centred on its point. */
export function handleBoxes(box: Box, size = HANDLE_SIZE): { handle: Handle; box: Box }[] {
  const side = Math.max(8, size);
  return HANDLES.map((handle) => {
    const { sx, sy } = handleSides(handle);
    const cx = box.x + (box.w * (sx + 1)) / 2;
    const cy = box.y + (box.h * (sy + 1)) / 2;
    return { handle, box: { x: cx - side / 2, y: cy - side / 2, w: side, h: side } };
  });
}

export const moveBox = (box: Box, dx: number, dy: number): Box => ({ ...box, x: box.x + dx, y: box.y + dy });

/**
 * A box resized by dragging `handle` by (dx, dy). The opposite side or corner stays put; a box
 * never gets smaller than `min`; with `keepAspect` a corner keeps the width-to-height ratio
 * (the larger of the two moves wins) and an edge grows the other side about the centre.
 */
export function resizeBox(start: Box, handle: Handle, dx: number, dy: number, keepAspect = false, min = 1): Box {
  const { sx, sy } = handleSides(handle);
  let w = Math.max(min, start.w + sx * dx);
  let h = Math.max(min, start.h + sy * dy);
  if (sx === 0) w = start.w;
  if (sy === 0) h = start.h;
  if (keepAspect && start.w > 0 && start.h > 0) {
    const ratio = start.w / start.h;
    if (sx !== 0 && sy !== 0) {
      if (Math.abs(w - start.w) / start.w >= Math.abs(h - start.h) / start.h) h = Math.max(min, w / ratio);
      else w = Math.max(min, h * ratio);
    } else if (sx !== 0) h = Math.max(min, w / ratio);
    else w = Math.max(min, h * ratio);
  }
  const x = sx === -1 ? start.x + start.w - w : sx === 1 ? start.x : start.x + (start.w - w) / 2;
  const y = sy === -1 ? start.y + start.h - h : sy === 1 ? start.y : start.y + (start.h - h) / 2;
  return { x, y, w, h };
}

/** The rectangle between two points, whichever way it was dragged. */
export function rectBetween(ax: number, ay: number, bx: number, by: number): Box {
  return { x: Math.min(ax, bx), y: Math.min(ay, by), w: Math.abs(bx - ax), h: Math.abs(by - ay) };
}

/** Whether two boxes overlap (touching edges do not). */
export function boxesMeet(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The indexes of the boxes a selection rectangle meets. */
export function boxesIn(boxes: readonly Box[], rect: Box): number[] {
  return boxes.flatMap((box, index) => (boxesMeet(box, rect) ? [index] : []));
}

/** How far an arrow key moves a layer: 1 movie pixel, 10 with shift; null for other keys. */
export function nudgeOf(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}
