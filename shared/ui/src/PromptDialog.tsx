import { useState, type FormEvent } from 'react';
import { Dialog } from './Dialog.js';
import { useSubmit } from './useSubmit.js';

export interface PromptDialogProps {
  title: string;
  /** The input's label. */
  label: string;
  initial?: string;
  confirmLabel: string;
  /** Why the answer cannot be used, or null; checked before `onSubmit`. */
  validate?: (value: string) => string | null;
  /** Given the answer; a thrown error's message is shown and the dialog stays open. */
  onSubmit: (value: string) => unknown;
  onCancel: () => void;
}

/** Asks for one line of text, such as a name; Cancel or Escape asks nothing. */
export function PromptDialog({ title, label, initial = '', confirmLabel, validate, onSubmit, onCancel }: PromptDialogProps) {
  const [value, setValue] = useState(initial);
  const { busy, error, setError, submit: run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate?.(value) ?? null;
    setError(problem);
    if (!problem) await run(() => onSubmit(value));
  };

  return (
    <Dialog title={title} onClose={onCancel}>
      <form className="rf-form" onSubmit={(e) => void submit(e)}>
        <label>
          {label}
          <input value={value} autoFocus onChange={(e) => setValue(e.target.value)} aria-invalid={error ? true : undefined} />
        </label>
        {error && (
          <p className="rf-form-error" role="alert">
            {error}
          </p>
        )}
        <div className="rf-dialog-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="rf-primary" disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
