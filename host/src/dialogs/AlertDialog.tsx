import type { ReactNode } from 'react';
import { Dialog } from '@reelforge/ui';

/**
 * A failure told with one way out: the button, Escape and a click on the backdrop all do the
 * same (`onClose`). The failure dialogs of the host are fetched only when shown; so is this.
 */
export function AlertDialog({
  title,
  button,
  onClose,
  children,
}: {
  title: string;
  button: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      role="alertdialog"
      onClose={onClose}
      actions={
        <button type="button" className="rf-primary" onClick={onClose}>
          {button}
        </button>
      }
    >
      {children}
    </Dialog>
  );
}
