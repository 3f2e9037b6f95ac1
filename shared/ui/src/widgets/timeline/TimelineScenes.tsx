import { memo, type KeyboardEvent } from 'react';
import type { DragPreview } from './timeline-drag.js';
import { spanStyle } from './span-style.js';
import type { TimelineSceneItem } from './timeline-types.js';

interface SceneProps {
  scene: TimelineSceneItem;
  preview: DragPreview | null;
  movable: boolean;
  onKey: (event: KeyboardEvent, index: number, part: 'block' | 'end' | 'transition') => void;
  onSelect: (index: number) => void;
}

/**
 * One scene as a block as long as it is: its name (and detail), its transition's overlap and, unless its length is
 * not the timeline's to change, its end handle.
 */
const SceneBlock = memo(function SceneBlock({ scene, preview, movable, onKey, onSelect }: SceneProps) {
  const length = preview?.kind === 'scene-end' ? preview.length : scene.length;
  const overlap = preview?.kind === 'transition' ? preview.duration : scene.overlap;
  const moving = preview?.kind === 'scene-move' ? preview.by : 0;
  const label = `Scene ${scene.index + 1}: ${scene.name}`;
  return (
    <div
      className="rf-tl-scene"
      data-selected={scene.selected || undefined}
      data-moving={moving ? true : undefined}
      style={spanStyle(scene.start + moving, length)}
    >
      {overlap > 0 && <div className="rf-tl-transition" style={spanStyle(0, overlap)} aria-hidden="true" />}
      <button
        type="button"
        className="rf-tl-scene-block"
        aria-pressed={scene.selected ?? false}
        data-drag={movable ? 'scene-move' : undefined}
        data-index={scene.index}
        onClick={() => onSelect(scene.index)}
        onKeyDown={(event) => onKey(event, scene.index, 'block')}
      >
        {label}
        {scene.detail && <small>{scene.detail}</small>}
      </button>
      {scene.maxOverlap > 0 && (
        <button
          type="button"
          className="rf-tl-handle rf-tl-transition-edge"
          aria-label={`Transition into ${scene.name}`}
          title="Drag or use the arrow keys to change the transition's length"
          data-drag="transition"
          data-index={scene.index}
          style={spanStyle(overlap, 0)}
          onKeyDown={(event) => onKey(event, scene.index, 'transition')}
        />
      )}
      {scene.resizable !== false && (
        <button
          type="button"
          className="rf-tl-handle rf-tl-end"
          aria-label={`End of ${scene.name}`}
          title="Drag or use the arrow keys to change the scene's length"
          data-drag="scene-end"
          data-index={scene.index}
          onKeyDown={(event) => onKey(event, scene.index, 'end')}
        />
      )}
    </div>
  );
});

interface Props {
  scenes: readonly TimelineSceneItem[];
  preview: DragPreview | null;
  movable: boolean;
  onKey: SceneProps['onKey'];
  onSelect: SceneProps['onSelect'];
}

/** The scenes in order, each where it starts; a scene's transition overlaps the one before. */
export function TimelineScenes({ scenes, preview, movable, onKey, onSelect }: Props) {
  const of = (index: number) => (preview && 'index' in preview && preview.index === index ? preview : null);
  return (
    <div className="rf-tl-track rf-tl-scenes">
      {scenes.map((scene) => (
        <SceneBlock
          key={scene.index}
          scene={scene}
          preview={of(scene.index)}
          movable={movable}
          onKey={onKey}
          onSelect={onSelect}
        />
      ))}
    </div>
  );
}
