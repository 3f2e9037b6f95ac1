import { useState } from 'react';
import type { StoryVariant } from '@reelforge/model';
import { FormDialog, TextField } from '@reelforge/ui';
import { ContentFields, DurationFields } from './ContentFields.js';
import { DialogTabs } from './DialogTabs.js';
import { useSoundEditor } from './SoundList.js';

interface Props {
  variant: StoryVariant;
  /** The other variants' keys: a key is not used twice. */
  taken: readonly string[];
  onSave: (variant: StoryVariant) => void;
  onCancel: () => void;
}

type Tab = 'content' | 'duration';
const TABS: { id: Tab; label: string }[] = [
  { id: 'content', label: 'Content' },
  { id: 'duration', label: 'Duration' },
];

/** A choice scene's variant: its key (the value that chooses it), and tabs Content and Duration. */
export function VariantDialog({ variant, taken, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(variant);
  const [tab, setTab] = useState<Tab>('content');
  const sounds = useSoundEditor();
  const key = draft.key.trim();
  const problem = !key
    ? 'Enter the value that chooses this variant.'
    : taken.includes(key)
      ? `There is already a variant for ${key}.`
      : null;
  const content = (change: (scene: StoryVariant['scene']) => StoryVariant['scene']) =>
    setDraft((d) => ({ ...d, scene: change(d.scene) }));
  return (
    <>
      <FormDialog
        title={variant.key ? `Variant ${variant.key}` : 'New variant'}
        submitLabel="OK"
        problem={problem}
        onSubmit={() => onSave({ ...draft, key })}
        onCancel={onCancel}
      >
        <TextField
          label="Key"
          value={draft.key}
          hint="The variable’s value that shows this variant"
          onChange={(v) => setDraft((d) => ({ ...d, key: v }))}
        />
        <DialogTabs<Tab> label="Variant tabs" active={tab} onSelect={setTab} tabs={TABS}>
          {tab === 'content' ? (
            <ContentFields owner="variant" content={draft.scene} onChange={content} edit={sounds.edit} />
          ) : (
            <DurationFields content={draft.scene} onChange={content} />
          )}
        </DialogTabs>
      </FormDialog>
      {sounds.dialog}
    </>
  );
}
