import type { KeyboardEvent } from 'react';
import { nudgeOf } from '@reelforge/model';

export interface PathPoint {
  x: number;
  y: number;
}

export interface PathKeyframe extends PathPoint {
  index: number;
  /** Layer-local frame. */
  frame: number;
  selected: boolean;
}

export interface MotionPathProps {
  /** Movie pixels: where the layer's centre goes, frame by frame. */
  path: readonly PathPoint[];
  keyframes: readonly PathKeyframe[];
  name: string;
  scale: number;
  /** The keyframe a running drag moves, and by how much (movie pixels). */
  moving: { index: number; dx: number; dy: number } | null;
  onNudge: (index: number, dx: number, dy: number) => void;
  onSelect: (index: number) => void;
}

/**
 * The selected layer's motion path on the stage: the line its centre follows and, on it, a
 * point for each keyframe that places it, dragged (or moved with the arrows) to move the
 * keyframe's position.
 */
export function MotionPath({ path, keyframes, name, scale, moving, onNudge, onSelect }: MotionPathProps) {
  const points = path.map((point) => `${point.x * scale},${point.y * scale}`).join(' ');
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const by = nudgeOf(event.key, event.shiftKey);
    if (!by) return;
    event.preventDefault();
    event.stopPropagation();
    onNudge(index, by.dx, by.dy);
  };
  return (
    <>
      <svg className="rf-motion-path" aria-hidden="true">
        <polyline points={points} />
      </svg>
      {keyframes.map((keyframe) => {
        const shift = moving?.index === keyframe.index ? moving : { dx: 0, dy: 0 };
        return (
          <button
            key={keyframe.index}
            type="button"
            className="rf-motion-point"
            aria-label={`Keyframe ${keyframe.index + 1} of ${name} on its path, frame ${keyframe.frame}`}
            aria-pressed={keyframe.selected}
            data-keyframe={keyframe.index}
            style={{ left: (keyframe.x + shift.dx) * scale, top: (keyframe.y + shift.dy) * scale }}
            onClick={() => onSelect(keyframe.index)}
            onKeyDown={(event) => onKeyDown(event, keyframe.index)}
          />
        );
      })}
    </>
  );
}
