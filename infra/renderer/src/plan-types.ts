import type { MotionKey, MotionProperty, OutputFormat, Rate, RevealUnit, TrackPoint } from '@reelforge/model';
import type { Align, Fit, TransitionType, VAlign } from '@reelforge/sdl';
import type { Colour } from './colour.js';

/** What a render produces: a file format, or an HLS stream. */
export type RenderTarget = OutputFormat | 'hls';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * A layer that follows a motion-tracking version (docs/render-tracking.md): its box's x and
 * y move, frame by frame, to the tracked point; its w and h stay.
 */
export interface PlannedTrack {
  /** the tracked video asset's name and the version's id, as the resolver is asked for them */
  video: string;
  version: string;
  /** frames into the tracked video at the scene's first frame */
  offset: number;
  /** pixels of the movie frame the points are fractions of */
  area: Rect;
  align: Align;
  valign: VAlign;
  dx: number;
  dy: number;
  /** the version's points in frame order: read by prepareRender, empty in a plan alone */
  points: TrackPoint[];
}

/**
 * A layer's motion (docs/motion.md): the keys of each property some keyframe sets, frames
 * relative to the layer's start, in frame order. A property without keys keeps the layer's
 * own value.
 */
export interface PlannedMotion {
  keys: Partial<Record<MotionProperty, MotionKey[]>>;
  /** what a text's reveal counts */
  revealunit: RevealUnit;
}

interface LayerTiming {
  /** index in the scene's layers */
  index: number;
  name: string;
  /** frames after the scene's start: visible on [start, end) */
  start: number;
  end: number;
  rect: Rect;
  fit: Fit;
  opacity: number;
  fadein: number;
  fadeout: number;
  track?: PlannedTrack;
  motion?: PlannedMotion;
}

export type PlannedLayer = LayerTiming &
  (
    | { kind: 'video'; asset: string; offset: number; loop: boolean; audio: boolean; volume: number }
    | { kind: 'image'; asset: string }
    | {
        kind: 'text';
        text: string;
        font: string;
        size: number;
        color: Colour;
        align: Align;
        valign: VAlign;
        box?: Colour;
        boxpadding: number;
      }
    | { kind: 'color'; color: Colour }
  );

export interface PlannedTransition {
  type: TransitionType;
  /** frames of overlap with the previous scene (after clamping to what both scenes allow) */
  frames: number;
  /** the ffmpeg xfade transition */
  xfade: string;
  /** FADE through a colour other than black or white: faded on both sides, then crossfaded */
  through?: Colour;
}

export interface PlannedScene {
  index: number;
  name: string;
  /** first frame in the movie */
  start: number;
  length: number;
  background: Colour;
  layers: PlannedLayer[];
  /** how it enters from the previous scene; never on the first scene */
  transition?: PlannedTransition;
}

export interface PlannedAudio {
  asset: string;
  /** movie frame where it starts */
  at: number;
  /** frames into the source where playing starts */
  from: number;
  /** frames it plays (bounded by the movie's end; the source may end sooner) */
  frames: number;
  volume: number;
  fadein: number;
  fadeout: number;
  loop: boolean;
  /** the movie's own track: its index in movie.audio */
  track?: number;
  /** the sound of a video layer: played only if the file has an audio stream */
  layer?: { scene: number; index: number };
}

/** A scene's part in the rendered window: its frames [from, to) (scene-local). */
export interface WindowScene {
  scene: number;
  from: number;
  to: number;
  /** whether its entering transition is drawn (else the scene follows a cut or opens the window) */
  transition: boolean;
}

export interface RenderWindow {
  /** the movie frames the output holds: [start, end) */
  start: number;
  end: number;
  /** the frames rendered, widened to whole transitions, then trimmed to [start, end) */
  renderStart: number;
  renderEnd: number;
  scenes: WindowScene[];
}

export interface OutputPlan {
  target: RenderTarget;
  muxer: string;
  video: {
    codec: string;
    /** kbit/s, when the codec takes a bitrate */
    bitrate: number;
    crf?: number;
    preset?: string;
    /** frames between keyframes */
    keyint: number;
  };
  audio?: { codec: string; bitrate: number; sampleRate: number; channels: number };
}

export interface MoviePlan {
  width: number;
  height: number;
  rate: Rate;
  /** the whole movie's frames */
  frames: number;
  scenes: PlannedScene[];
  audio: PlannedAudio[];
  window: RenderWindow;
  output: OutputPlan;
}
