import { useState } from 'react';
import { messageOf, withKeyframeMoved, type Box, type Easing, type FrameSize } from '@reelforge/model';
import type { Keyframe, Layer } from '@reelforge/sdl';
import { NumberField, SelectField } from '@reelforge/ui';
import { applyPreset, moveKeyframe, recordBox, removeKeyframe, updateKeyframe } from '../edit/keyframe-edits.js';
import type { MovieEdit } from '../edit/movie-edit.js';
import { EASING_LABELS, PRESET_CHOICES } from './presets.js';
import type { KeyframeAt } from './selection.js';

interface Props {
  layer: Layer;
  scene: number;
  index: number;
  size: FrameSize;
  /** The layer-local frame at the playhead, and where the layer's box stands there. */
  frame: number;
  box: Box;
  keyframe: KeyframeAt | null;
  setKeyframe: (keyframe: KeyframeAt | null) => void;
  /** Runs an edit on the movie as it is now, to tell a preset the layer cannot take before it is applied. */
  tryEdit: (change: MovieEdit) => void;
  edit: (change: MovieEdit) => void;
}

const summary = (k: Keyframe) =>
  [
    k.x !== undefined || k.y !== undefined ? `at ${k.x ?? '·'}, ${k.y ?? '·'}` : '',
    k.w !== undefined || k.h !== undefined ? `${k.w ?? '·'}×${k.h ?? '·'}` : '',
    k.scale !== undefined ? `scale ${k.scale}` : '',
    k.rotation !== undefined ? `${k.rotation}°` : '',
    k.opacity !== undefined ? `opacity ${k.opacity}` : '',
    k.crop ? 'crop' : '',
    k.reveal !== undefined ? `${k.reveal} shown` : '',
  ]
    .filter(Boolean)
    .join(', ');

/**
 * A layer's motion in the inspector (docs/design-tab.md "Motion"): its keyframes with their
 * frame and easing, a keyframe added at the playhead, and enter and exit animations picked
 * from a list (each previewed when pointed at or focused), all as steps of the history.
 */
export function MotionFields({ layer, scene, index, size, frame, box, keyframe, setKeyframe, tryEdit, edit }: Props) {
  const [duration, setDuration] = useState<number | undefined>(12);
  const [problem, setProblem] = useState<string | null>(null);
  const keyframes = layer.keyframes ?? [];
  const isSelected = (at: number) => keyframe?.scene === scene && keyframe.layer === index && keyframe.index === at;
  const apply = (phase: 'enter' | 'exit', choice: (typeof PRESET_CHOICES)[number]) => {
    const change = applyPreset(scene, index, { ...choice.preset, phase, duration: duration ?? 12 }, size);
    try {
      tryEdit(change);
    } catch (error) {
      return setProblem(messageOf(error));
    }
    setProblem(null);
    edit(change);
  };
  const shown = PRESET_CHOICES.filter((choice) => !choice.textOnly || layer.text);
  return (
    <fieldset className="rf-motion" aria-label="Motion">
      <legend>Motion</legend>
      {keyframes.length === 0 ? (
        <p className="rf-hint">
          No keyframes: the layer stands still. Turn on Record keyframes and move it, or add one.
        </p>
      ) : (
        <ol className="rf-keyframes" aria-label="Keyframes">
          {keyframes.map((each, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: keyframes are kept in frame order; the place is the identity.
            <li key={at} data-selected={isSelected(at) || undefined}>
              <NumberField
                label={`Keyframe ${at + 1} frame`}
                min={0}
                value={each.frame ?? 0}
                onChange={(next) => {
                  if (next === undefined) return;
                  const moved = withKeyframeMoved(keyframes, at, next);
                  edit(moveKeyframe(scene, index, at, next));
                  setKeyframe({ scene, layer: index, index: moved.index });
                }}
              />
              <SelectField
                label={`Keyframe ${at + 1} easing`}
                value={each.easing ?? 'LINEAR'}
                options={Object.entries(EASING_LABELS).map(([value, label]) => ({ value, label }))}
                onChange={(easing) =>
                  edit(
                    updateKeyframe(scene, index, at, { easing: easing === 'LINEAR' ? undefined : (easing as Easing) }),
                  )
                }
              />
              <span className="rf-hint">{summary(each) || 'no values'}</span>
              <button
                type="button"
                onClick={() => {
                  edit(removeKeyframe(scene, index, at));
                  setKeyframe(null);
                }}
              >
                Remove keyframe {at + 1}
              </button>
            </li>
          ))}
        </ol>
      )}
      <button type="button" onClick={() => edit(recordBox(scene, index, frame, box, size))}>
        Add a keyframe at frame {frame}
      </button>
      <NumberField
        label="Animation frames"
        min={1}
        value={duration}
        onChange={setDuration}
        hint="How long an enter or exit animation lasts."
      />
      {(['enter', 'exit'] as const).map((phase) => (
        <div
          key={phase}
          className="rf-presets"
          role="group"
          aria-label={phase === 'enter' ? 'Enter animations' : 'Exit animations'}
        >
          <span>{phase === 'enter' ? 'Enter' : 'Exit'}</span>
          {shown.map((choice) => (
            <button key={choice.id} type="button" className="rf-preset" onClick={() => apply(phase, choice)}>
              <span className="rf-preset-demo" data-preset={choice.id} data-phase={phase} aria-hidden="true">
                <span />
              </span>
              {choice.label}
            </button>
          ))}
        </div>
      ))}
      {problem && <p role="alert">{problem}</p>}
    </fieldset>
  );
}
