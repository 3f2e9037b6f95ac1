/**
 * The ffmpeg side of the tracker (docs/tracking.md "How it tracks"), pure: the graphs that cut
 * the template and follow it with find_rect, and the reading of what find_rect found.
 */
import type { TrackPoint, TrackRect } from '@reelforge/model';

/** A picture size in pixels. */
export interface Size {
  width: number;
  height: number;
}

/**
 * Scores are 1 - |normalised cross-correlation| of the template and the picture under it: 0 is
 * the same picture, 1 nothing alike. A frame whose best place scores worse has no point.
 */
export const FIND_RECT_THRESHOLD = 0.5;
/** The template's smallest side at the coarsest level of find_rect's pyramid. */
const COARSEST_SIDE = 8;
/** find_rect's most levels. */
const MAX_MIPMAPS = 5;

/**
 * Levels of find_rect's pyramid for a template: each halves the picture, the coarsest still
 * showing the template at least 8 pixels a side, at most 5. The whole picture is searched at
 * the coarsest level each frame, then refined level by level.
 */
export function mipmapsFor(rect: Pick<TrackRect, 'w' | 'h'>): number {
  const side = Math.min(rect.w, rect.h);
  return Math.max(1, Math.min(MAX_MIPMAPS, 1 + Math.floor(Math.log2(side / COARSEST_SIDE))));
}

/** Our own scratch files go into graphs by path: only paths that need no quoting. */
function graphPath(file: string): string {
  if (!/^[\w/.-]+$/.test(file)) throw new Error(`A scratch path the graph cannot name: ${file}`);
  return file;
}

/** `-ss` before the input: the frame at `frame / fps` seconds, half a frame early so rounding cannot skip it. */
export function seekOptions(frame: number, fps: number): string[] {
  return frame > 0 ? ['-ss', ((frame - 0.5) / fps).toFixed(6)] : [];
}

/** The rectangle of the first frame read, as 8-bit grey: the template (written out raw). */
export function templateGraph(rect: TrackRect): string {
  return `[0:v]crop=${rect.w}:${rect.h}:${rect.x}:${rect.y}:exact=1,format=gray[t]`;
}

/** A PGM (P5) image of raw 8-bit grey pixels: the form find_rect reads its template in. */
export function pgmOf(pixels: Uint8Array, width: number, height: number): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1'), pixels]);
}

/**
 * How much the template's pixels vary (their standard deviation, 0 to 127.5): a flat rectangle
 * matches everywhere alike, so there is nothing to follow.
 */
export function templateDetail(pixels: Uint8Array): number {
  let sum = 0;
  let squares = 0;
  for (const value of pixels) {
    sum += value;
    squares += value * value;
  }
  const n = pixels.length || 1;
  return Math.sqrt(Math.max(0, squares / n - (sum / n) ** 2));
}

/**
 * The tracking run's graph over the frames from the rectangle's frame on (`frames` of them).
 * Before them goes one frame that is black but for the template in its place: find_rect looks
 * first within 8 pixels of where it last found the template, then over the whole picture
 * through its pyramid; on that lead-in frame only the template can match, so the search starts
 * at the rectangle, and from there each frame is found near the last. The lead-in is frame 0 of
 * the log, the rectangle's frame is frame 1.
 */
export function trackGraph(rect: TrackRect, video: Size, frames: number, files: { template: string; log: string }) {
  const { x, y, w, h } = rect;
  const search = [
    `object=${graphPath(files.template)}`,
    `threshold=${FIND_RECT_THRESHOLD}`,
    `mipmaps=${mipmapsFor(rect)}`,
    'xmin=0',
    'ymin=0',
    `xmax=${video.width - w}`,
    `ymax=${video.height - h}`,
  ].join(':');
  return (
    `[0:v]format=gray,trim=end_frame=${frames},split=2[lead][rest];` +
    `[lead]trim=end_frame=1,crop=${w}:${h}:${x}:${y}:exact=1,pad=${video.width}:${video.height}:${x}:${y}:black[first];` +
    `[first][rest]concat=n=2:v=1:a=0,find_rect=${search},metadata=mode=print:file=${graphPath(files.log)}[out]`
  );
}

/** Where find_rect put the template's top-left corner on one frame of the log, and how well it matched. */
export interface FoundRect {
  x: number;
  y: number;
  score: number;
}

/**
 * The metadata filter's log read back: for each frame of the log (from 0, the lead-in) where
 * find_rect found the template, its place. Lines are `frame:N pts:… pts_time:…` followed by
 * that frame's `lavfi.rect.*=value` lines.
 */
export function readRectLog(text: string): Map<number, FoundRect> {
  const found = new Map<number, FoundRect>();
  let frame = -1;
  let entry: Partial<FoundRect> = {};
  const keep = () => {
    if (frame >= 0 && entry.x !== undefined && entry.y !== undefined) {
      found.set(frame, { x: entry.x, y: entry.y, score: entry.score ?? 0 });
    }
  };
  for (const line of text.split('\n')) {
    const header = /^frame:(\d+)\s/.exec(line);
    if (header) {
      keep();
      frame = Number(header[1]);
      entry = {};
      continue;
    }
    const value = /^lavfi\.rect\.(x|y|score)=(-?[\d.]+)\s*$/.exec(line);
    if (value) entry[value[1] as keyof FoundRect] = Number(value[2]);
  }
  keep();
  return found;
}

/**
 * The tracked points: the log's frame k (k ≥ 1) is the video's frame `rect.frame + k - 1`; each
 * point is the found rectangle's centre as fractions of the picture, rounded to 1e-6.
 */
export function pointsOfLog(found: ReadonlyMap<number, FoundRect>, rect: TrackRect, video: Size): TrackPoint[] {
  const points: TrackPoint[] = [];
  const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1e6) / 1e6;
  for (const [k, at] of [...found].sort((a, b) => a[0] - b[0])) {
    if (k < 1) continue;
    points.push({
      frame: rect.frame + k - 1,
      x: round((at.x + rect.w / 2) / video.width),
      y: round((at.y + rect.h / 2) / video.height),
    });
  }
  return points;
}
