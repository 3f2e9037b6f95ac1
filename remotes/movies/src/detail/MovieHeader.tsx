import type { SaveState } from './useMovieDocument.js';

interface Props {
  name: string;
  dirty: boolean;
  saveState: SaveState;
  onSave: () => void;
  onExport: () => void;
}

/** The movie's name, Save while there are unsaved changes, the save status, and Export. */
export function MovieHeader({ name, dirty, saveState, onSave, onExport }: Props) {
  const saving = saveState.status === 'saving';
  return (
    <header className="rf-movie-header">
      <h2>{name}</h2>
      {(dirty || saving) && (
        <button type="button" className="rf-primary" onClick={onSave} disabled={saving}>
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
