import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabbableIn } from './tabbable.js';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog on the browser's own `<dialog>` opened with `showModal()`: the page behind it
 * is inert, Escape asks it to close (the cancel event), and focus goes back to what had it
 * when the dialog opened. It is shown while it is rendered; `onClose` asks the owner to stop
 * rendering it (Escape, a click on the backdrop), so the owner may also keep it open.
 */
export function Dialog({ title, children, actions, onClose, role = 'dialog' }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  // Taken while rendering, before anything inside the dialog can take the focus.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const leaving = useRef(false);
  const focusTarget = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    leaving.current = false;
    // Rendered open (not modal) so React's autoFocus could reach a field; made modal now,
    // which moves the focus to the first control, so the autofocused one gets it back.
    // Kept for a second run of this effect (React's development checks), when React does not autofocus again.
    const wanted = dialog.contains(document.activeElement)
      ? (document.activeElement as HTMLElement)
      : focusTarget.current;
    focusTarget.current = wanted;
    dialog.removeAttribute('open');
    dialog.showModal();
    (wanted ?? tabbableIn(dialog)[0])?.focus();
    return () => {
      leaving.current = true;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  // Tab from the last control wraps to the first (and back): without this the browser lets
  // it leave the page for its own toolbar, which is not where a dialog's user expects it.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const controls = tabbableIn(event.currentTarget);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    const at = document.activeElement;
    if (event.shiftKey ? at === first || at === event.currentTarget : at === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  return (
    <dialog
      ref={ref}
      open
      className="rf-dialog"
      role={role}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: the owner decides whether the dialog goes.
        event.preventDefault();
        closeRef.current();
      }}
      onClose={(event) => {
        // Closed by the browser itself (a second Escape it no longer lets the page refuse):
        // tell the owner, and open it again if the owner keeps it.
        if (leaving.current || event.currentTarget.open) return;
        closeRef.current();
        queueMicrotask(() => {
          const dialog = ref.current;
          if (!leaving.current && dialog?.isConnected && !dialog.open) dialog.showModal();
        });
      }}
      onMouseDown={(event) => {
        // The content fills the dialog, so only a press on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) closeRef.current();
      }}
    >
      <div className="rf-dialog-content">
        <h2 id={titleId} className="rf-dialog-title">
          {title}
        </h2>
        <div className="rf-dialog-body">{children}</div>
        {actions && <div className="rf-dialog-actions">{actions}</div>}
      </div>
    </dialog>
  );
}
