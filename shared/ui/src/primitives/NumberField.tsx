import { useEffect, useState } from 'react';
import { parseFloatInput, parseInteger } from '@reelforge/model';
import { Field } from './Field.js';

export interface NumberFieldProps {
  label: string;
  value: number | undefined;
  /** Called with each valid number typed, and with undefined when the field is emptied. */
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Whole numbers only (the default). */
  integer?: boolean;
  placeholder?: string;
  hint?: string;
}

/** A labelled number input that keeps what the user types, and passes on only numbers within its range. */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step,
  integer = true,
  placeholder,
  hint,
}: NumberFieldProps) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const parse = (t: string) => (integer ? parseInteger(t) : parseFloatInput(t));
  const valid = (n: number | undefined): n is number =>
    n !== undefined && (min === undefined || n >= min) && (max === undefined || n <= max);

  // A value changed elsewhere replaces the text, unless the text already says it.
  useEffect(() => {
    setText((current) =>
      parse(current) === value || (current.trim() === '' && value === undefined)
        ? current
        : value === undefined
          ? ''
          : String(value),
    );
  }, [value]);

  const invalid = text.trim() !== '' && !valid(parse(text));
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="number"
          value={text}
          min={min}
          max={max}
          step={step ?? (integer ? 1 : 'any')}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            if (next.trim() === '') return onChange(undefined);
            const n = parse(next);
            if (valid(n)) onChange(n);
          }}
        />
      )}
    </Field>
  );
}
