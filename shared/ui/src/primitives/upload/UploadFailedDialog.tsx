import { Dialog } from '../Dialog.js';
import type { UploadItem } from './run-uploads.js';

/**
 * Names the files that did not upload and why; closing it reloads the view. Files that failed
 * only because their names exist can be sent again to replace them.
 */
export function UploadFailedDialog({
  failed,
  onClose,
  onReplace,
}: {
  failed: UploadItem[];
  onClose: () => void;
  onReplace: (files: File[]) => void;
}) {
  const conflicts = failed.flatMap((item) => (item.conflict ? [item.conflict] : []));
  return (
    <Dialog
      title="Upload failed"
      role="alertdialog"
      onClose={onClose}
      actions={
        <>
          {conflicts.length > 0 && (
            <button type="button" onClick={() => onReplace(conflicts)}>
              {conflicts.length === 1 ? 'Replace the existing file' : `Replace ${conflicts.length} existing files`}
            </button>
          )}
          <button type="button" className="rf-primary" onClick={onClose}>
            OK
          </button>
        </>
      }
    >
      <p>The following failed to upload:</p>
      <ul>
        {failed.map((item) => (
          <li key={item.id}>
            <strong>{item.name}</strong>
            {item.error ? ` — ${item.error}` : ''}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
