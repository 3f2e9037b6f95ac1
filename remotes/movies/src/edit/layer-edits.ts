/**
 * The Design tab's edits of layers (docs/design-tab.md): placing, moving, trimming, ordering,
 * duplicating and removing them, and adding what an asset dropped on the stage or timeline
 * gives. Each takes a movie and gives a new one, as the edits of movie-edit.ts do.
 */
import { layerBox, positionOf, storedSpan, type Box, type FrameSize, type Span } from '@reelforge/model';
import type { Layer, Movie } from '@reelforge/sdl';
import { newLayer, type MovieEdit } from './movie-edit.js';

function change(movie: Movie, mutate: (copy: Movie) => void): Movie {
  const copy = structuredClone(movie);
  mutate(copy);
  return copy;
}

/** Layers of one scene by their indexes, highest first, so removing one leaves the others' indexes. */
const descending = (layers: readonly number[]) => [...new Set(layers)].sort((a, b) => b - a);

/** Places layers of a scene on new boxes (movie pixels), each stored as the renderer reads it. */
export const placeLayers =
  (scene: number, boxes: ReadonlyMap<number, Box>, size: FrameSize): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      const layers = copy.scenes?.[scene]?.layers ?? [];
      for (const [index, box] of boxes) {
        const layer = layers[index];
        if (layer) layer.position = positionOf(box, layer.position, size);
      }
    });

/** Moves layers of a scene by (dx, dy) movie pixels. */
export const moveLayers =
  (scene: number, indexes: readonly number[], dx: number, dy: number, size: FrameSize): MovieEdit =>
  (movie) => {
    const layers = movie.scenes?.[scene]?.layers ?? [];
    const boxes = new Map<number, Box>();
    for (const index of indexes) {
      const layer = layers[index];
      if (!layer) continue;
      const box = layerBox(layer.position, size);
      boxes.set(index, { ...box, x: box.x + dx, y: box.y + dy });
    }
    return placeLayers(scene, boxes, size)(movie);
  };

/** Sets a layer's start and duration from a span of its scene's frames (scene-local). */
export const setLayerSpan =
  (scene: number, index: number, span: Span): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      const target = copy.scenes?.[scene];
      const layer = target?.layers?.[index];
      if (!layer) return;
      const { start, duration } = storedSpan(span, target?.length ?? 0, layer);
      if (start) layer.start = start;
      else delete layer.start;
      if (duration) layer.duration = duration;
      else delete layer.duration;
    });

/** Removes layers of a scene. */
export const removeLayers =
  (scene: number, indexes: readonly number[]): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      const layers = copy.scenes?.[scene]?.layers;
      if (layers) for (const index of descending(indexes)) layers.splice(index, 1);
    });

/** Copies layers of a scene, each copy just above its original, named "<name> copy". */
export const duplicateLayers =
  (scene: number, indexes: readonly number[]): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      const layers = copy.scenes?.[scene]?.layers;
      if (!layers) return;
      for (const index of descending(indexes)) {
        const layer = layers[index];
        if (!layer) continue;
        const twin: Layer = structuredClone(layer);
        twin.name = `${layer.name || `Layer ${index + 1}`} copy`;
        layers.splice(index + 1, 0, twin);
      }
    });

/** Where layers end up after duplicating: each copy's index. */
export function duplicatedIndexes(indexes: readonly number[]): number[] {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  return sorted.map((index, at) => index + at + 1);
}

/**
 * Brings layers one place forward (`by` 1, drawn later, on top) or sends them back (-1),
 * keeping their order among themselves; a layer already at the end stays.
 */
export const reorderLayers =
  (scene: number, indexes: readonly number[], by: 1 | -1): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      const layers = copy.scenes?.[scene]?.layers;
      if (!layers) return;
      const chosen = new Set(indexes);
      const order = by === 1 ? [...layers.keys()].reverse() : [...layers.keys()];
      for (const index of order) {
        const to = index + by;
        if (!chosen.has(index) || to < 0 || to >= layers.length || chosen.has(to)) continue;
        [layers[index], layers[to]] = [layers[to] as Layer, layers[index] as Layer];
        chosen.delete(index);
        chosen.add(to);
      }
    });

/** The indexes of layers after `reorderLayers` with the same arguments. */
export function reorderedIndexes(count: number, indexes: readonly number[], by: 1 | -1): number[] {
  const chosen = new Set(indexes);
  const order = by === 1 ? [...Array(count).keys()].reverse() : [...Array(count).keys()];
  for (const index of order) {
    const to = index + by;
    if (!chosen.has(index) || to < 0 || to >= count || chosen.has(to)) continue;
    chosen.delete(index);
    chosen.add(to);
  }
  return [...chosen].sort((a, b) => a - b);
}

export type AddedKind = 'video' | 'image' | 'text' | 'color';

/**
 * Adds a layer on top of a scene: of an asset (video or image) or a new text or colour, from
 * scene-local frame `start` to the scene's end, centred on `at` (movie pixels) when given.
 * Pictures and text take half the frame; a colour the whole frame unless placed.
 */
export const addLayerAt =
  (
    scene: number,
    kind: AddedKind,
    options: { asset?: string; start?: number; at?: { x: number; y: number } },
    size: FrameSize,
  ): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      const target = copy.scenes?.[scene];
      if (!target) return;
      const layers = (target.layers ??= []);
      const layer = newLayer(kind, layers.length);
      if (options.asset && (kind === 'video' || kind === 'image')) {
        layer[kind] = { asset: options.asset };
        layer.name = options.asset.replace(/\.[^.]+$/, '');
        layer.fit = 'CONTAIN';
      }
      if (options.start && options.start > 0 && options.start < (target.length ?? 0)) layer.start = options.start;
      if (kind !== 'color' || options.at) {
        const w = Math.round(size.width / 2);
        const h = Math.round(size.height / 2);
        const centre = options.at ?? { x: size.width / 2, y: size.height / 2 };
        layer.position = { x: Math.round(centre.x - w / 2), y: Math.round(centre.y - h / 2), w, h };
      }
      layers.push(layer);
    });

/** Adds an audio track of an asset starting at movie frame `offset`. */
export const addAudioAt =
  (asset: string, offset: number): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      (copy.audio ??= []).push({ asset, ...(offset > 0 ? { offset: Math.round(offset) } : {}) });
    });

/** Moves an audio track to start at movie frame `start` and last to `end` (0: its source's end). */
export const setAudioSpan =
  (index: number, span: Span, toEnd: boolean): MovieEdit =>
  (movie) =>
    change(movie, (copy) => {
      const track = copy.audio?.[index];
      if (!track) return;
      if (span.start > 0) track.offset = span.start;
      else delete track.offset;
      if (toEnd && !track.duration) return;
      track.duration = Math.max(1, span.end - span.start);
    });
