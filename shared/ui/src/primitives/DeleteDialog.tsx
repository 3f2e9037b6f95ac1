import { useState, type ReactNode } from 'react';
import { escapeHtml, messageOf } from '@reelforge/model';
import { useReportUserError } from '@reelforge/session';
import { ConfirmDialog } from './ConfirmDialog.js';

export interface DeletableItem {
  key: string;
  /** Plain name, used in messages. */
  name: string;
  label?: ReactNode;
}

interface Props<T extends DeletableItem> {
  /** e.g. "project" / "projects" */
  noun: [singular: string, plural: string];
  items: T[];
  warning: string;
  remove: (item: T) => Promise<void>;
  onDone: () => void;
  onCancel: () => void;
}

/** Confirms, deletes the items one by one, reports those that failed, then hands back for a reload. */
export function DeleteDialog<T extends DeletableItem>({ noun, items, warning, remove, onDone, onCancel }: Props<T>) {
  const reportError = useReportUserError();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    const failed: string[] = [];
    for (const item of items) {
      try {
        await remove(item);
      } catch (e) {
        failed.push(`${item.name}: ${messageOf(e)}`);
      }
    }
    if (failed.length) {
      const list = failed.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
      reportError(`<p>These ${noun[1]} could not be deleted:</p><ul>${list}</ul>`, 'Delete failed');
    }
    onDone();
  };

  const title = items.length === 1 ? `Delete ${noun[0]}?` : `Delete ${items.length} ${noun[1]}?`;
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={busy ? 'Deleting…' : 'Delete'}
      busy={busy}
      onConfirm={() => void run()}
      onCancel={onCancel}
    >
      <p>{warning}</p>
      <ul>
        {items.map((item) => (
          <li key={item.key}>{item.label ?? item.name}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
