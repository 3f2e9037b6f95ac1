/** The scene editor's own fields (colours, assets, variable bindings), built on the shared ones. */
import { useState } from 'react';
import { variableKeyError } from '@reelforge/model';
import type { Variable } from '@reelforge/sdl';
import { Field, NumberField, PromptDialog, SelectField, type BoundField } from '@reelforge/ui';
import { freeKey } from './edit/variable-edit.js';

export const isColour = (value: string) => /^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(value);

/** #rrggbb or #rrggbbaa; an empty field means the field's default. */
export function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const text = value ?? '';
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          value={text}
          placeholder="#rrggbb"
          aria-invalid={text !== '' && !isColour(text) ? true : undefined}
          onChange={(e) => onChange(e.target.value || undefined)}
        />
      )}
    </Field>
  );
}

/** A project asset of one kind by name. */
export function AssetSelect({
  value,
  names,
  onChange,
  noun,
}: {
  value: string | undefined;
  names: readonly string[];
  onChange: (name: string) => void;
  noun: string;
}) {
  return (
    <SelectField
      label="Asset"
      value={value ?? ''}
      options={names}
      onChange={onChange}
      empty={names.length ? `Choose ${noun}` : `No ${noun} in this project yet`}
    />
  );
}

/** How a layer or an audio track fades in and out, in frames. */
export function FadeFields({ bind }: { bind: (key: 'fadein' | 'fadeout') => BoundField<number | undefined> }) {
  return (
    <>
      <NumberField label="Fade in" min={0} {...bind('fadein')} />
      <NumberField label="Fade out" min={0} {...bind('fadeout')} />
    </>
  );
}

// Variable keys cannot contain spaces, so this value never names a variable.
const NEW = 'new variable';

/** Binds a field to a variable, or to a new one made from the field's current value. */
export function BindSelect({
  bound,
  variables,
  stem,
  onBind,
}: {
  bound: string | undefined;
  variables: readonly Variable[];
  stem: string;
  onBind: (key: string | null) => void;
}) {
  const [asking, setAsking] = useState(false);
  const keys = variables.map((variable) => variable.key ?? '').filter(Boolean);
  return (
    <>
      <SelectField
        label="Bind to variable"
        value={bound ?? ''}
        empty="Not bound"
        options={[...keys, { value: NEW, label: 'New variable…' }]}
        onChange={(value) => {
          if (value === NEW) setAsking(true);
          else onBind(value || null);
        }}
      />
      {asking && (
        <PromptDialog
          title="New variable"
          label="Variable key"
          initial={freeKey(variables, stem)}
          confirmLabel="Create"
          validate={(key) => variableKeyError(key, keys)}
          onSubmit={(key) => {
            setAsking(false);
            onBind(key);
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
