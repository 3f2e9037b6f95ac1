import { useState } from 'react';
import { storyVariables, type Story } from '@reelforge/model';
import { TextField } from '@reelforge/ui';

/** A text field for each variable the story reads, for a render's values. */
export function VariableFields({
  names,
  values,
  onChange,
}: {
  names: readonly string[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}) {
  if (names.length === 0) return <p className="rf-hint">This story reads no variables.</p>;
  return (
    <fieldset className="rf-story-values">
      <legend>Variable values</legend>
      {names.map((name) => (
        <TextField
          key={name}
          label={name}
          value={values[name] ?? ''}
          onChange={(v) => onChange({ ...values, [name]: v })}
        />
      ))}
    </fieldset>
  );
}

/** The values a render of the story is given, and the fields to type them in. */
export function useVariableValues(story: Story) {
  const [values, setValues] = useState<Record<string, string>>({});
  return { values, fields: <VariableFields names={storyVariables(story)} values={values} onChange={setValues} /> };
}
