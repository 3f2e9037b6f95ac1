/** The enter and exit animations the inspector offers, each a preset of the model with its name for people. */
import type { MotionPreset } from '@reelforge/model';

export interface PresetChoice {
  /** Names the preview's animation (design.css `data-preset`). */
  id: string;
  label: string;
  preset: Omit<MotionPreset, 'phase' | 'duration'>;
  /** Typing is for text layers only. */
  textOnly?: boolean;
}

const SIDES = [
  [4, 'left'],
  [2, 'right'],
  [1, 'top'],
  [3, 'bottom'],
] as const;

export const PRESET_CHOICES: readonly PresetChoice[] = [
  { id: 'fade', label: 'Fade', preset: { kind: 'fade' } },
  ...SIDES.map(([side, name]) => ({
    id: `slide-${name}`,
    label: `Slide, ${name}`,
    preset: { kind: 'slide' as const, side },
  })),
  { id: 'scale-up', label: 'Grow', preset: { kind: 'scale', scale: 'up' } },
  { id: 'scale-down', label: 'Shrink', preset: { kind: 'scale', scale: 'down' } },
  ...SIDES.map(([side, name]) => ({
    id: `wipe-${name}`,
    label: `Wipe, ${name}`,
    preset: { kind: 'wipe' as const, side },
  })),
  { id: 'typing-letter', label: 'Typing, by letter', preset: { kind: 'typing', unit: 'LETTER' }, textOnly: true },
  { id: 'typing-word', label: 'Typing, by word', preset: { kind: 'typing', unit: 'WORD' }, textOnly: true },
];

/** Words for the easings, the stored value kept as it is. */
export const EASING_LABELS = {
  LINEAR: 'Linear',
  EASE_IN: 'Ease in',
  EASE_OUT: 'Ease out',
  EASE_IN_OUT: 'Ease in and out',
  HOLD: 'Hold (jump)',
} as const;
