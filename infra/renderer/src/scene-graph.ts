import { RenderError } from './api.js';
import { ffmpegColour, num } from './colour.js';
import { fdPath } from './ffmpeg-inputs.js';
import { expr, type FilterGraph } from './filter-graph.js';
import { fitFilters, TO_709 } from './fit-filters.js';
import { isBase, isFullFrame, isStill, turnsInPlace } from './layer-roles.js';
import { layerInWindow, layerTrim } from './layer-window.js';
import { frameExpression } from './motion-expressions.js';
import {
  boxExpressions,
  motionBudget,
  movesPicture,
  movingPicture,
  overlayPlace,
  textOnItsOwn,
  turnedInPlace,
} from './motion-filters.js';
import type { MoviePlan, PlannedLayer, PlannedScene, WindowScene } from './plan-types.js';
import { textAlpha, textFilters, textPicture } from './text-filters.js';
import { trackedBox } from './tracking.js';

/** Where a scene chain finds its files. */
export interface SceneFiles {
  /** absolute path by asset name */
  paths: Record<string, string>;
  /** the font of text layers without a font asset */
  defaultFont: string;
}

class SceneChain {
  private head: string[] = [];
  private filters: string[] = [];
  private step = 0;
  /** scene-local frame shown by the chain's first frame */
  private readonly from: number;

  constructor(
    private readonly g: FilterGraph,
    private readonly plan: MoviePlan,
    private readonly scene: PlannedScene,
    private readonly ws: WindowScene,
    private readonly files: SceneFiles,
  ) {
    this.from = ws.from;
  }

  private path(asset: string): string {
    const file = this.files.paths[asset];
    if (!file)
      throw new RenderError(
        `${this.where()}: the asset "${asset}" is missing.`,
        'input',
        this.scene.index,
        this.scene.start,
      );
    return file;
  }

  private where(): string {
    return this.scene.name ? `Scene ${this.scene.index + 1} "${this.scene.name}"` : `Scene ${this.scene.index + 1}`;
  }

  private get label(): string {
    return `s${this.scene.index}`;
  }

  /** Seconds of chain time at scene-local frame `frame` (may be negative). */
  private at(frame: number): string {
    return this.g.seconds(frame - this.from);
  }

  /** Inputs of a video file read from `frame` frames into it. */
  private videoInput(asset: string, frame: number, loop: boolean): number {
    const options = [...(loop ? ['-stream_loop', '-1'] : []), ...(frame > 0 ? ['-ss', this.g.seconds(frame)] : [])];
    return this.g.input(this.path(asset), options);
  }

  build(tail: string[]): string {
    const { plan, scene, g } = this;
    const frames = this.ws.to - this.ws.from;
    const [first] = scene.layers;
    const base = first && (isBase(first, scene, plan) || turnsInPlace(first, scene, plan)) ? first : undefined;
    // A picture of the whole frame that only turns is turned in place, the scene's background in its corners.
    const turn = base?.motion ? [turnedInPlace(base, frameExpression(g, this.from), plan, scene.background)] : [];
    // A layer not seen in the window (not started yet, or ended) is not drawn at all.
    let layers = (base ? scene.layers.slice(1) : scene.layers).filter((layer) => layerInWindow(layer, this.ws));

    if (base?.kind === 'video') {
      const input = this.videoInput(base.asset, base.offset + this.from, base.loop);
      this.head = [`${input}:v`];
      this.filters = [
        'setpts=PTS-STARTPTS',
        `fps=${g.fps}`,
        ...fitFilters(base.fit, plan.width, plan.height, '').filters,
        // A clip shorter than its scene holds its last frame.
        ...(base.loop ? [] : ['tpad=stop=-1:stop_mode=clone']),
        `trim=end_frame=${frames}`,
        'format=yuv420p',
        'setsar=1',
        'settb=AVTB',
        ...turn,
      ];
    } else {
      // A still picture: made once as one frame (with the still layers on it), then repeated.
      if (base?.kind === 'image') {
        const input = g.input(this.path(base.asset));
        this.head = [`${input}:v`];
        this.filters = [
          'format=rgb24',
          ...fitFilters(base.fit, plan.width, plan.height, TO_709, 'yuv420p').filters,
          'setsar=1',
        ];
      } else {
        const colour = base?.kind === 'color' ? base.color : scene.background;
        this.filters = [
          `color=c=${colour.hex}:s=${plan.width}x${plan.height}:r=${g.fps}:d=${g.seconds(1)}`,
          'format=rgb24',
          `scale=${TO_709}`,
          'format=yuv420p',
          'setsar=1',
        ];
      }
      let still = 0;
      while (!turn.length && still < layers.length && isStill(layers[still]!, scene)) still++;
      for (const layer of layers.slice(0, still)) this.draw(layer);
      layers = layers.slice(still);
      // (A single frame, as for a still picture of the movie, needs no repeating.)
      if (frames > 1)
        this.filters.push(
          'loop=loop=-1:size=1',
          `settb=${g.frameDuration}`,
          'setpts=N',
          `trim=end_frame=${frames}`,
          `fps=${g.fps}`,
          'settb=AVTB',
        );
      this.filters.push(...turn);
    }
    for (const layer of layers) this.draw(layer);
    this.filters.push(...tail);
    return g.add(this.head, this.filters, this.label);
  }

  /** Draws a layer over what the chain holds so far. */
  private draw(layer: PlannedLayer): void {
    if (layer.kind === 'text' && !textOnItsOwn(layer)) this.drawtext(layer);
    else this.overlay(layer);
  }

  /** Whole scene: no `enable`; else visible on its frames (half-frame margins keep rounding out). */
  private enable(layer: PlannedLayer): string {
    if (layer.start <= this.from && layer.end >= this.ws.to) return '';
    return `:enable=${expr(`between(t,${this.at(layer.start - 0.5)},${this.at(layer.end - 0.5)})`)}`;
  }

  /** The layer-local frame as an expression of this chain's time. */
  private frame(layer: PlannedLayer): string {
    return frameExpression(this.g, this.from - layer.start);
  }

  /** The layer's frames this chain shows, layer-local: [from, to). */
  private shown(layer: PlannedLayer): { from: number; to: number } {
    return { from: Math.max(layer.start, this.from) - layer.start, to: Math.min(layer.end, this.ws.to) - layer.start };
  }

  /** The left and top of a layer's box: fixed, following its tracking version's points, or moved by its keyframes. */
  private box(layer: PlannedLayer): { x: string; y: string } {
    if (layer.track)
      return trackedBox(this.g, layer, this.from, Math.max(layer.start, this.from), Math.min(layer.end, this.ws.to));
    const keys = layer.motion?.keys;
    const { x, y } = boxExpressions(layer, this.frame(layer));
    return { x: keys?.x?.length ? `round(${x})` : x, y: keys?.y?.length ? `round(${y})` : y };
  }

  private drawtext(layer: Extract<PlannedLayer, { kind: 'text' }>): void {
    const { rect } = layer;
    const fixed = !layer.track && !layer.motion;
    const full = fixed && isFullFrame(rect, this.plan);
    const box = this.box(layer);
    const textBox = {
      ...box,
      // A fixed box's far edge is one number; a moving one's is its expression plus the size.
      right: fixed ? `${rect.x + rect.w}` : `${box.x}+${rect.w}`,
      bottom: fixed ? `${rect.y + rect.h}` : `${box.y}+${rect.h}`,
      w: `${rect.w}`,
      h: `${rect.h}`,
      full,
    };
    const alpha = textAlpha(this.g, layer, (frame) => this.at(frame), this.frame(layer));
    const frames = { ...this.shown(layer), f: this.frame(layer) };
    this.filters.push(
      ...textFilters(layer, this.font(layer), textBox, frames, { alpha, enable: this.enable(layer) }, (n, chars) =>
        motionBudget(this.g).takeTyping(n, chars),
      ),
    );
  }

  /** The font of a text, handed over like every file: the graph names it /dev/fd/N, never by its path. */
  private font(layer: Extract<PlannedLayer, { kind: 'text' }>): string {
    return fdPath(this.g.file(layer.font ? this.path(layer.font) : this.files.defaultFont));
  }

  /** Image, colour, video layers and moving texts: their own chain, overlaid. */
  private overlay(layer: PlannedLayer): void {
    const { g } = this;
    const { rect } = layer;
    const faded = layer.fadein > 0 || layer.fadeout > 0;
    const moving = movesPicture(layer);
    const streamed = layer.kind === 'video' || faded || moving;
    const length = layer.end - layer.start;
    // (build() leaves out the layers the window does not see.)
    const { read, keep, drop, shift } = layerTrim(layer, this.ws, streamed)!;
    const label = `${this.label}l${layer.index}`;

    let head: string[] = [];
    let filters: string[];
    let centred = false;
    let looped = false;
    if (layer.kind === 'video') {
      const input = this.videoInput(layer.asset, layer.offset + read, layer.loop);
      head = [`${input}:v`];
      const fit = fitFilters(layer.fit, rect.w, rect.h, '');
      centred = fit.centred;
      filters = [
        'setpts=PTS-STARTPTS',
        `fps=${g.fps}`,
        ...fit.filters,
        'setsar=1',
        ...(layer.loop ? [] : ['tpad=stop=-1:stop_mode=clone']),
      ];
      if (layer.opacity < 1 || faded || moving) filters.push('format=yuva420p');
    } else if (layer.kind === 'image') {
      const input = g.input(this.path(layer.asset));
      head = [`${input}:v`];
      const fit = fitFilters(layer.fit, rect.w, rect.h, TO_709, 'yuva420p');
      centred = fit.centred;
      filters = ['format=rgba', ...fit.filters];
    } else if (layer.kind === 'text') {
      filters = textPicture(g, layer, this.font(layer), { from: read, to: read + keep }, (n, chars) =>
        motionBudget(g).takeTyping(n, chars),
      );
      looped = true;
    } else {
      filters = [
        `color=c=${ffmpegColour(layer.color)}:s=${rect.w}x${rect.h}:r=${g.fps}:d=${g.seconds(1)}`,
        'format=rgba',
        `scale=${TO_709}`,
        'format=yuva420p',
      ];
    }
    if (moving && centred) {
      // A moving picture is its whole box: what the fit leaves empty is transparent.
      filters.push(`pad=w=${rect.w}:h=${rect.h}:x=${expr('(ow-iw)/2')}:y=${expr('(oh-ih)/2')}:color=black@0`);
      centred = false;
    }
    if (layer.opacity < 1 && !layer.motion?.keys.opacity?.length)
      filters.push(`lut=a=${expr(`val*${num(layer.opacity)}`)}`);
    let transformed = false;
    if (streamed) {
      if (layer.kind !== 'video' && !looped)
        filters.push('loop=loop=-1:size=1', `settb=${g.frameDuration}`, 'setpts=N');
      if (moving) ({ head, filters, transformed } = movingPicture(g, layer, { head, filters, label }, read, keep));
      filters.push(`trim=end_frame=${keep}`);
      if (layer.fadein > 0 && read < layer.fadein) filters.push(`fade=t=in:st=0:d=${g.seconds(layer.fadein)}:alpha=1`);
      if (layer.fadeout > 0)
        filters.push(`fade=t=out:st=${g.seconds(length - layer.fadeout - read)}:d=${g.seconds(layer.fadeout)}:alpha=1`);
      if (drop > 0) filters.push(`trim=start_frame=${drop}`);
      filters.push(shift > 0 ? `setpts=PTS-STARTPTS+${g.seconds(shift)}/TB` : 'setpts=PTS-STARTPTS');
    }
    const main = g.add(this.head, this.filters, `${this.label}m${this.step++}`);
    const secondary = g.add(head, filters, label);
    const box = this.box(layer);
    const place = transformed
      ? overlayPlace(layer, this.frame(layer), box, true)
      : {
          x: centred ? `${box.x}+(${rect.w}-overlay_w)/2` : box.x,
          y: centred ? `${box.y}+(${rect.h}-overlay_h)/2` : box.y,
        };
    this.head = [main, secondary];
    // A streamed layer is gone after its last frame; a still one stays (and `enable` times it).
    this.filters = [
      `overlay=x=${expr(place.x)}:y=${expr(place.y)}${streamed ? ':eof_action=pass' : this.enable(layer)}`,
    ];
  }
}

/** The chain of one scene's frames [ws.from, ws.to), normalised for xfade; returns its label. */
export function sceneChain(
  g: FilterGraph,
  plan: MoviePlan,
  ws: WindowScene,
  files: SceneFiles,
  tail: string[] = [],
): string {
  return new SceneChain(g, plan, plan.scenes[ws.scene]!, ws, files).build(tail);
}
