import {
  STORY_DIRECTIONS,
  STORY_MASK_CHANNELS,
  STORY_TRANSITION_DEFAULTS,
  STORY_TRANSITIONS,
  type StoryScene,
} from '@reelforge/model';
import { CheckField, Field, fieldBinder, SelectField, TextField } from '@reelforge/ui';
import { useStoryPickers } from '../pickers.js';
import { AmountField, setField } from './fields.js';

const LABELS: Record<string, string> = {
  none: 'none (a cut)',
  crossfade: 'crossfade',
  fade: 'fade through a colour',
  wipe: 'wipe',
  wipeout: 'wipe out (soft edge)',
  push: 'push',
  mask: 'mask picture',
};

/**
 * How a scene enters (docs/stories.md): its transition, colour, direction or mask, and length (12 frames by default).
 */
export function TransitionFields({
  scene,
  onChange,
}: {
  scene: StoryScene;
  onChange: (change: (scene: StoryScene) => StoryScene) => void;
}) {
  const { images } = useStoryPickers();
  const set = <K extends keyof StoryScene>(key: K, value: StoryScene[K] | '' | undefined) =>
    onChange((s) => setField(s, key, value));
  const bind = fieldBinder(scene, set);
  const type = scene.transition || 'none';
  const directed = type === 'push' || type === 'wipe' || type === 'wipeout';
  return (
    <>
      <SelectField
        label="Transition"
        value={String(type)}
        options={['none', ...STORY_TRANSITIONS].map((t) => ({ value: t, label: LABELS[t] ?? t }))}
        onChange={(v) => set('transition', v === 'none' ? undefined : v)}
      />
      {type !== 'none' && (
        <AmountField
          label="Transition length"
          unitLabel="Transition unit"
          placeholder={String(STORY_TRANSITION_DEFAULTS.frames)}
          hint="12 frames when empty"
          amount={bind('tdur')}
          unit={bind('tunit')}
        />
      )}
      {type === 'fade' && (
        <Field label="Fade colour">
          {(control) => (
            <input
              {...control}
              type="color"
              value={scene.tcolor || STORY_TRANSITION_DEFAULTS.color}
              onChange={(e) => set('tcolor', e.target.value)}
            />
          )}
        </Field>
      )}
      {directed && (
        <SelectField
          label="Direction"
          value={String(scene.tdir ?? STORY_TRANSITION_DEFAULTS.direction)}
          options={STORY_DIRECTIONS.map((d) => ({ value: String(d.value), label: `from the ${d.label}` }))}
          onChange={(v) => set('tdir', Number(v))}
        />
      )}
      {type === 'mask' && (
        <>
          <SelectField label="Mask picture" empty="Choose an image" options={images} {...bind('transition_mask')} />
          <SelectField
            label="Mask channel"
            value={scene.transition_mask_channel || 'luma'}
            options={STORY_MASK_CHANNELS}
            onChange={(v) => set('transition_mask_channel', v)}
          />
          <CheckField
            label="Invert the mask"
            checked={Boolean(scene.transition_mask_invert)}
            onChange={(v) => set('transition_mask_invert', v || undefined)}
          />
          <TextField
            label="Mask template"
            hint="A picture name with ${variable} parts, used when it gives a name; else the mask picture above"
            {...bind('transition_mask_template')}
          />
        </>
      )}
    </>
  );
}
