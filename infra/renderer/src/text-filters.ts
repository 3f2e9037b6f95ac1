import { revealedText } from '@reelforge/model';
import { ffmpegColour, num } from './colour.js';
import { filterValue } from './escape.js';
import { expr, type FilterGraph } from './filter-graph.js';
import { frameExpression, propertyExpression } from './motion-expressions.js';
import { revealEnable, revealSpans } from './motion-filters.js';
import type { PlannedLayer } from './plan-types.js';

type TextLayer = Extract<PlannedLayer, { kind: 'text' }>;

/** A value that needs no quoting in a filter graph is written as it is, for readable graphs. */
export function optionValue(value: string): string {
  return /^[\w./+@-](?:[\w ./+@-]*[\w./+@-])?$/.test(value) ? value : filterValue(value);
}

/** Where drawtext puts a text in its box: the box's edges as expressions (or the frame's, `full`). */
export interface TextBox {
  x: string;
  y: string;
  /** the box's right and bottom edges */
  right: string;
  bottom: string;
  w: string;
  h: string;
  /** the box is the whole picture drawn on: the text is placed by the picture's own size */
  full: boolean;
}

/** drawtext's options for a text (fontfile given as /dev/fd/N), without alpha and enable. */
export function textOptions(layer: TextLayer, font: string, box: TextBox, text: string): string[] {
  const x = {
    LEFT: box.x,
    RIGHT: box.full ? 'w-text_w' : `${box.right}-text_w`,
    CENTER: box.full ? '(w-text_w)/2' : `${box.x}+(${box.w}-text_w)/2`,
  }[layer.align];
  const y = {
    TOP: box.y,
    BOTTOM: box.full ? 'h-text_h' : `${box.bottom}-text_h`,
    MIDDLE: box.full ? '(h-text_h)/2' : `${box.y}+(${box.h}-text_h)/2`,
  }[layer.valign];
  const options = [
    `fontfile=${font}`,
    `fontcolor=${ffmpegColour(layer.color)}`,
    'expansion=none',
    `text=${optionValue(text)}`,
    `fontsize=${layer.size}`,
    `x=${expr(x)}`,
    `y=${expr(y)}`,
  ];
  if (layer.box) options.push('box=1', `boxcolor=${ffmpegColour(layer.box)}`, `boxborderw=${layer.boxpadding}`);
  return options;
}

/**
 * The drawtext filters of a text: one, or for a text typing on one per reveal step, each
 * its cut of the text switched on for its frames (layer-local [from, to), the chain's frame
 * `f`). `tail` is appended to every filter (alpha, and the layer's enable when there is no
 * step). A step that shows nothing draws nothing.
 */
export function textFilters(
  layer: TextLayer,
  font: string,
  box: TextBox,
  frames: { from: number; to: number; f: string },
  tail: { alpha: string; enable: string },
  steps: (count: number, characters: number) => void,
): string[] {
  const spans = revealSpans(layer, frames);
  if (!spans) return [`drawtext=${textOptions(layer, font, box, layer.text).join(':')}${tail.alpha}${tail.enable}`];
  const texts = spans.map((span) => revealedText(layer.text, layer.motion!.revealunit, span.value));
  steps(
    texts.filter(Boolean).length,
    texts.reduce((sum, text) => sum + text.length, 0),
  );
  return spans.flatMap((span, i) => {
    const text = texts[i]!;
    if (!text) return [];
    const enable = spans.length === 1 ? tail.enable : revealEnable(spans, span, frames.f);
    return [`drawtext=${textOptions(layer, font, box, text).join(':')}${tail.alpha}${enable}`];
  });
}

/**
 * A text drawn on a transparent picture of its box (its colour at alpha 0, so that the
 * edges of the letters keep it), repeated as a stream of the layer's frames [from, to), to
 * be moved, scaled, turned or cropped as a picture is. Drawn once, unless it types on.
 */
export function textPicture(
  g: FilterGraph,
  layer: TextLayer,
  font: string,
  frames: { from: number; to: number },
  steps: (count: number, characters: number) => void,
): string[] {
  const { w, h } = layer.rect;
  const box = { x: '0', y: '0', right: `${w}`, bottom: `${h}`, w: `${w}`, h: `${h}`, full: true };
  const canvas = [`color=c=${layer.color.hex}@0:s=${w}x${h}:r=${g.fps}:d=${g.seconds(1)}`, 'format=yuva420p'];
  const repeat = ['loop=loop=-1:size=1', `settb=${g.frameDuration}`, 'setpts=N'];
  const text = textFilters(
    layer,
    font,
    box,
    { ...frames, f: frameExpression(g, frames.from) },
    { alpha: '', enable: '' },
    steps,
  );
  return layer.motion?.keys.reveal?.length ? [...canvas, ...repeat, ...text] : [...canvas, ...text, ...repeat];
}

/**
 * drawtext's alpha option for a text drawn on the scene's picture: its opacity (from its
 * keyframes, as an expression of the layer-local frame `f`) and its fades, as expressions
 * of the chain's time (`at`: seconds of chain time at a scene-local frame).
 */
export function textAlpha(g: FilterGraph, layer: TextLayer, at: (frame: number) => string, f: string): string {
  const opacity = layer.motion?.keys.opacity;
  const factors: string[] = [];
  if (opacity?.length) factors.push(`clip(${propertyExpression(opacity, f, 1)},0,1)`);
  else if (layer.opacity < 1) factors.push(num(layer.opacity));
  if (layer.fadein > 0) {
    const since = at(layer.start);
    factors.push(
      `clip((${since.startsWith('-') ? `t+${since.slice(1)}` : `t-${since}`})/${g.seconds(layer.fadein)},0,1)`,
    );
  }
  if (layer.fadeout > 0) factors.push(`clip((${at(layer.end)}-t)/${g.seconds(layer.fadeout)},0,1)`);
  return factors.length ? `:alpha=${expr(factors.join('*'))}` : '';
}
