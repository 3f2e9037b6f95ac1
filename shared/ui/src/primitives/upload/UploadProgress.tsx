import { Progress } from '../Progress.js';
import { isCancellable, type UploadItem } from './run-uploads.js';

const WORDS: Partial<Record<UploadItem['status'], string>> = {
  waiting: 'Waiting',
  processing: 'Processing',
  failed: 'Failed',
};

/**
 * One progress bar per file being uploaded: the bytes sent, then an indeterminate
 * "Processing" while the server checks and converts the file. A file can be cancelled
 * until all of it has been sent.
 */
export function UploadProgress({ items, onCancel }: { items: UploadItem[]; onCancel?: (id: number) => void }) {
  if (items.length === 0) return null;
  return (
    <ul className="rf-uploads" aria-label="Uploads">
      {items.map((item) => (
        <li key={item.id}>
          <span className="rf-upload-name">{item.name}</span>
          <Progress
            label={`Uploading ${item.name}`}
            value={item.status === 'processing' ? undefined : item.progress * 100}
            text={WORDS[item.status]}
            onCancel={onCancel && isCancellable(item) ? () => onCancel(item.id) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
