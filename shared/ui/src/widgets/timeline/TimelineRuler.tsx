import { memo, useMemo, type KeyboardEvent } from 'react';
import { formatFrame, rulerTicks } from '@reelforge/model';
import { spanStyle } from './span-style.js';

interface Props {
  zoom: number;
  fps: number;
  frames: number;
  /** The visible part of the timeline, in pixels. */
  view: { left: number; width: number };
}

/** The ruler in seconds and frames, ticks only where they are seen; a drag on it scrubs. */
export const TimelineRuler = memo(function TimelineRuler({ zoom, fps, frames, view }: Props) {
  const from = Math.max(0, Math.floor(view.left / zoom) - 1);
  const to = Math.min(frames + Math.ceil(48 / zoom), Math.ceil((view.left + view.width) / zoom) + 1);
  const ticks = useMemo(() => rulerTicks(zoom, fps, from, to), [zoom, fps, from, to]);
  return (
    <div className="rf-tl-ruler" data-drag="scrub" aria-hidden="true">
      {ticks.map((tick) => (
        <span
          key={tick.frame}
          className="rf-tl-tick"
          data-major={tick.major || undefined}
          style={spanStyle(tick.frame, 0)}
        >
          {tick.label}
        </span>
      ))}
    </div>
  );
});

interface PlayheadProps {
  playhead: number;
  frames: number;
  fps: number;
  onKey: (event: KeyboardEvent) => void;
}

/** The playhead: a line across the timeline and a slider on the ruler that the keys move. */
export const Playhead = memo(function Playhead({ playhead, frames, fps, onKey }: PlayheadProps) {
  return (
    <>
      <div className="rf-tl-playline" style={spanStyle(playhead, 0)} aria-hidden="true" />
      <div
        role="slider"
        tabIndex={0}
        aria-label="Playhead"
        aria-valuemin={0}
        aria-valuemax={Math.max(0, frames - 1)}
        aria-valuenow={playhead}
        aria-valuetext={`Frame ${playhead}, ${formatFrame(playhead, fps)}`}
        className="rf-tl-playhead"
        data-drag="scrub"
        style={spanStyle(playhead, 0)}
        onKeyDown={onKey}
      />
    </>
  );
});
