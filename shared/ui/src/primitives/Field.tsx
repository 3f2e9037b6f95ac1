import { useId, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
}

/**
 * A label and its control, tied by id rather than by nesting: a label that wraps a select
 * or a text area would count the options or the text as part of its own text, which
 * breaks finding the control by its label. The hint describes the control.
 */
export function Field({
  label,
  hint,
  className,
  children,
}: {
  label: string;
  hint?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={['rf-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children(hint ? { id, 'aria-describedby': hintId } : { id })}
      {hint && (
        <span id={hintId} className="rf-hint">
          {hint}
        </span>
      )}
    </div>
  );
}
