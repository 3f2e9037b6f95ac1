import { useState } from 'react';
import { STORY_SCENE_TYPES, type StoryScene, type StoryVariant } from '@reelforge/model';
import { fieldBinder, FormDialog, TextField } from '@reelforge/ui';
import { ContentFields, DurationFields } from './ContentFields.js';
import { DialogTabs } from './DialogTabs.js';
import { KindField, PercentField, setField } from './fields.js';
import { useSoundEditor } from './SoundList.js';
import { TransitionFields } from './TransitionFields.js';
import { VariantDialog } from './VariantDialog.js';

interface Props {
  title: string;
  scene: StoryScene;
  /** The first scene has no transition. */
  first: boolean;
  onSave: (scene: StoryScene) => void;
  onCancel: () => void;
}

type Tab = 'settings' | 'content' | 'duration' | 'transition';

const TYPE_HINTS: Record<string, string> = {
  static: 'Always plays.',
  optional: 'Plays when the variable has a value.',
  optionalnot: 'Plays when the variable is empty.',
  true: 'Plays when the variable is true, 1, yes or on.',
  false: 'Plays when the variable is anything but true, 1, yes or on.',
  match: 'Plays when the variable is one of the match values.',
  matchnot: 'Plays when the variable is none of the match values.',
  choice: 'Always plays, showing the variant whose key is the variable’s value.',
};

function MatchValues({
  values = [],
  onChange,
}: {
  values: StoryScene['matchvalues'];
  onChange: (values: StoryScene['matchvalues']) => void;
}) {
  return (
    <fieldset className="rf-match-values">
      <legend>Match values</legend>
      {values.map((m, index) => (
        <div className="rf-row" key={index}>
          <TextField
            label={`Match value ${index + 1}`}
            value={m.value}
            onChange={(v) => onChange(values.map((old, i) => (i === index ? { value: v } : old)))}
          />
          <button
            type="button"
            aria-label={`Delete match value ${index + 1}`}
            onClick={() => onChange(values.filter((_, i) => i !== index))}
          >
            Delete
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...values, { value: '' }])}>
        Add match value
      </button>
    </fieldset>
  );
}

function Variants({
  variants = [],
  onEdit,
  onDelete,
}: {
  variants: StoryScene['variants'];
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}) {
  return (
    <fieldset className="rf-variants">
      <legend>Variants</legend>
      {variants.length === 0 && (
        <p className="rf-hint">No variants yet: add one for each value the variable may have.</p>
      )}
      <ul>
        {variants.map((variant, index) => (
          <li key={index}>
            {variant.key}{' '}
            <button type="button" aria-label={`Edit variant ${variant.key}`} onClick={() => onEdit(index)}>
              Edit
            </button>{' '}
            <button type="button" aria-label={`Delete variant ${variant.key}`} onClick={() => onDelete(index)}>
              Delete
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => onEdit(variants.length)}>
        Add variant
      </button>
    </fieldset>
  );
}

/**
 * A scene of a story: tabs Settings, Content (not for choice scenes), Duration and Transition (not for the first
 * scene); docs/reference.md §2.
 */
export function SceneDialog({ title, scene, first, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState<StoryScene>(scene);
  const [tab, setTab] = useState<Tab>('settings');
  const [variant, setVariant] = useState<number | null>(null);
  const sounds = useSoundEditor();
  const change = (c: (s: StoryScene) => StoryScene) => setDraft(c);
  const set = <K extends keyof StoryScene>(key: K, value: StoryScene[K] | '' | undefined) =>
    setDraft((s) => setField(s, key, value));
  const bind = fieldBinder(draft, set);
  const choice = draft.type === 'choice';
  const variants = draft.variants ?? [];
  const shown = choice && tab === 'content' ? 'settings' : first && tab === 'transition' ? 'settings' : tab;

  return (
    <>
      <FormDialog title={title} submitLabel="OK" onSubmit={() => onSave(draft)} onCancel={onCancel}>
        <DialogTabs<Tab>
          label="Scene tabs"
          active={shown}
          onSelect={setTab}
          tabs={[
            { id: 'settings', label: 'Settings' },
            {
              id: 'content',
              label: 'Content',
              ...(choice ? { disabled: 'a choice scene shows its variants’ content.' } : {}),
            },
            { id: 'duration', label: 'Duration' },
            {
              id: 'transition',
              label: 'Transition',
              ...(first ? { disabled: 'the first scene has no transition.' } : {}),
            },
          ]}
        >
          {shown === 'settings' && (
            <>
              <TextField label="Scene name" {...bind('name')} />
              <KindField label="Scene type" kinds={STORY_SCENE_TYPES} hints={TYPE_HINTS} {...bind('type')} />
              {draft.type !== 'static' && (
                <>
                  <TextField label="Variable" {...bind('varname')} />
                  <TextField label="Default value" hint="Used when the variable is not given" {...bind('default')} />
                </>
              )}
              {(draft.type === 'match' || draft.type === 'matchnot') && (
                <MatchValues
                  values={draft.matchvalues}
                  onChange={(v) => set('matchvalues', v?.length ? v : undefined)}
                />
              )}
              {choice && (
                <Variants
                  variants={variants}
                  onEdit={setVariant}
                  onDelete={(index) =>
                    set(
                      'variants',
                      variants.filter((_, i) => i !== index),
                    )
                  }
                />
              )}
            </>
          )}
          {shown === 'content' && <ContentFields owner="scene" content={draft} onChange={change} edit={sounds.edit} />}
          {shown === 'duration' && (
            <>
              {choice ? (
                <p className="rf-hint">Each variant has its own duration (Edit a variant).</p>
              ) : (
                <DurationFields content={draft} onChange={change} />
              )}
              <PercentField
                label="Reduce-base"
                hint="How much of the entering transition shortens the story, 0 to 100 (100 when empty)"
                {...bind('reducebase')}
              />
            </>
          )}
          {shown === 'transition' && <TransitionFields scene={draft} onChange={change} />}
        </DialogTabs>
      </FormDialog>
      {variant !== null && (
        <VariantDialog
          variant={variants[variant] ?? ({ key: '', scene: { src: 'videos' } } as StoryVariant)}
          taken={variants.filter((_, i) => i !== variant).map((v) => v.key)}
          onSave={(v) => {
            const next = [...variants];
            next[variant] = v;
            set('variants', next);
            setVariant(null);
          }}
          onCancel={() => setVariant(null)}
        />
      )}
      {sounds.dialog}
    </>
  );
}
