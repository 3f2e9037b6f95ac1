import { Field } from './Field.js';

export type SelectChoice = string | { value: string; label: string };

export interface SelectFieldProps {
  label: string;
  /** The chosen value; none (undefined) is the empty choice */
  value: string | undefined;
  options: readonly SelectChoice[];
  onChange: (value: string) => void;
  /** The label of an empty first option, when the field may be left unset. */
  empty?: string;
  hint?: string;
  disabled?: boolean;
}

/** A labelled select; a value that is not among the choices is kept as a choice, so it is never lost. */
export function SelectField({ label, value = '', options, onChange, empty, hint, disabled }: SelectFieldProps) {
  const choices = options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));
  const all =
    value && !choices.some((choice) => choice.value === value) ? [{ value, label: value }, ...choices] : choices;
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <select {...control} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          {empty !== undefined && <option value="">{empty}</option>}
          {all.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
