import { useState } from 'react';
import { STORY_SOUND_TYPES, type StoryFade, type StorySound } from '@reelforge/model';
import { CheckField, fieldBinder, FormDialog, NumberField, SelectField, TextField } from '@reelforge/ui';
import { useStoryPickers } from '../pickers.js';
import { AmountField, KindField, PercentField, setField } from './fields.js';

interface Props {
  title: string;
  sound: StorySound;
  onSave: (sound: StorySound) => void;
  onCancel: () => void;
}

/** A new sound: an audio asset at full volume. */
export const NEW_SOUND: StorySound = { type: 'asset', volume: 100 };

const TYPE_HINTS: Record<string, string> = {
  asset: 'One of the project’s audio files.',
  variable: 'The audio file a variable names; the fallback when it names none.',
  template: 'An audio file named by a template such as voice-${city}.mp3; the fallback when there is none.',
  url: 'A web address. The renderer fetches nothing from the web: such a sound is refused when rendering.',
};

function FadeFields({
  label,
  fade,
  onChange,
}: {
  label: string;
  fade: StoryFade | undefined;
  onChange: (fade: StoryFade | undefined) => void;
}) {
  const value = fade?.value;
  const unit = fade?.unit || 'seconds';
  return (
    <AmountField
      label={`${label} length`}
      unitLabel={`${label} unit`}
      amount={{ value, onChange: (v) => onChange(v === undefined ? undefined : { unit, value: v }) }}
      unit={{ value: unit, onChange: (next) => onChange({ unit: next ?? unit, value: value ?? 0 }) }}
    />
  );
}

/**
 * A sound of a story, a scene or a variant (docs/reference.md §3): where its file comes from
 * (asset, variable, template, url), how long it plays, its volume (0–100, clamped), gain
 * and fades.
 */
export function SoundDialog({ title, sound, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState<StorySound>(sound);
  const { audios } = useStoryPickers();
  const set = <K extends keyof StorySound>(key: K, value: StorySound[K] | undefined | '') =>
    setDraft((d) => setField(d, key, value));
  const bind = fieldBinder(draft, set);
  const setFade = (which: 'in' | 'out', fade: StoryFade | undefined) =>
    setDraft((d) => {
      const fades = { ...d.fade, [which]: fade };
      if (!fade) delete fades[which];
      return setField(d, 'fade', fades.in || fades.out ? fades : undefined);
    });
  const fallback = <SelectField label="Fallback audio" empty="None" options={audios} {...bind('fallback')} />;

  return (
    <FormDialog title={title} submitLabel="OK" onSubmit={() => onSave(draft)} onCancel={onCancel}>
      <KindField label="Sound type" kinds={STORY_SOUND_TYPES} hints={TYPE_HINTS} {...bind('type')} />
      {draft.type === 'asset' && (
        <SelectField
          label="Audio asset"
          value={draft.asset ?? draft.url ?? ''}
          empty="Choose an audio file"
          options={audios}
          onChange={(v) => setDraft((d) => setField(setField(d, 'url', undefined), 'asset', v))}
        />
      )}
      {draft.type === 'url' && <TextField label="Sound URL" type="url" {...bind('url')} />}
      {draft.type === 'variable' && (
        <>
          <TextField label="Variable" {...bind('variable')} />
          {fallback}
        </>
      )}
      {draft.type === 'template' && (
        <>
          <TextField label="Template" placeholder="voice-${city}.mp3" {...bind('template')} />
          <CheckField
            label="Encode the values for a URL"
            checked={Boolean(draft.encodeURI)}
            onChange={(v) => set('encodeURI', v || undefined)}
          />
          {fallback}
        </>
      )}
      <NumberField
        label="Duration (seconds)"
        integer={false}
        min={0}
        hint="0 or empty: its whole length"
        {...bind('duration')}
      />
      <PercentField label="Volume" {...bind('volume')} />
      <NumberField label="Gain (dB)" integer={false} {...bind('gain')} />
      <FadeFields label="Fade in" fade={draft.fade?.in} onChange={(f) => setFade('in', f)} />
      <FadeFields label="Fade out" fade={draft.fade?.out} onChange={(f) => setFade('out', f)} />
    </FormDialog>
  );
}

/** A sound in a few words: its type and file or variable, and its volume. */
export function soundSummary(sound: StorySound): string {
  const what =
    sound.type === 'asset'
      ? sound.asset || sound.url
      : sound.type === 'variable'
        ? sound.variable
        : sound.type === 'template'
          ? sound.template
          : sound.url;
  return `${sound.type}${what ? ` ${what}` : ''}, volume ${sound.volume ?? 100}`;
}
