/**
 * Which frames of a timed layer a render draws: a layer is seen on its scene-local frames
 * [start, end), a render draws a scene's frames [from, to) (a frame, a range, the whole
 * scene). A layer that has not started by the window's end, or ended before its start, is
 * not drawn at all; one that overlaps it is read and trimmed to the overlap.
 */

/** The layer's frames and fades, scene-local. */
export interface LayerTiming {
  start: number;
  end: number;
  fadein: number;
  fadeout: number;
}

/** A scene's frames the render draws, scene-local: [from, to). */
export interface SceneWindow {
  from: number;
  to: number;
}

/** How a streamed layer's chain is cut for a window it overlaps (all counts of frames, never negative). */
export interface LayerTrim {
  /** layer-local frame its reading starts at (before the window when a fade must play from its start) */
  read: number;
  /** frames kept from the reading start: `trim=end_frame` */
  keep: number;
  /** frames dropped from the reading start, after the fades are applied: `trim=start_frame` (0: none) */
  drop: number;
  /** frames of the window before the layer's first: its picture is moved this far into the window */
  shift: number;
}

/** Seen on at least one frame of the window. */
export function layerInWindow(layer: Pick<LayerTiming, 'start' | 'end'>, window: SceneWindow): boolean {
  return layer.start < layer.end && layer.start < window.to && layer.end > window.from;
}

/**
 * Where to start reading a timed layer (layer-local frame) when the window skips its first
 * `skip` frames: as late as possible, but not inside a fade, which must be played from its
 * start (ffmpeg's fade filter cannot begin half-way).
 */
export function readStart(skip: number, length: number, fadein: number, fadeout: number): number {
  if (skip < fadein || (fadeout > 0 && fadein > length - fadeout)) return 0;
  if (fadeout > 0 && skip > length - fadeout) return length - fadeout;
  return skip;
}

/** The trims of a streamed layer (a video, or a faded picture) in the window; undefined when it is not seen there. */
export function layerTrim(layer: LayerTiming, window: SceneWindow, streamed: boolean): LayerTrim | undefined {
  if (!layerInWindow(layer, window)) return undefined;
  const length = layer.end - layer.start;
  const skip = Math.max(0, window.from - layer.start);
  const read = streamed ? readStart(skip, length, layer.fadein, layer.fadeout) : 0;
  const until = Math.min(layer.end, window.to) - layer.start;
  return { read, keep: until - read, drop: Math.max(0, skip - read), shift: Math.max(0, layer.start - window.from) };
}
