import { useState } from 'react';

type Entry = { key: string; value: string };

const entriesOf = (value: Readonly<Record<string, string>> | undefined): Entry[] =>
  Object.entries(value ?? {}).map(([key, v]) => ({ key, value: String(v) }));

/** The map an editor's entries stand for: named entries only, the last of equal names winning. */
export function mapOfEntries(entries: readonly Entry[]): Record<string, string> {
  return Object.fromEntries(
    entries.filter((entry) => entry.key.trim() !== '').map((entry) => [entry.key.trim(), entry.value]),
  );
}

/** Edits a string map as rows of name and value; rows without a name are kept here but not passed on. */
export function KeyValueEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Readonly<Record<string, string>> | undefined;
  onChange: (value: Record<string, string>) => void;
}) {
  const [entries, setEntries] = useState<Entry[]>(() => entriesOf(value));
  const update = (next: Entry[]) => {
    setEntries(next);
    onChange(mapOfEntries(next));
  };
  const set = (index: number, change: Partial<Entry>) =>
    update(entries.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
  return (
    <fieldset className="rf-batch-map">
      <legend>{label}</legend>
      {entries.map((entry, index) => (
        <div key={index} className="rf-row">
          <input
            aria-label={`${label} ${index + 1} name`}
            placeholder="name"
            value={entry.key}
            onChange={(e) => set(index, { key: e.target.value })}
          />
          <input
            aria-label={`${label} ${index + 1} value`}
            placeholder="value"
            value={entry.value}
            onChange={(e) => set(index, { value: e.target.value })}
          />
          <button
            type="button"
            aria-label={`Remove ${label} ${index + 1}`}
            onClick={() => update(entries.filter((_, i) => i !== index))}
          >
            ✕
          </button>
        </div>
      ))}
      <button type="button" onClick={() => setEntries([...entries, { key: '', value: '' }])}>
        {`Add ${label.toLowerCase()} entry`}
      </button>
    </fieldset>
  );
}
