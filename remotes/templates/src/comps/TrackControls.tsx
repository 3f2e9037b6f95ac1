import { useId, useState } from 'react';
import { parseInteger, type TrackRect } from '@reelforge/model';

interface ScrubberProps {
  frame: number;
  /** The video's frames; the last is frames - 1. */
  frames: number;
  onFrame: (frame: number) => void;
}

/** The frame shown: a slider over the video's frames (arrow keys, Page Up/Down), and a step either way. */
export function FrameScrubber({ frame, frames, onFrame }: ScrubberProps) {
  const id = useId();
  const last = Math.max(0, frames - 1);
  const go = (next: number) => onFrame(Math.min(last, Math.max(0, next)));
  return (
    <div className="rf-track-scrubber">
      <button type="button" onClick={() => go(frame - 1)} disabled={frame <= 0} aria-label="Previous frame">
        ‹
      </button>
      <label htmlFor={id}>Frame</label>
      <input
        id={id}
        type="range"
        min={0}
        max={last}
        step={1}
        value={frame}
        aria-valuetext={`Frame ${frame} of ${last}`}
        onChange={(event) => go(Number(event.currentTarget.value))}
      />
      <output aria-label="Frame shown">
        {frame} / {last}
      </output>
      <button type="button" onClick={() => go(frame + 1)} disabled={frame >= last} aria-label="Next frame">
        ›
      </button>
    </div>
  );
}

interface RectProps {
  rect: TrackRect | null;
  frame: number;
  onRect: (rect: TrackRect) => void;
}

const FIELDS = [
  ['x', 'X'],
  ['y', 'Y'],
  ['w', 'Width'],
  ['h', 'Height'],
] as const;

/** The rectangle in numbers (video pixels): the way to give it without a pointer. */
export function RectFields({ rect, frame, onRect }: RectProps) {
  const base = useId();
  // What is being typed in a field, until it leaves: a field may be empty or half typed meanwhile.
  const [drafts, setDrafts] = useState<Partial<Record<(typeof FIELDS)[number][0], string>>>({});
  const current = rect ?? { frame, x: 0, y: 0, w: 64, h: 64 };
  return (
    <fieldset className="rf-track-rect-fields">
      <legend>Rectangle (video pixels)</legend>
      {FIELDS.map(([key, label]) => (
        <span key={key}>
          <label htmlFor={`${base}-${key}`}>{label}</label>
          <input
            id={`${base}-${key}`}
            type="number"
            inputMode="numeric"
            min={0}
            value={drafts[key] ?? (rect ? String(rect[key]) : '')}
            placeholder={rect ? undefined : String(current[key])}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setDrafts((all) => ({ ...all, [key]: text }));
              const value = parseInteger(text);
              if (value !== undefined) onRect({ ...current, frame, [key]: value });
            }}
            onBlur={() => setDrafts(({ [key]: _left, ...others }) => others)}
          />
        </span>
      ))}
    </fieldset>
  );
}
