import type { ReactNode } from 'react';
import { Progress } from '@reelforge/ui';

interface Props {
  canAddLayer: boolean;
  onAddText: () => void;
  onAddColour: () => void;
  onAddScene: () => void;
  /** While on, moving or resizing a layer sets a keyframe at the playhead. */
  recording: boolean;
  onRecording: (on: boolean) => void;
  playing: boolean;
  preparing: boolean;
  onPlay: () => void;
  onPause: () => void;
  /** "Preview with", beside the playback buttons. */
  children?: ReactNode;
}

/** Adding text, colour and scenes; playing from the playhead; what the preview shows. */
export function DesignToolbar(props: Props) {
  return (
    <div className="rf-design-toolbar" role="toolbar" aria-label="Design tools">
      <button type="button" onClick={props.onAddText} disabled={!props.canAddLayer}>
        Add text
      </button>
      <button type="button" onClick={props.onAddColour} disabled={!props.canAddLayer}>
        Add colour
      </button>
      <button type="button" onClick={props.onAddScene}>
        Add scene
      </button>
      <button
        type="button"
        className="rf-design-record"
        aria-pressed={props.recording}
        title="While on, moving or resizing a layer sets a keyframe at the playhead"
        onClick={() => props.onRecording(!props.recording)}
      >
        Record keyframes
      </button>
      {props.playing ? (
        <button type="button" onClick={props.onPause} title="Pause (K or space)">
          Pause
        </button>
      ) : (
        <button type="button" className="rf-primary" onClick={props.onPlay} title="Play from the playhead (space)">
          Play
        </button>
      )}
      {props.preparing && <Progress label="Preparing playback" />}
      <div className="rf-design-preview-with">{props.children}</div>
    </div>
  );
}
