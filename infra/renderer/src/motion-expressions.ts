import { valueAtFrame, type Easing, type MotionKey } from '@reelforge/model';
import { num } from './colour.js';
import type { FilterGraph } from './filter-graph.js';

/**
 * The easing curves of the model (`ease` in shared/model keyframes.ts) as ffmpeg
 * expressions of the progress p: the same polynomials, so both give the same numbers.
 */
export const EASING_EXPRESSIONS: Record<Easing, (p: string) => string> = {
  LINEAR: (p) => p,
  EASE_IN: (p) => `${p}*${p}`,
  EASE_OUT: (p) => `${p}*(2-${p})`,
  EASE_IN_OUT: (p) => `${p}*${p}*(3-2*${p})`,
  HOLD: () => '0',
};

/**
 * The layer-local frame as an expression of a chain's time t, when the chain's first frame
 * shows the layer's frame `first`: t times the rate, rounded, so that every frame is the
 * same whole number whatever the chain's origin (a still, a range and a whole render agree).
 */
export function frameExpression(g: FilterGraph, first: number): string {
  const rate = g.rate.den === 1 ? `${g.rate.num}` : `${g.rate.num}/${g.rate.den}`;
  return first === 0 ? `round(t*${rate})` : `(round(t*${rate})${first < 0 ? '-' : '+'}${Math.abs(first)})`;
}

/**
 * A property's value as an expression of the layer-local frame `f`: the model's
 * valueAtFrame written for ffmpeg. Pieces 0..n: 0 holds the first key's value, k goes from
 * key k-1 to key k by key k's easing, n holds the last; piece k starts half a frame before
 * key k-1, so a whole frame is never on an edge. A balanced tree of if(lt(f,...)) keeps the
 * work per frame to log2 of the keys.
 */
export function keysExpression(keys: readonly MotionKey[], f: string): string {
  const first = keys[0]!;
  if (keys.every((key) => key.value === first.value)) return num(first.value);
  const n = keys.length;
  const piece = (k: number): string => {
    if (k === 0) return num(first.value);
    if (k === n) return num(keys[n - 1]!.value);
    const a = keys[k - 1]!;
    const b = keys[k]!;
    if (a.value === b.value || b.easing === 'HOLD') return num(a.value);
    const p = `clip((${f}-${a.frame})/${b.frame - a.frame},0,1)`;
    return `${num(a.value)}+(${num(b.value - a.value)})*(${EASING_EXPRESSIONS[b.easing](p)})`;
  };
  const tree = (low: number, high: number): string => {
    if (low === high) return piece(low);
    const middle = (low + high + 1) >> 1;
    return `if(lt(${f},${num(keys[middle - 1]!.frame - 0.5)}),${tree(low, middle - 1)},${tree(middle, high)})`;
  };
  return tree(0, n);
}

/** A property's expression, or its fixed value when no keyframe sets it. */
export function propertyExpression(keys: readonly MotionKey[] | undefined, f: string, fixed: number): string {
  return keys?.length ? keysExpression(keys, f) : num(fixed);
}

/** A property's value at a layer-local frame, or its fixed value. */
export function propertyAt(keys: readonly MotionKey[] | undefined, frame: number, fixed: number): number {
  return keys?.length ? valueAtFrame(keys, frame)! : fixed;
}

/** Runs of layer-local frames [from, to] (inclusive) over which `valueOf` gives the same (compared as JSON). */
export interface FrameSpan<T> {
  from: number;
  to: number;
  value: T;
}

export function frameSpans<T>(from: number, to: number, valueOf: (frame: number) => T): FrameSpan<T>[] {
  const spans: FrameSpan<T>[] = [];
  let last = '';
  for (let frame = from; frame < to; frame++) {
    const value = valueOf(frame);
    const text = JSON.stringify(value);
    const open = spans[spans.length - 1];
    if (open && text === last) open.to = frame;
    else spans.push({ from: frame, to: frame, value });
    last = text;
  }
  return spans;
}

/** `enable` of a filter for the layer-local frames [from, to] of a span, in a chain whose frame is `f`. */
export function spanEnable(span: { from: number; to: number }, f: string): string {
  return `between(${f},${num(span.from - 0.5)},${num(span.to + 0.5)})`;
}
