import { saveStatusText, type SaveStatus } from './save-status.js';

/** "Save script" and the save status beside it (ok or warn, cleared after 5 s: docs/reference.md §5). */
export function SaveScriptRow({
  disabled,
  status,
  onSave,
}: {
  disabled: boolean;
  status: SaveStatus;
  onSave: () => void;
}) {
  return (
    <div className="rf-row">
      <button type="button" className="rf-primary" disabled={disabled} onClick={onSave}>
        Save script
      </button>
      <span role="status" aria-label="Script save status">
        {saveStatusText(status)}
      </span>
    </div>
  );
}
