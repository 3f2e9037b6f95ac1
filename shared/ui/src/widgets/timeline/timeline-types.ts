/** What the timeline draws and what its drags and keys change (docs/design-tab.md). Frames are movie frames. */
import type { SpanEdit } from '@reelforge/model';

export type { SpanEdit };

/** A scene as a block: `start` and `length` place it, `overlap` is its transition into it. */
export interface TimelineSceneItem {
  index: number;
  name: string;
  start: number;
  length: number;
  overlap: number;
  /** The longest its transition may be (the shorter of it and the scene before); 0: it has no transition to drag. */
  maxOverlap: number;
  /** A second line under the name (a story scene's type). */
  detail?: string;
  /** False: its length is not the timeline's to change (no end handle). */
  resizable?: boolean;
  selected?: boolean;
}

/** A mark on a bar (a keyframe): its frame (movie frame) and the name a screen reader gives its diamond. */
export interface TimelineMark {
  frame: number;
  label: string;
  selected?: boolean;
}

/** A layer's bar on a row; it moves and trims inside [min, max] (its scene). */
export interface TimelineBarItem {
  key: string;
  row: number;
  start: number;
  end: number;
  min: number;
  max: number;
  name: string;
  selected?: boolean;
  /** A short mark after the name (the variable a layer is bound to). */
  badge?: string;
  /** Diamonds on the bar (its keyframes), dragged along it or moved with the arrows. */
  marks?: readonly TimelineMark[];
}

/** An audio track's row: its span and, when the source can be read, its waveform. */
export interface TimelineAudioItem {
  key: string;
  name: string;
  start: number;
  end: number;
  /** The source's address, for the waveform. */
  url?: string;
  /** Frames into the source where the track starts playing. */
  sourceStart?: number;
}

export interface TimelineProps {
  frames: number;
  fps: number;
  playhead: number;
  onPlayhead: (frame: number) => void;
  scenes: readonly TimelineSceneItem[];
  /** Rows of layer bars. */
  rows?: number;
  bars?: readonly TimelineBarItem[];
  audio?: readonly TimelineAudioItem[];
  onBar?: (key: string, span: { start: number; end: number }, edit: SpanEdit) => void;
  onBarSelect?: (key: string, additive: boolean) => void;
  /** A bar's mark moved to a frame (kept inside the bar). */
  onMark?: (key: string, index: number, frame: number) => void;
  onMarkSelect?: (key: string, index: number, additive: boolean) => void;
  onAudio?: (key: string, span: { start: number; end: number }, edit: SpanEdit) => void;
  onSceneSelect?: (index: number) => void;
  onSceneLength?: (index: number, length: number) => void;
  onTransition?: (index: number, duration: number) => void;
  /** With it, scene blocks are dragged (and moved with ctrl+arrows) to reorder them. */
  onSceneMove?: (from: number, to: number) => void;
  /** Something dropped on the timeline (an asset): the frame and the layer row under the pointer, -1 on no row. */
  onDrop?: (data: DataTransfer, frame: number, row: number) => void;
  /** Whether a drag carries something `onDrop` takes. */
  accepts?: (data: DataTransfer) => boolean;
}
