import { clampPercent, STORY_UNITS } from '@reelforge/model';
import { NumberField, SelectField, type BoundField } from '@reelforge/ui';

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

/** What kind a sound or a scene is, with what that kind means below it. */
export function KindField({
  label,
  value,
  kinds,
  hints,
  onChange,
}: {
  label: string;
  value: string | undefined;
  kinds: readonly string[];
  hints: Record<string, string>;
  onChange: (kind: string) => void;
}) {
  const kind = String(value);
  return <SelectField label={label} value={kind} options={kinds} hint={hints[kind]} onChange={onChange} />;
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

/** An amount and its unit (frames or seconds) side by side: an offset, a length, a fade. */
export function AmountField({
  label,
  unitLabel,
  amount,
  unit,
  hint,
  placeholder,
}: {
  label: string;
  unitLabel: string;
  amount: BoundField<number | undefined>;
  unit: BoundField<string | undefined>;
  hint?: string;
  placeholder?: string;
}) {
  return (
    <div className="rf-row">
      <NumberField label={label} integer={false} min={0} hint={hint} placeholder={placeholder} {...amount} />
      <UnitField label={unitLabel} {...unit} />
    </div>
  );
}

/**
 * A value with `key` set, or without it when `value` is undefined or empty (so a saved story carries no empty fields).
 */
export function setField<T extends object, K extends keyof T>(object: T, key: K, value: T[K] | undefined | ''): T {
  const next = { ...object };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value as T[K];
  return next;
}
