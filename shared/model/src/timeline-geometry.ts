/**
 * The Design tab's timeline (docs/design-tab.md): frames and pixels at a zoom, the ruler, where
 * each scene, transition, layer bar and audio row sits, and what a drag or trim of each does.
 * Frames are movie frames unless a name says scene-local.
 */
import { sceneStarts, transitionOverlap } from './movie-timeline.js';

/** Pixels per frame: the timeline's zoom. */
export const MIN_ZOOM = 0.02;
export const MAX_ZOOM = 40;

export const clampZoom = (zoom: number): number =>
  Number.isFinite(zoom) ? Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) : 1;

/** The zoom that shows `frames` frames in `width` pixels. */
export const fitZoom = (frames: number, width: number): number => clampZoom(width / Math.max(1, frames));

/** The frame under a pixel offset, whole and not before 0. */
export const frameAt = (px: number, zoom: number): number => Math.max(0, Math.round(px / zoom));

/** Frames per second of a movie's frame rate (num/den), 25 when unset. */
export function framesPerSecond(rate?: { num?: number; den?: number }): number {
  const fps = (rate?.num ?? 0) / (rate?.den || 1);
  return fps > 0 ? fps : 25;
}

/** A frame as minutes, seconds and frames: 0:01.12 is one second and twelve frames. */
export function formatFrame(frame: number, fps: number): string {
  const whole = Math.max(1, Math.round(fps));
  const seconds = Math.floor(frame / whole);
  const rest = frame - seconds * whole;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}.${String(rest).padStart(2, '0')}`;
}

export interface Tick {
  frame: number;
  /** A labelled tick; the others are short marks between them. */
  major: boolean;
  label?: string;
}

const LABEL_GAP = 64;

/** The ruler's ticks between two frames: labels at least 64 px apart, on whole frames or seconds. */
export function rulerTicks(zoom: number, fps: number, from: number, to: number): Tick[] {
  const second = Math.max(1, Math.round(fps));
  // Below a second, only steps that divide it, so labels fall on whole seconds too.
  const steps = [1, 2, 3, 5, 6, 10, 12, 15].filter((s) => s < second && second % s === 0);
  steps.push(...[1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600].map((s) => s * second));
  const step = steps.find((s) => s * zoom >= LABEL_GAP) ?? (steps.at(-1) as number);
  const minor = [step / 10, step / 5, step / 2].find((m) => Number.isInteger(m) && m * zoom >= 8) ?? step;
  const ticks: Tick[] = [];
  for (let frame = Math.max(0, Math.floor(from / minor) * minor); frame <= to; frame += minor) {
    const major = frame % step === 0;
    ticks.push(major ? { frame, major, label: formatFrame(frame, fps) } : { frame, major });
  }
  return ticks;
}

/** The fields of a scene and a layer the timeline reads. */
export interface TimelineScene {
  name?: string;
  length?: number;
  transition?: { type?: string; duration?: number };
  layers?: readonly TimelineLayer[];
}
export interface TimelineLayer {
  name?: string;
  start?: number;
  duration?: number;
}
export interface TimelineAudio {
  asset?: string;
  offset?: number;
  duration?: number;
}

/** A span of frames [start, end). */
export interface Span {
  start: number;
  end: number;
}

/** Where a layer shows in its scene (scene-local), by the renderer's rule: a duration of 0 lasts to the end. */
export function layerSpan(layer: TimelineLayer, sceneLength: number): Span {
  const start = Math.max(0, layer.start ?? 0);
  const end = layer.duration ? Math.min(sceneLength, start + layer.duration) : sceneLength;
  return { start, end: Math.max(start, end) };
}

/**
 * The start and duration to store for a span. A layer that lasted to the scene's end (duration
 * 0) and still ends there keeps 0, so it goes on lasting to the end when the scene grows.
 */
export function storedSpan(
  span: Span,
  sceneLength: number,
  before: TimelineLayer,
): { start: number; duration: number } {
  const toEnd = !before.duration && span.end >= sceneLength;
  return { start: span.start, duration: toEnd ? 0 : Math.max(1, span.end - span.start) };
}

/** A span moved by `by` frames, kept inside [0, limit]. */
export function moveSpan(span: Span, by: number, limit: number): Span {
  const length = span.end - span.start;
  const start = Math.min(Math.max(0, span.start + by), Math.max(0, limit - length));
  return { start, end: start + length };
}

/** A span whose start is moved by `by` frames: at least one frame long, not before 0. */
export function trimSpanStart(span: Span, by: number): Span {
  return { start: Math.min(Math.max(0, span.start + by), span.end - 1), end: span.end };
}

/** A span whose end is moved by `by` frames: at least one frame long, not past `limit`. */
export function trimSpanEnd(span: Span, by: number, limit: number): Span {
  return { start: span.start, end: Math.max(span.start + 1, Math.min(limit, span.end + by)) };
}

/** A scene's length after its end is dragged by `by` frames: at least one frame. */
export const sceneLengthAfter = (length: number, by: number): number => Math.max(1, Math.round(length + by));

/** A transition's duration after its edge is dragged: between 1 and the shorter of the two scenes. */
export function transitionAfter(scenes: readonly TimelineScene[], index: number, duration: number): number {
  const limit = Math.min(scenes[index]?.length ?? 1, scenes[index - 1]?.length ?? 1);
  return Math.max(1, Math.min(Math.max(1, limit), Math.round(duration)));
}

export interface SceneBlock {
  index: number;
  name: string;
  start: number;
  length: number;
  /** Frames this scene overlaps the previous one (its transition); 0 when it has none. */
  overlap: number;
}

export interface LayerBar extends Span {
  scene: number;
  layer: number;
  /** Row from the top: layers drawn later (on top) are higher; every scene's first layer is on the last row. */
  row: number;
  name: string;
}

export interface AudioBar extends Span {
  track: number;
  name: string;
}

export interface TimelineLayout {
  frames: number;
  scenes: SceneBlock[];
  bars: LayerBar[];
  /** Rows of layer bars: as many as the scene with the most layers has layers. */
  rows: number;
  audio: AudioBar[];
}

/** Where everything sits on the timeline: scenes in order, layer bars by row, audio rows. */
export function timelineLayout(scenes: readonly TimelineScene[], audio: readonly TimelineAudio[] = []): TimelineLayout {
  const starts = sceneStarts(scenes);
  const rows = scenes.reduce((most, scene) => Math.max(most, scene.layers?.length ?? 0), 0);
  const blocks = scenes.map((scene, index) => ({
    index,
    name: scene.name || `Scene ${index + 1}`,
    start: starts[index] ?? 0,
    length: Math.max(0, scene.length ?? 0),
    overlap: transitionOverlap(scene, index),
  }));
  const frames = blocks.reduce((end, block) => Math.max(end, block.start + block.length), 0);
  const bars = scenes.flatMap((scene, index) =>
    (scene.layers ?? []).map((layer, at) => {
      const span = layerSpan(layer, blocks[index]?.length ?? 0);
      const start = blocks[index]?.start ?? 0;
      const name = layer.name || `Layer ${at + 1}`;
      return { scene: index, layer: at, row: rows - 1 - at, name, ...offset(span, start) };
    }),
  );
  const tracks = audio.map((track, index) => {
    const start = Math.max(0, track.offset ?? 0);
    const end = track.duration ? start + track.duration : Math.max(start + 1, frames);
    return { track: index, name: track.asset || `Audio ${index + 1}`, start, end };
  });
  return { frames, scenes: blocks, bars, rows, audio: tracks };
}

const offset = (span: Span, by: number): Span => ({ start: span.start + by, end: span.end + by });

/** The frames a dragged bar or edge snaps to: the playhead, every scene's edges, the other bars' ends. */
export function timelineSnapFrames(
  layout: TimelineLayout,
  playhead: number,
  except?: { scene: number; layer: number },
) {
  const frames = new Set<number>([playhead]);
  for (const block of layout.scenes) frames.add(block.start).add(block.start + block.length);
  for (const bar of layout.bars)
    if (!except || bar.scene !== except.scene || bar.layer !== except.layer) frames.add(bar.start).add(bar.end);
  return [...frames];
}

/** The scene shown at a frame: the last one whose span holds it (an entering scene wins its transition). */
export function sceneAt(layout: TimelineLayout, frame: number): number {
  for (let index = layout.scenes.length - 1; index >= 0; index--) {
    const block = layout.scenes[index] as SceneBlock;
    if (frame >= block.start && frame < block.start + block.length) return index;
  }
  return layout.scenes.length ? layout.scenes.length - 1 : -1;
}
