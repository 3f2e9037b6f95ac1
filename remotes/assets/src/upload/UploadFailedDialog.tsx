import { Dialog } from '@reelforge/ui';
import type { UploadItem } from './run-uploads.js';

/** Names the files that did not upload and why; closing it reloads the view. */
export function UploadFailedDialog({ failed, onClose }: { failed: UploadItem[]; onClose: () => void }) {
  return (
    <Dialog
      title="Upload failed"
      role="alertdialog"
      onClose={onClose}
      actions={
        <button type="button" className="rf-primary" onClick={onClose}>
          OK
        </button>
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
