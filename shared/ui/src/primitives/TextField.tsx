import type { HTMLInputTypeAttribute } from 'react';
import { Field } from './Field.js';

export interface TextFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  /** A text area of this many rows instead of one line. */
  rows?: number;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
  /** The id of a datalist of suggestions. */
  list?: string;
  autoComplete?: string;
}

/** A labelled line (or area) of text. */
export function TextField({
  label,
  value,
  onChange,
  rows,
  type = 'text',
  placeholder,
  hint,
  disabled,
  list,
  autoComplete,
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            rows={rows}
            value={value ?? ''}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
            type={type}
            value={value ?? ''}
            placeholder={placeholder}
            disabled={disabled}
            list={list}
            autoComplete={autoComplete}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}
