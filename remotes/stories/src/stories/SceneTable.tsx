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

/** The story's scenes in order: type, source, duration and transition, each with Edit, Move up, Move down, Clone and Delete. */
export function SceneTable({ scenes, onEdit, onMove, onClone, onDelete }: Props) {
  if (scenes.length === 0) return <p className="rf-empty">No scenes yet. Add one with Add scene.</p>;
  return (
    <table aria-label="Scenes" className="rf-story-scenes">
      <thead>
        <tr>
          <th>#</th>
          <th>Name</th>
          <th>Type</th>
          <th>Source</th>
          <th>Duration</th>
          <th>Transition</th>
          <th>Actions</th>
        </tr>
      </thead>
      <tbody>
        {scenes.map((scene, index) => {
          const n = index + 1;
          return (
            <tr key={index}>
              <td>{n}</td>
              <td>{scene.name ?? ''}</td>
              <td>{scene.type}</td>
              <td>{sceneSourceSummary(scene)}</td>
              <td>{scene.type === 'choice' ? 'per variant' : sceneDurationSummary(scene)}</td>
              <td>{transitionSummary(scene, index)}</td>
              <td className="rf-actions">
                <button type="button" aria-label={`Edit scene ${n}`} onClick={() => onEdit(index)}>
                  Edit
                </button>
                <button type="button" aria-label={`Move scene ${n} up`} disabled={index === 0} onClick={() => onMove(index, -1)}>
                  Move up
                </button>
                <button type="button" aria-label={`Move scene ${n} down`} disabled={index === scenes.length - 1} onClick={() => onMove(index, 1)}>
                  Move down
                </button>
                <button type="button" aria-label={`Clone scene ${n}`} onClick={() => onClone(index)}>
                  Clone
                </button>
                <button type="button" aria-label={`Delete scene ${n}`} onClick={() => onDelete(index)}>
                  Delete
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
