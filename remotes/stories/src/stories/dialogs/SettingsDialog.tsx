import { useState } from 'react';
import {
  AUDIO_LEVEL_MODES,
  STORY_FRAME_RATES,
  STORY_SAMPLE_RATES,
  STORY_SIZES,
  storySize,
  type Story,
  type StorySound,
} from '@reelforge/model';
import { fieldBinder, FormDialog, NumberField, SelectField } from '@reelforge/ui';
import { PercentField, setField } from './fields.js';
import { useSoundEditor } from './SoundList.js';
import { NEW_SOUND, soundSummary } from './SoundDialog.js';

type Settings = Omit<Story, 'scenes' | 'name'>;

interface Props {
  story: Story;
  onSave: (settings: Settings) => void;
  onCancel: () => void;
}

/** A custom width or height: even, 16 to 7680 pixels. */
const SIDE = { min: 16, max: 7680, step: 2, hint: 'Even, 16 to 7680' };

const LEVEL_HINTS: Record<string, string> = {
  legacy: 'Each sound divided by the number of sounds',
  hardclip: 'Peaks clipped',
  softclip: 'Peaks rounded off',
  softclip4x: 'Peaks rounded off, oversampled 4 times',
};

/**
 * The story's settings (docs/reference.md §3, §9): its size (one of the sizes offered or a
 * custom width and height), frame rate, sample rate, audio level mode, maximum combinations,
 * volume (0–100, clamped) and background sound.
 */
export function SettingsDialog({ story, onSave, onCancel }: Props) {
  const { scenes: _scenes, name: _name, ...settings } = story;
  const [draft, setDraft] = useState<Settings>(settings);
  const sounds = useSoundEditor();
  const set = <K extends keyof Settings>(key: K, value: Settings[K] | undefined | '') =>
    setDraft((d) => setField(d, key, value));
  const bind = fieldBinder(draft, set);
  const { width, height } = storySize(draft);
  const custom = draft.size === 'custom' || !STORY_SIZES.includes(`${width}x${height}`);
  const chooseSize = (value: string) =>
    setDraft((d) => {
      if (value === 'custom') return { ...d, size: 'custom', width, height };
      const [w, h] = value.split('x').map(Number);
      return { ...d, size: value, width: w, height: h };
    });
  const problem = custom && (!draft.width || !draft.height) ? 'Enter the custom width and height.' : null;
  const bgsound = draft.bgsound;

  return (
    <>
      <FormDialog
        title="Story settings"
        submitLabel="OK"
        problem={problem}
        onSubmit={() => onSave(draft)}
        onCancel={onCancel}
      >
        <SelectField
          label="Size"
          value={custom ? 'custom' : `${width}x${height}`}
          options={[...STORY_SIZES, { value: 'custom', label: 'custom' }]}
          onChange={chooseSize}
        />
        {custom && (
          <div className="rf-row">
            <NumberField label="Width" {...SIDE} {...bind('width')} />
            <NumberField label="Height" {...SIDE} {...bind('height')} />
          </div>
        )}
        <SelectField
          label="Frame rate"
          value={draft.fps ?? '25/1'}
          options={STORY_FRAME_RATES.map((r) => `${r.num}/${r.den}`)}
          onChange={(v) => set('fps', v)}
        />
        <SelectField
          label="Sample rate"
          value={String(draft.samplerate ?? 44_100)}
          options={STORY_SAMPLE_RATES.map(String)}
          onChange={(v) => set('samplerate', Number(v))}
        />
        <SelectField
          label="Audio level mode"
          value={String(draft.alevelmode ?? 'softclip')}
          options={AUDIO_LEVEL_MODES}
          hint={LEVEL_HINTS[draft.alevelmode ?? 'softclip']}
          onChange={(v) => set('alevelmode', v)}
        />
        <NumberField label="Maximum combinations" min={1} {...bind('maxcombinations')} />
        <PercentField label="Volume" {...bind('volume')} />
        <div className="rf-row" role="group" aria-label="Background sound">
          <span>Background sound: {bgsound?.type ? soundSummary(bgsound) : 'none'}</span>{' '}
          <button
            type="button"
            onClick={() =>
              sounds.edit('Background sound', bgsound ?? NEW_SOUND, (sound: StorySound) => set('bgsound', sound))
            }
          >
            {bgsound?.type ? 'Edit background sound' : 'Add background sound'}
          </button>
          {bgsound?.type && (
            <button type="button" onClick={() => set('bgsound', undefined)}>
              Remove background sound
            </button>
          )}
        </div>
      </FormDialog>
      {sounds.dialog}
    </>
  );
}
