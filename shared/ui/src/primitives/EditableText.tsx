import { useEffect, useState } from 'react';

/** Text that becomes an input on activation; Enter or leaving saves, Escape cancels. */
export function EditableText({
  value,
  label,
  onSave,
}: {
  value: string;
  label: string;
  onSave: (value: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);

  if (!editing) {
    return (
      <button
        type="button"
        className="rf-editable"
        aria-label={`${label}: ${value}. Edit`}
        onClick={() => setEditing(true)}
      >
        {value}
      </button>
    );
  }
  const finish = (save: boolean) => {
    setEditing(false);
    if (save && draft !== value) onSave(draft);
    else setDraft(value);
  };
  return (
    <input
      aria-label={label}
      autoFocus
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') finish(true);
        if (e.key === 'Escape') finish(false);
      }}
    />
  );
}
