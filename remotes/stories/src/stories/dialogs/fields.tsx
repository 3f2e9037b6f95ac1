import { clampPercent, STORY_UNITS } from '@reelforge/model';
import { NumberField, SelectField } from '@reelforge/ui';

/** A percentage field kept within 0–100: a number typed beyond is clamped (docs/reference.md §5). */
export function PercentField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  hint?: string;
}) {
  return (
    <NumberField
      label={label}
      value={value}
      integer={false}
      hint={hint ?? '0 to 100'}
      onChange={(n) => onChange(n === undefined ? undefined : clampPercent(n, 100))}
    />
  );
}

/** Frames or seconds. */
export function UnitField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (unit: string) => void;
}) {
  return <SelectField label={label} value={value || 'frames'} options={STORY_UNITS} onChange={onChange} />;
}

/** A labelled checkbox. */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="rf-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}

/** A value with `key` set, or without it when `value` is undefined or empty (so a saved story carries no empty fields). */
export function setField<T extends object, K extends keyof T>(object: T, key: K, value: T[K] | undefined | ''): T {
  const next = { ...object };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value as T[K];
  return next;
}
