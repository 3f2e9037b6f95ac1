import { ItemTable, RowAction } from '@reelforge/ui/lists';
import { sceneDurationSummary, sceneSourceSummary, type StoryScene } from '@reelforge/model';

interface Props {
  scenes: readonly StoryScene[];
  onEdit: (index: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onClone: (index: number) => void;
  onDelete: (index: number) => void;
}

function transitionSummary(scene: StoryScene, index: number): string {
  if (index === 0 || !scene.transition || scene.transition === 'none') return '–';
  return scene.transition;
}

/**
 * The story's scenes in order: type, source, duration and transition, each with Edit, Move up, Move down, Clone and
 * Delete.
 */
export function SceneTable({ scenes, onEdit, onMove, onClone, onDelete }: Props) {
  if (scenes.length === 0) return <p className="rf-empty">No scenes yet. Add one with Add scene.</p>;
  return (
    <ItemTable
      label="Scenes"
      className="rf-story-scenes"
      items={scenes}
      rowKey={(_scene, index) => index}
      columns={[
        { header: '#', cell: (_scene, index) => index + 1 },
        { header: 'Name', cell: (scene) => scene.name ?? '' },
        { header: 'Type', cell: (scene) => scene.type },
        { header: 'Source', cell: sceneSourceSummary },
        {
          header: 'Duration',
          cell: (scene) => (scene.type === 'choice' ? 'per variant' : sceneDurationSummary(scene)),
        },
        { header: 'Transition', cell: transitionSummary },
      ]}
      actions={(_scene, index) => {
        const name = `scene ${index + 1}`;
        return (
          <>
            <RowAction verb="Edit" name={name} onClick={() => onEdit(index)} />
            <button
              type="button"
              aria-label={`Move ${name} up`}
              disabled={index === 0}
              onClick={() => onMove(index, -1)}
            >
              Move up
            </button>
            <button
              type="button"
              aria-label={`Move ${name} down`}
              disabled={index === scenes.length - 1}
              onClick={() => onMove(index, 1)}
            >
              Move down
            </button>
            <RowAction verb="Clone" name={name} onClick={() => onClone(index)} />
            <RowAction verb="Delete" name={name} onClick={() => onDelete(index)} />
          </>
        );
      }}
    />
  );
}
