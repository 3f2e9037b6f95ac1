import { useState } from 'react';
import { FormDialog } from './FormDialog.js';
import { liveProblem } from './live-problem.js';

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
export function PromptDialog({
  title,
  label,
  initial = '',
  confirmLabel,
  validate,
  onSubmit,
  onCancel,
}: PromptDialogProps) {
  const [value, setValue] = useState(initial);
  const live = liveProblem(value, validate);
  return (
    <FormDialog
      title={title}
      submitLabel={confirmLabel}
      problem={live}
      check={() => validate?.(value) ?? null}
      onSubmit={() => onSubmit(value)}
      onCancel={onCancel}
    >
      <label>
        {label}
        <input
          value={value}
          autoFocus
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={live ? true : undefined}
        />
      </label>
    </FormDialog>
  );
}
