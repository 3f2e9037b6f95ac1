import { MAX_TRACK_POINTS, sortTrackPoints, trackPointsProblem, type TrackPoint } from '@reelforge/model';
import { type AssetResolver, RenderError } from './api.js';
import { num } from './colour.js';
import type { FilterGraph } from './filter-graph.js';
import type { MoviePlan, PlannedLayer, PlannedScene, PlannedTrack } from './plan-types.js';

/**
 * The most tracked points the position expressions of one render hold, all layers together.
 * Each point is a piece of an ffmpeg expression evaluated per frame; 20,000 points (two
 * expressions each) cost ffmpeg about 90 MB and 0.15 s more than a fixed position
 * (docs/render-tracking.md has the figures).
 */
export const MAX_RENDER_TRACK_POINTS = 20_000;
/** The most tracking versions one movie's layers follow (each is read whole, up to 100,000 points). */
export const MAX_RENDER_TRACK_VERSIONS = 50;

function layerWhere(scene: PlannedScene, layer: PlannedLayer): string {
  const sceneName = scene.name ? `Scene ${scene.index + 1} "${scene.name}"` : `Scene ${scene.index + 1}`;
  return `${sceneName}, layer ${layer.index + 1}${layer.name ? ` "${layer.name}"` : ''}`;
}

function versionLabel(track: PlannedTrack): string {
  return `the tracking version "${track.version}" of the video "${track.video}"`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A version's points as the resolver answered them, checked as a stored version is
 * (trackPointsProblem): a list of at most MAX_TRACK_POINTS points, whole frames, x and y
 * finite fractions, one point a frame. Anything else is refused, never drawn.
 */
function checkedPoints(value: unknown, track: PlannedTrack, where: string, scene: number): TrackPoint[] {
  const refuse = (why: string) =>
    new RenderError(`${where} follows ${versionLabel(track)}, which cannot be followed: ${why}.`, 'input', scene);
  if (!Array.isArray(value)) throw refuse('its points are not a list');
  if (value.length > MAX_TRACK_POINTS)
    throw refuse(`it has ${value.length} points, more than the limit of ${MAX_TRACK_POINTS}`);
  if (value.length === 0) throw refuse('it has no points');
  const points = (value as unknown[]).map((entry, index) => {
    if (
      !isRecord(entry) ||
      typeof entry.frame !== 'number' ||
      typeof entry.x !== 'number' ||
      typeof entry.y !== 'number'
    ) {
      throw refuse(`point ${index + 1} is not a point {frame, x, y}`);
    }
    return { frame: entry.frame, x: entry.x, y: entry.y };
  });
  const problem = trackPointsProblem(points);
  if (problem) throw refuse(problem.charAt(0).toLowerCase() + problem.slice(1));
  return sortTrackPoints(points);
}

/** Index of the first point at or after `frame` (points in frame order). */
function firstAtOrAfter(points: readonly TrackPoint[], frame: number): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (points[middle]!.frame < frame) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The points that decide a tracked layer's position on its scene-local frames [from, to):
 * those of the video frames shown there, and the nearest point on each side (the line
 * leading in and out, or the point held).
 */
export function trackKeys(track: PlannedTrack, from: number, to: number): TrackPoint[] {
  const { points } = track;
  const first = firstAtOrAfter(points, track.offset + from);
  const after = firstAtOrAfter(points, track.offset + to);
  return points.slice(Math.max(0, first - 1), Math.min(points.length, after + 1));
}

/**
 * The movie with the points of every version its layers follow, each read once and
 * checked; a version the resolver does not know is an input error naming the layer. At
 * most MAX_RENDER_TRACK_VERSIONS versions are read (counted before any is), and the
 * rendered window may hold at most MAX_RENDER_TRACK_POINTS points in all.
 */
export async function loadTracks(plan: MoviePlan, assets: AssetResolver): Promise<MoviePlan> {
  const keyOf = (track: PlannedTrack) => JSON.stringify([track.video, track.version]);
  const unique = new Map<string, PlannedTrack>();
  for (const scene of plan.scenes) {
    for (const layer of scene.layers) {
      if (!layer.track || unique.has(keyOf(layer.track))) continue;
      if (unique.size === MAX_RENDER_TRACK_VERSIONS) {
        throw new RenderError(
          `${layerWhere(scene, layer)}: the movie's layers follow more than ${MAX_RENDER_TRACK_VERSIONS} ` +
            `tracking versions.`,
          'input',
          scene.index,
          scene.start + layer.start,
        );
      }
      unique.set(keyOf(layer.track), layer.track);
    }
  }
  if (unique.size === 0) return plan;
  const answers = new Map(
    await Promise.all(
      [...unique.values()].map(
        async (track) => [keyOf(track), await assets.tracking(track.video, track.version)] as const,
      ),
    ),
  );

  const scenes = plan.scenes.map((scene) => ({
    ...scene,
    layers: scene.layers.map((layer): PlannedLayer => {
      if (!layer.track) return layer;
      const where = layerWhere(scene, layer);
      const answer = answers.get(keyOf(layer.track));
      if (answer === undefined)
        throw new RenderError(
          `${where} follows ${versionLabel(layer.track)}, which does not exist in the project.`,
          'input',
          scene.index,
          scene.start + layer.start,
        );
      return { ...layer, track: { ...layer.track, points: checkedPoints(answer, layer.track, where, scene.index) } };
    }),
  }));

  let total = 0;
  for (const ws of plan.window.scenes) {
    const scene = scenes[ws.scene]!;
    for (const layer of scene.layers) {
      const from = Math.max(layer.start, ws.from);
      const to = Math.min(layer.end, ws.to);
      if (!layer.track || from >= to) continue;
      total += trackKeys(layer.track, from, to).length;
      if (total > MAX_RENDER_TRACK_POINTS) {
        throw new RenderError(
          `${layerWhere(scene, layer)}: the tracked layers of this render follow more than ` +
            `${MAX_RENDER_TRACK_POINTS} points; render a shorter range or use fewer points.`,
          'input',
          scene.index,
          scene.start + layer.start,
        );
      }
    }
  }
  return { ...plan, scenes };
}

/**
 * A piecewise linear expression of chain time t through (frame, value) pairs, frames in
 * chain frames (ascending): the first value before the first frame, the last after the last.
 * A balanced tree of if(lt(t,...)) keeps ffmpeg's work per frame to log2 of the points.
 */
function piecewise(g: FilterGraph, frames: readonly number[], values: readonly number[]): string {
  if (values.every((v) => v === values[0])) return num(values[0]!);
  const at = (i: number) => g.seconds(frames[i]!);
  // Pieces 0..n: 0 holds the first value, k the line from point k-1 to k, n holds the last.
  const n = values.length;
  const piece = (k: number): string => {
    if (k === 0) return num(values[0]!);
    if (k === n) return num(values[n - 1]!);
    const a = values[k - 1]!;
    const b = values[k]!;
    if (a === b) return num(a);
    return `${num(a)}+(${num(b - a)})*(t-(${at(k - 1)}))/${g.seconds(frames[k]! - frames[k - 1]!)}`;
  };
  // Piece k starts at point k-1's frame.
  const tree = (low: number, high: number): string => {
    if (low === high) return piece(low);
    const middle = (low + high + 1) >> 1;
    return `if(lt(t,${at(middle - 1)}),${tree(low, middle - 1)},${tree(middle, high)})`;
  };
  return tree(0, n);
}

/**
 * Expressions (of chain time t, for overlay and drawtext) of a tracked layer's box: its
 * left and top edges, so that the box's anchor (align, valign) sits on the tracked point
 * moved by dx, dy. The chain's first frame is scene-local frame `from`; the layer is seen
 * on scene-local frames [visibleFrom, visibleTo).
 */
export function trackedBox(
  g: FilterGraph,
  layer: PlannedLayer,
  from: number,
  visibleFrom: number,
  visibleTo: number,
): { x: string; y: string } {
  const track = layer.track!;
  const { rect } = layer;
  const { area } = track;
  const keys = trackKeys(track, visibleFrom, visibleTo);
  const frames = keys.map((point) => point.frame - track.offset - from);
  const ax = { LEFT: 0, CENTER: rect.w / 2, RIGHT: rect.w }[track.align];
  const ay = { TOP: 0, MIDDLE: rect.h / 2, BOTTOM: rect.h }[track.valign];
  return {
    x: piecewise(
      g,
      frames,
      keys.map((point) => area.x + point.x * area.w - ax + track.dx),
    ),
    y: piecewise(
      g,
      frames,
      keys.map((point) => area.y + point.y * area.h - ay + track.dy),
    ),
  };
}
