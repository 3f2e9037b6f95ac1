import { useState, type FormEvent } from 'react';
import { Dialog } from './Dialog.js';
import { liveProblem } from './live-problem.js';
import { useSubmit } from './useSubmit.js';

export interface PromptDialogProps {
  title: string;
  /** The input's label. */
  label: string;
  initial?: string;
  confirmLabel: string;
  /** Why the answer cannot be used, or null: shown while typing (Confirm is disabled) and checked before `onSubmit`. */
  validate?: (value: string) => string | null;
  /** Given the answer; a thrown error's message is shown and the dialog stays open. */
  onSubmit: (value: string) => unknown;
  onCancel: () => void;
}

/** Asks for one line of text, such as a name; Cancel or Escape asks nothing. */
export function PromptDialog({ title, label, initial = '', confirmLabel, validate, onSubmit, onCancel }: PromptDialogProps) {
  const [value, setValue] = useState(initial);
  const { busy, error, setError, submit: run } = useSubmit();
  const live = liveProblem(value, validate);
  const shown = live ?? error;

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
          <input
            value={value}
            autoFocus
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            aria-invalid={shown ? true : undefined}
          />
        </label>
        {shown && (
          <p className="rf-form-error" role="alert">
            {shown}
          </p>
        )}
        <div className="rf-dialog-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="rf-primary" disabled={busy || live !== null}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
