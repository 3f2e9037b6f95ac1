import { useMemo } from 'react';
import { animatedBox, layerSpan, motionPath, motionValueAt, type FrameSize } from '@reelforge/model';
import type { Keyframe, Scene } from '@reelforge/sdl';
import { updateKeyframe } from '../edit/keyframe-edits.js';
import type { MovieEdit } from '../edit/movie-edit.js';
import type { MotionPathProps } from './MotionPath.js';
import type { KeyframeAt } from './selection.js';
import type { StageLayer } from './stage-layers.js';

interface Options {
  scene: Scene | undefined;
  sceneIndex: number;
  layers: readonly StageLayer[];
  selected: readonly number[];
  size: FrameSize;
  keyframe: KeyframeAt | null;
  setKeyframe: (keyframe: KeyframeAt | null) => void;
  edit: (change: MovieEdit, options?: { merge?: string }) => void;
}

const places = (keyframe: Keyframe) => keyframe.x !== undefined || keyframe.y !== undefined;

/**
 * The motion path of the one selected layer its keyframes place, with a point for each of its
 * keyframes that sets x or y; moving a point moves that keyframe's x and y. Null otherwise.
 */
export function useMotionPath(options: Options):
  | (Omit<MotionPathProps, 'scale' | 'moving'> & {
      move: (index: number, dx: number, dy: number) => void;
    })
  | null {
  const { scene, sceneIndex, layers, selected, size, keyframe, setKeyframe, edit } = options;
  const index = selected.length === 1 ? selected[0] : undefined;
  const layer = index === undefined ? undefined : scene?.layers?.[index];
  const staged = index === undefined ? undefined : layers[index];
  return useMemo(() => {
    if (!layer || !staged?.keyed || index === undefined) return null;
    const span = layerSpan(layer, scene?.length ?? 0);
    const keyframes = layer.keyframes ?? [];
    const centreAt = (frame: number) => {
      const { box } = animatedBox(layer.position, keyframes, frame, size);
      return { x: box.x + box.w / 2, y: box.y + box.h / 2 };
    };
    const move = (at: number, dx: number, dy: number) => {
      const target = keyframes[at];
      if (!target) return;
      const frame = target.frame ?? 0;
      const x = target.x ?? motionValueAt(keyframes, 'x', frame) ?? layer.position?.x ?? 0;
      const y = target.y ?? motionValueAt(keyframes, 'y', frame) ?? layer.position?.y ?? 0;
      edit(updateKeyframe(sceneIndex, index, at, { x: Math.round(x + dx), y: Math.round(y + dy) }), {
        merge: `path:${sceneIndex}:${index}:${at}`,
      });
    };
    return {
      path: motionPath(layer.position, keyframes, span.end - span.start, size),
      keyframes: keyframes.flatMap((each, at) =>
        places(each)
          ? [
              {
                index: at,
                frame: each.frame ?? 0,
                ...centreAt(each.frame ?? 0),
                selected: keyframe?.scene === sceneIndex && keyframe.layer === index && keyframe.index === at,
              },
            ]
          : [],
      ),
      name: staged.name,
      onNudge: move,
      onSelect: (at: number) => setKeyframe({ scene: sceneIndex, layer: index, index: at }),
      move,
    };
  }, [layer, staged, index, scene?.length, size, sceneIndex, keyframe, setKeyframe, edit]);
}
