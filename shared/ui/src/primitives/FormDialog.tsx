import type { FormEvent, ReactNode } from 'react';
import { Dialog } from './Dialog.js';
import { useSubmit } from './useSubmit.js';

export interface FormDialogProps {
  title: string;
  /** The fields, and any text about them. */
  children: ReactNode;
  /** The submit button's text; without it the dialog only informs, with a Close button. */
  submitLabel?: string;
  /** The submit button's text while the work runs, such as "Creating…". */
  busyLabel?: string;
  cancelLabel?: string;
  /** What is wrong with the fields as they are typed: shown, and the submit button waits for a fix. */
  problem?: string | null;
  /** What is wrong with the fields when they are sent, checked before the work runs. */
  check?: () => string | null;
  /** The work. A thrown error's message is shown and the dialog stays open; on success the owner closes it. */
  onSubmit: () => unknown;
  onCancel: () => void;
}

/**
 * A dialog holding one form: its fields, a message, Cancel and the submit button. Enter in a
 * field submits; while the work runs the fields and buttons wait and Escape does not close it; a changed
 * field clears the message of the last try.
 */
export function FormDialog({
  title,
  children,
  submitLabel,
  busyLabel,
  cancelLabel,
  problem = null,
  check,
  onSubmit,
  onCancel,
}: FormDialogProps) {
  const { busy, error, setError, submit: run } = useSubmit();
  const shown = problem ?? error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || problem !== null || !submitLabel) return;
    const found = check?.() ?? null;
    setError(found);
    if (!found) await run(onSubmit);
  };

  return (
    <Dialog title={title} onClose={busy ? () => undefined : onCancel}>
      <form
        className="rf-form"
        aria-busy={busy || undefined}
        onSubmit={(e) => void submit(e)}
        onChange={() => error && setError(null)}
      >
        <fieldset className="rf-form-fields" disabled={busy}>
          {children}
        </fieldset>
        {shown && (
          <p className="rf-form-error" role="alert">
            {shown}
          </p>
        )}
        <div className="rf-dialog-actions">
          <button type="button" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? (submitLabel ? 'Cancel' : 'Close')}
          </button>
          {submitLabel && (
            <button type="submit" className="rf-primary" disabled={busy || problem !== null}>
              {busy && busyLabel ? busyLabel : submitLabel}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
