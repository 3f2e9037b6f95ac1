/**
 * The Design tab's edits of a layer's motion (docs/design-tab.md "Motion"): a keyframe set at
 * the playhead (what a move or resize records), moved, changed, removed, and an enter or exit
 * preset expanded into keyframes. Each takes a movie and gives a new one.
 */
import {
  expandPreset,
  layerBox,
  layerSpan,
  positionOf,
  withKeyframe,
  withKeyframeMoved,
  withoutKeyframe,
  type Box,
  type FrameSize,
  type MotionPreset,
} from '@reelforge/model';
import type { Keyframe, Layer, Movie } from '@reelforge/sdl';
import type { MovieEdit } from './movie-edit.js';

function changeLayer(movie: Movie, scene: number, index: number, mutate: (layer: Layer) => void): Movie {
  const copy = structuredClone(movie);
  const layer = copy.scenes?.[scene]?.layers?.[index];
  if (layer) mutate(layer);
  return copy;
}

const store = (layer: Layer, keyframes: Keyframe[]) => {
  if (keyframes.length) layer.keyframes = keyframes;
  else delete layer.keyframes;
};

/**
 * Records a box at a layer-local frame as a keyframe (x, y, w, h). A layer's first keyframe
 * recorded after its start also keeps where it stood, at frame 0, so it moves from there.
 */
export const recordBox =
  (scene: number, index: number, frame: number, box: Box, size: FrameSize): MovieEdit =>
  (movie) =>
    changeLayer(movie, scene, index, (layer) => {
      const placed = positionOf(box, layer.position, size);
      let keyframes = (layer.keyframes ?? []) as Keyframe[];
      if (!keyframes.some((k) => k.x !== undefined || k.y !== undefined) && frame > 0) {
        const from = positionOf(layerBox(layer.position, size), layer.position, size);
        keyframes = withKeyframe(keyframes, 0, { x: from.x, y: from.y, w: from.w, h: from.h }) as Keyframe[];
      }
      store(
        layer,
        withKeyframe(keyframes, frame, { x: placed.x, y: placed.y, w: placed.w, h: placed.h }) as Keyframe[],
      );
    });

/** Moves a keyframe to another layer-local frame; `onMoved` is told where it stands in the list after. */
export const moveKeyframe =
  (scene: number, index: number, keyframe: number, frame: number, onMoved?: (at: number) => void): MovieEdit =>
  (movie) =>
    changeLayer(movie, scene, index, (layer) => {
      const moved = withKeyframeMoved((layer.keyframes ?? []) as Keyframe[], keyframe, frame);
      store(layer, moved.keyframes as Keyframe[]);
      onMoved?.(moved.index);
    });

/** Changes a keyframe's fields (its easing, a value); a field set to undefined is left out. */
export const updateKeyframe =
  (scene: number, index: number, keyframe: number, patch: Partial<Keyframe>): MovieEdit =>
  (movie) =>
    changeLayer(movie, scene, index, (layer) => {
      const target = layer.keyframes?.[keyframe];
      if (!target) return;
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined) delete (target as Record<string, unknown>)[key];
        else (target as Record<string, unknown>)[key] = value;
      }
    });

export const removeKeyframe =
  (scene: number, index: number, keyframe: number): MovieEdit =>
  (movie) =>
    changeLayer(movie, scene, index, (layer) =>
      store(layer, withoutKeyframe((layer.keyframes ?? []) as Keyframe[], keyframe) as Keyframe[]),
    );

/** Adds an enter or exit preset to a layer as keyframes (and a text's revealunit for typing); throws a PresetError. */
export const applyPreset =
  (scene: number, index: number, preset: MotionPreset, size: FrameSize): MovieEdit =>
  (movie) => {
    const target = movie.scenes?.[scene];
    const layer = target?.layers?.[index];
    if (!target || !layer) return movie;
    const span = layerSpan(layer, target.length ?? 0);
    const result = expandPreset(layer, preset, { ...size, length: span.end - span.start });
    return changeLayer(movie, scene, index, (copy) => {
      store(copy, result.keyframes as Keyframe[]);
      if (result.revealunit && copy.text) copy.text.revealunit = result.revealunit;
    });
  };
