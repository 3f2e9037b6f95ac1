import { Progress } from '@reelforge/ui';
import type { UploadItem } from './run-uploads.js';

/** One progress bar per file being uploaded. */
export function UploadProgress({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="rf-uploads" aria-label="Uploads">
      {items.map((item) => (
        <li key={item.id}>
          <span className="rf-upload-name">{item.name}</span>
          <Progress label={`Uploading ${item.name}`} value={item.progress * 100} />
          <span className="rf-upload-status">{item.status === 'failed' ? 'Failed' : `${Math.round(item.progress * 100)}%`}</span>
        </li>
      ))}
    </ul>
  );
}
