import { revealShown, type MotionProperty } from '@reelforge/model';
import { RenderError } from './api.js';
import { expr, type FilterGraph } from './filter-graph.js';
import {
  frameExpression,
  frameSpans,
  propertyAt,
  propertyExpression,
  spanEnable,
  type FrameSpan,
} from './motion-expressions.js';
import type { PlannedLayer, PlannedMotion } from './plan-types.js';

/**
 * How a layer's keyframes are drawn inside the one ffmpeg graph (docs/motion.md): position
 * as overlay and drawtext expressions of the frame; crop as transparent boxes (drawbox with
 * replace) switched on frame by frame; opacity as the alpha plane through eq (eval=frame);
 * size as scale (eval=frame); rotation as rotate with its angle an expression. Every value
 * is the model's: the expressions are `valueAtFrame` written for ffmpeg.
 */

/**
 * The most crop steps (transparent boxes switched on for some frames) one render draws, all
 * layers together: each is a drawbox, a few hundred bytes of ffmpeg's memory.
 */
export const MAX_RENDER_CROP_STEPS = 5000;
/**
 * The most typing steps (drawtext filters, one per number of letters or words shown) one
 * render draws, and the most characters they hold together. Each drawtext keeps a font of
 * its own: 999 steps measured 384 MB and 3.4 s of CPU over 1,000 frames (docs/motion.md).
 */
export const MAX_RENDER_TYPING_STEPS = 1000;
export const MAX_RENDER_TYPING_CHARACTERS = 1_000_000;

const PICTURE: readonly MotionProperty[] = [
  'w',
  'h',
  'scale',
  'rotation',
  'opacity',
  'cropX',
  'cropY',
  'cropW',
  'cropH',
];
const BOX: readonly MotionProperty[] = ['w', 'h', 'scale', 'rotation'];
const CROP: readonly MotionProperty[] = ['cropX', 'cropY', 'cropW', 'cropH'];

const sets = (motion: PlannedMotion | undefined, properties: readonly MotionProperty[]) =>
  Boolean(motion && properties.some((property) => motion.keys[property]?.length));

/** The layer's own picture changes from frame to frame (not only where it is): it is drawn as a stream. */
export const movesPicture = (layer: PlannedLayer) => sets(layer.motion, PICTURE);
/** Its box changes size or turns. */
export const transformsBox = (layer: PlannedLayer) => sets(layer.motion, BOX);
/** Part of it is cut away on some frames. */
export const cropsPicture = (layer: PlannedLayer) => sets(layer.motion, CROP);
/** A text that cannot be drawn with drawtext alone on the scene's picture: drawn on a picture of its own. */
export const textOnItsOwn = (layer: PlannedLayer) =>
  layer.kind === 'text' && (transformsBox(layer) || cropsPicture(layer));

/** Counts the steps of one render (one graph) against their bounds. */
export class MotionBudget {
  private crops = 0;
  private typing = 0;
  private characters = 0;
  private refuse(what: string, limit: string): never {
    throw new RenderError(
      `The moving layers of this render ${what} more than ${limit}; render a shorter range or use fewer keyframes.`,
      'input',
    );
  }
  take(steps: number): void {
    this.crops += steps;
    if (this.crops > MAX_RENDER_CROP_STEPS) this.refuse('crop in', `${MAX_RENDER_CROP_STEPS} steps`);
  }
  takeTyping(steps: number, characters: number): void {
    this.typing += steps;
    this.characters += characters;
    if (this.typing > MAX_RENDER_TYPING_STEPS) this.refuse('type on in', `${MAX_RENDER_TYPING_STEPS} steps`);
    if (this.characters > MAX_RENDER_TYPING_CHARACTERS)
      this.refuse('type on with', `${MAX_RENDER_TYPING_CHARACTERS} characters in their steps`);
  }
}

const budgets = new WeakMap<FilterGraph, MotionBudget>();

/** The budget of a graph's render. */
export function motionBudget(g: FilterGraph): MotionBudget {
  let budget = budgets.get(g);
  if (!budget) budgets.set(g, (budget = new MotionBudget()));
  return budget;
}

/** The box's left, top, width and height as expressions of the layer-local frame `f`. */
export function boxExpressions(layer: PlannedLayer, f: string): { x: string; y: string; w: string; h: string } {
  const keys = layer.motion?.keys ?? {};
  const { rect } = layer;
  return {
    x: propertyExpression(keys.x, f, rect.x),
    y: propertyExpression(keys.y, f, rect.y),
    w: propertyExpression(keys.w, f, rect.w),
    h: propertyExpression(keys.h, f, rect.h),
  };
}

/** The box's scaled width and height as expressions (its size times the scale). */
function scaledSize(layer: PlannedLayer, f: string): { w: string; h: string } {
  const keys = layer.motion!.keys;
  const box = boxExpressions(layer, f);
  const scale = keys.scale?.length ? `*(${propertyExpression(keys.scale, f, 1)})` : '';
  return { w: `(${box.w})${scale}`, h: `(${box.h})${scale}` };
}

/** The most a property reaches over its keys (eased values stay between their keys). */
const most = (layer: PlannedLayer, property: MotionProperty, fixed: number) => {
  const keys = layer.motion?.keys[property];
  return keys?.length ? Math.max(...keys.map((key) => key.value)) : fixed;
};
const even = (value: number) => 2 * Math.ceil(value / 2);

/** The width and height of the smallest box that holds a w×h box turned by any angle between its keys. */
function turnedBounds(layer: PlannedLayer, w: number, h: number): { w: number; h: number } {
  const keys = layer.motion!.keys.rotation!;
  const low = Math.min(...keys.map((key) => key.value));
  const high = Math.max(...keys.map((key) => key.value));
  if (high - low >= 360) {
    const side = even(Math.hypot(w, h) + 2);
    return { w: side, h: side };
  }
  let bw = 0;
  let bh = 0;
  for (let angle = low; ; angle = Math.min(high, angle + 1)) {
    const a = (angle * Math.PI) / 180;
    bw = Math.max(bw, Math.abs(w * Math.cos(a)) + Math.abs(h * Math.sin(a)));
    bh = Math.max(bh, Math.abs(w * Math.sin(a)) + Math.abs(h * Math.cos(a)));
    if (angle >= high) break;
  }
  return { w: even(bw + 2), h: even(bh + 2) };
}

/** The crop's hidden parts at a frame: up to four boxes [x, y, w, h] in the box's pixels. */
function hiddenBoxes(layer: PlannedLayer, frame: number): number[][] {
  const keys = layer.motion!.keys;
  const { w, h } = layer.rect;
  const clampTo = (value: number, low: number, high: number) => Math.min(high, Math.max(low, Math.round(value)));
  const x0 = clampTo(propertyAt(keys.cropX, frame, 0), 0, w);
  const y0 = clampTo(propertyAt(keys.cropY, frame, 0), 0, h);
  const x1 = clampTo(propertyAt(keys.cropX, frame, 0) + propertyAt(keys.cropW, frame, w - x0), x0, w);
  const y1 = clampTo(propertyAt(keys.cropY, frame, 0) + propertyAt(keys.cropH, frame, h - y0), y0, h);
  const boxes = [
    [0, 0, x0, h],
    [x1, 0, w - x1, h],
    [x0, 0, x1 - x0, y0],
    [x0, y1, x1 - x0, h - y1],
  ];
  return boxes.filter(([, , bw, bh]) => bw! > 0 && bh! > 0);
}

/** Filters that switch `filter` on for each span (none for a span that draws nothing, no `enable` for one span over all). */
function stepped<T>(spans: FrameSpan<T>[], f: string, filters: (value: T) => string[], budget: MotionBudget): string[] {
  const drawn = spans.map((span) => ({ span, filters: filters(span.value) })).filter((one) => one.filters.length);
  budget.take(drawn.reduce((sum, one) => sum + one.filters.length, 0));
  if (spans.length === 1) return drawn.flatMap((one) => one.filters);
  return drawn.flatMap((one) => one.filters.map((filter) => `${filter}:enable=${expr(spanEnable(one.span, f))}`));
}

/**
 * The filters that move a layer's picture in its own chain, whose frames are the layer's
 * frames [from, to) and whose frame is the expression `f`: crop, then opacity (which needs
 * the chain split: `alpha` says so), then size and rotation. The picture is the layer's box
 * (rect.w × rect.h, with alpha). `size` is what the chain then holds when the box turns or
 * changes size (centred on the box's centre); undefined when it stays the box.
 */
export function pictureFilters(
  layer: PlannedLayer,
  f: string,
  frames: { from: number; to: number },
  budget: MotionBudget,
): { crop: string[]; alpha?: string; transform: string[]; size?: { w: number; h: number } | 'varying' } {
  const keys = layer.motion!.keys;
  const crop = cropsPicture(layer)
    ? stepped(
        frameSpans(frames.from, frames.to, (frame) => hiddenBoxes(layer, frame)),
        f,
        (boxes) => boxes.map(([x, y, w, h]) => `drawbox=x=${x}:y=${y}:w=${w}:h=${h}:color=black@0:t=fill:replace=1`),
        budget,
      )
    : [];
  let alpha: string | undefined;
  if (keys.opacity?.length) {
    // The alpha plane times the opacity: eq maps v to contrast*(v-0.5)+0.5+brightness.
    const o = propertyExpression(keys.opacity, f, 1);
    alpha = `eq=contrast=${expr(o)}:brightness=${expr(`((${o})-1)/2`)}:eval=frame`;
  }
  if (!transformsBox(layer)) return { crop, ...(alpha ? { alpha } : {}), transform: [] };
  const transform: string[] = [];
  let size: { w: number; h: number } | 'varying' = { w: layer.rect.w, h: layer.rect.h };
  if (sets(layer.motion, ['w', 'h', 'scale'])) {
    const scaled = scaledSize(layer, f);
    transform.push(`scale=w=${expr(`max(1,round(${scaled.w}))`)}:h=${expr(`max(1,round(${scaled.h}))`)}:eval=frame`);
    const scale = most(layer, 'scale', 1);
    size = { w: even(most(layer, 'w', layer.rect.w) * scale), h: even(most(layer, 'h', layer.rect.h) * scale) };
    if (keys.rotation?.length)
      transform.push(
        `pad=w=${size.w}:h=${size.h}:x=${expr('(ow-iw)/2')}:y=${expr('(oh-ih)/2')}:color=black@0:eval=frame`,
      );
    else size = 'varying';
  }
  if (keys.rotation?.length) {
    const box = size === 'varying' ? { w: layer.rect.w, h: layer.rect.h } : size;
    const out = turnedBounds(layer, box.w, box.h);
    const angle = `(${propertyExpression(keys.rotation, f, 0)})*PI/180`;
    transform.push(`rotate=a=${expr(angle)}:ow=${out.w}:oh=${out.h}:c=black@0`);
    size = out;
  }
  return { crop, ...(alpha ? { alpha } : {}), transform, size };
}

/** The rotate filter of a picture of the whole frame turned in place (turnsInPlace), `fill` in its corners. */
export function turnedInPlace(
  layer: PlannedLayer,
  f: string,
  size: { width: number; height: number },
  fill: { hex: string },
): string {
  const angle = `(${propertyExpression(layer.motion!.keys.rotation, f, 0)})*PI/180`;
  return `rotate=a=${expr(angle)}:ow=${size.width}:oh=${size.height}:c=${fill.hex}`;
}

/**
 * A moving layer's chain (`head` read by `filters`, its label `label`) with its motion
 * filters after them, for the chain's frames: the layer's [read, read + keep). When the
 * opacity moves, the chain so far is split so that its alpha plane goes through eq and is
 * merged back. `transformed`: the picture is no longer its box (scaled or turned).
 */
export function movingPicture(
  g: FilterGraph,
  layer: PlannedLayer,
  chain: { head: string[]; filters: string[]; label: string },
  read: number,
  keep: number,
): { head: string[]; filters: string[]; transformed: boolean } {
  const { label } = chain;
  let { head, filters } = chain;
  const motion = pictureFilters(layer, frameExpression(g, read), { from: read, to: read + keep }, motionBudget(g));
  filters = [...filters, ...motion.crop];
  if (motion.alpha) {
    const picture = g.add(head, filters, `${label}p`);
    g.addMany([picture], ['split'], [`${label}c`, `${label}a`]);
    head = [`${label}c`, g.add([`${label}a`], ['alphaextract', motion.alpha], `${label}m`)];
    filters = ['alphamerge'];
  }
  return { head, filters: [...filters, ...motion.transform], transformed: motion.size !== undefined };
}

/**
 * Where the overlay puts a moving picture, as expressions of the main chain's layer-local
 * frame `f`: its centre on the box's centre when it was scaled or turned, else the box's
 * left and top (`anchor` given: the box's own expressions, a tracked layer's).
 */
export function overlayPlace(
  layer: PlannedLayer,
  f: string,
  anchor: { x: string; y: string },
  transformed: boolean,
): { x: string; y: string } {
  if (!transformed) return anchor;
  const box = boxExpressions(layer, f);
  const x = `${anchor.x}+(${box.w})/2-overlay_w/2`;
  const y = `${anchor.y}+(${box.h})/2-overlay_h/2`;
  if (!sets(layer.motion, ['w', 'h', 'scale'])) return { x, y };
  // Scaled to less than a pixel: not drawn (the scaler's picture is at least 1×1).
  const scaled = scaledSize(layer, f);
  const tiny = `lt(min(${scaled.w},${scaled.h}),0.5)`;
  return { x: `if(${tiny},-100000,${x})`, y };
}

/** The reveal steps of a text over its frames [from, to): how many units each span shows. */
export function revealSpans(
  layer: PlannedLayer,
  frames: { from: number; to: number },
): FrameSpan<number>[] | undefined {
  const keys = layer.motion?.keys.reveal;
  if (!keys?.length) return undefined;
  return frameSpans(frames.from, frames.to, (frame) => revealShown(propertyAt(keys, frame, 0)));
}

/** The enable of a span in a chain whose frame is `f`, or none for a span over every frame. */
export function revealEnable(spans: FrameSpan<number>[], span: FrameSpan<number>, f: string): string {
  return spans.length === 1 ? '' : `:enable=${expr(spanEnable(span, f))}`;
}
