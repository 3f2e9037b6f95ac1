/** Where a drag, a resize or a nudge on the stage puts layers: their position, or a keyframe at the playhead. */
import { moveBox, type Box, type FrameSize } from '@reelforge/model';
import { recordBox } from '../edit/keyframe-edits.js';
import { placeLayers } from '../edit/layer-edits.js';
import type { MovieEdit } from '../edit/movie-edit.js';
import type { StageLayer } from './stage-layers.js';

/**
 * One edit placing layers of a scene on new boxes (movie pixels): a layer its keyframes place
 * (or any, while recording) gets a keyframe at the frame the stage shows it at; the others
 * their position.
 */
export function placeBoxes(
  scene: number,
  layers: readonly StageLayer[],
  boxes: ReadonlyMap<number, Box>,
  recording: boolean,
  size: FrameSize,
): MovieEdit {
  return (movie) => {
    let next = movie;
    const plain = new Map<number, Box>();
    for (const [index, box] of boxes) {
      const layer = layers[index];
      if (layer && (recording || layer.keyed)) next = recordBox(scene, index, layer.frame, box, size)(next);
      else plain.set(index, box);
    }
    return plain.size ? placeLayers(scene, plain, size)(next) : next;
  };
}

/** The boxes of layers moved by (dx, dy) from where the stage shows them. */
export function movedBoxes(layers: readonly StageLayer[], indexes: readonly number[], dx: number, dy: number) {
  return new Map(
    indexes.flatMap((index) => (layers[index] ? [[index, moveBox(layers[index].box, dx, dy)] as const] : [])),
  );
}
