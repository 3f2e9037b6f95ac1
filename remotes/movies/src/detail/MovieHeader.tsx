import { shortcutLabel } from './useMovieShortcuts.js';
import type { SaveState } from './useMovieDocument.js';

interface Props {
  name: string;
  dirty: boolean;
  saveState: SaveState;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onExport: () => void;
}

/** The movie's name, Undo and Redo, Save while there are unsaved changes, the save status, and Export. */
export function MovieHeader({ name, dirty, saveState, canUndo, canRedo, onUndo, onRedo, onSave, onExport }: Props) {
  const saving = saveState.status === 'saving';
  return (
    <header className="rf-movie-header">
      <h2>{name}</h2>
      <button type="button" onClick={onUndo} disabled={!canUndo} title={`Undo (${shortcutLabel('undo')})`}>
        Undo
      </button>
      <button type="button" onClick={onRedo} disabled={!canRedo} title={`Redo (${shortcutLabel('redo')})`}>
        Redo
      </button>
      {(dirty || saving) && (
        <button
          type="button"
          className="rf-primary"
          onClick={onSave}
          disabled={saving}
          title={`Save (${shortcutLabel('save')})`}
        >
          Save
        </button>
      )}
      <span role="status" className="rf-save-status">
        {saving ? 'Saving…' : saveState.status === 'ok' ? 'Saved' : dirty ? 'Unsaved changes' : ''}
      </span>
      {saveState.status === 'warning' && (
        <p role="alert" className="rf-save-warning">
          Not saved: {saveState.error}
        </p>
      )}
      <button type="button" onClick={onExport}>
        Export
      </button>
    </header>
  );
}
