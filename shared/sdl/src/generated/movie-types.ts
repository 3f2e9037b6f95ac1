// Generated from shared/sdl/src/movie.proto by `pnpm --filter @reelforge/sdl generate`: do not edit.
/** The JSON form of the scene description (reelforge.sdl): field names as in movie.proto. */

export interface FrameRate {
  num?: number;
  den?: number;
}

export interface VideoParams {
  width?: number;
  height?: number;
  videoframerate?: FrameRate;
  /** x264, vp8, prores, gif, mpeg2, wmv; empty means x264. */
  videocodec?: string;
  /** kbit/s; 0 means the export bitrate for the height. */
  videobitrate?: number;
  /** frames; 0 means the default hint of 45. */
  videominimumforcedkeyframeinterval?: number;
}

export interface AudioParams {
  /** aac, vorbis, mp3, none; empty means the codec's default. */
  audiocodec?: string;
  /** bit/s; 0 means the codec's default. */
  audioabr?: number;
  audioframeSize?: number;
}

export interface Params {
  vparams?: VideoParams;
  aparams?: AudioParams;
}

export interface Rect {
  x?: number;
  y?: number;
  /** 0 means the full frame width / height. */
  w?: number;
  h?: number;
}

export type Fit = 'COVER' | 'CONTAIN' | 'STRETCH' | 'NONE';

export type Align = 'CENTER' | 'LEFT' | 'RIGHT';

export type VAlign = 'MIDDLE' | 'TOP' | 'BOTTOM';

export interface VideoLayer {
  asset?: string;
  /** frames into the source where the layer starts playing */
  offset?: number;
  loop?: boolean;
  /** mix the video's own sound into the movie */
  audio?: boolean;
  volume?: number;
  bindings?: Record<string, string>;
}

export interface ImageLayer {
  asset?: string;
  bindings?: Record<string, string>;
}

export interface TextLayer {
  text?: string;
  /** a font asset of the project; empty means DejaVu Sans */
  font?: string;
  /** pixels */
  size?: number;
  /** #rrggbb or #rrggbbaa; empty means white */
  color?: string;
  align?: Align;
  valign?: VAlign;
  /** a box behind the text, #rrggbb[aa]; empty means none */
  box?: string;
  boxpadding?: number;
  /** what a keyframe's reveal counts: letters (characters other than white space) or words */
  revealunit?: RevealUnit;
  bindings?: Record<string, string>;
}

export type RevealUnit = 'LETTER' | 'WORD';

/**
 * A layer that follows a motion-tracking version of a video: its position moves, frame by
 * frame, to the version's points (docs/render-tracking.md). Points are fractions (0 to 1) of
 * the tracked video's width and height, one for each tracked frame of the video.
 */
export interface LayerTracking {
  /** the tracked video asset's name */
  video?: string;
  /** the tracking version's id */
  version?: string;
  /**
   * frames into the tracked video at the scene's first frame: the scene's frame n follows
   * the point of the video's frame offset + n; before the first point and after the last
   * the nearest point holds
   */
  offset?: number;
  /**
   * where the tracked video is shown in the movie frame, the rectangle the points are
   * fractions of; unset means the whole frame
   */
  area?: Rect;
  /** which point of the layer's box sits on the tracked point; CENTER, MIDDLE by default */
  align?: Align;
  valign?: VAlign;
  /** pixels added to the tracked point (right, down) */
  dx?: number;
  dy?: number;
}

export interface ColorLayer {
  /** #rrggbb or #rrggbbaa */
  color?: string;
  bindings?: Record<string, string>;
}

export interface Layer {
  name?: string;
  video?: VideoLayer;
  image?: ImageLayer;
  text?: TextLayer;
  color?: ColorLayer;
  /** frames after the scene's start */
  start?: number;
  /** frames; 0 lasts to the end of the scene */
  duration?: number;
  /** where the layer goes; unset means the whole frame */
  position?: Rect;
  fit?: Fit;
  opacity?: number;
  fadein?: number;
  fadeout?: number;
  bindings?: Record<string, string>;
  /**
   * follow a tracking version's points; the position's w and h keep the layer's size and
   * its x and y are replaced by the tracked point
   */
  tracking?: LayerTracking;
  /**
   * the layer's motion: each property a keyframe sets moves from keyframe to keyframe and
   * holds before the first and after the last (docs/motion.md)
   */
  keyframes?: Keyframe[];
}

/** How a property moves into a keyframe from the one before (docs/motion.md has the curves). */
export type Easing = 'LINEAR' | 'EASE_IN' | 'EASE_OUT' | 'EASE_IN_OUT' | 'HOLD';

/**
 * The value of some of a layer's properties at one frame; an unset field is not animated by
 * this keyframe. A binding of a keyframe's field is the layer's, keyed keyframes.<index>.<field>.
 */
export interface Keyframe {
  /** frames after the layer's start */
  frame?: number;
  /** the layer's box as in its position (w or h 0 means the whole frame's) */
  x?: number;
  y?: number;
  w?: number;
  h?: number;
  /** the box's size times this, about its centre */
  scale?: number;
  /** degrees clockwise about the box's centre */
  rotation?: number;
  /** 0 to 1, in place of the layer's opacity */
  opacity?: number;
  /** the part of the layer shown, in its box's pixels; here w or h 0 shows nothing */
  crop?: Rect;
  /** how many letters or words of a text layer are shown (its revealunit) */
  reveal?: number;
  /** how the properties this keyframe sets move into it from the keyframe before */
  easing?: Easing;
}

export type TransitionType = 'NONE' | 'CROSSFADE' | 'FADE' | 'WIPE' | 'PUSH';

export interface Transition {
  type?: TransitionType;
  /** frames of overlap with the previous scene */
  duration?: number;
  /** 1 top, 2 right, 3 bottom, 4 left: where the new scene comes from */
  direction?: number;
  /** FADE goes through this colour; empty means black */
  color?: string;
}

export interface Scene {
  name?: string;
  /** frames */
  length?: number;
  /** drawn first to last: the last is on top */
  layers?: Layer[];
  /** how this scene enters from the previous one; ignored on the first scene */
  transition?: Transition;
  /** scene background; empty means black */
  background?: string;
  bindings?: Record<string, string>;
}

export interface AudioTrack {
  asset?: string;
  /** frames into the movie where the track starts */
  offset?: number;
  /** frames into the source where playing starts */
  start?: number;
  /** frames; 0 plays to the end of the source (or the movie) */
  duration?: number;
  volume?: number;
  fadein?: number;
  fadeout?: number;
  bindings?: Record<string, string>;
}

export type VariableType = 'MAP' | 'DATASOURCE' | 'FORMAT';

export interface Point {
  x?: number;
  y?: number;
}

export interface Variable {
  key?: string;
  type?: VariableType;
  /** "string" (default) or "points" */
  valuetype?: string;
  value?: string;
  defaultvalue?: string;
  /** DATASOURCE: the datasource asset, its column, and the row used when none is given */
  datasource?: string;
  column?: string;
  defaultrow?: number;
  /** FORMAT: a text with ${key} references to other variables */
  format?: string;
}

export interface Movie {
  params?: Params;
  scenes?: Scene[];
  audio?: AudioTrack[];
  variables?: Variable[];
}

export type PreviewFormat = 'HLS' | 'JPG';

export interface PreviewRequest {
  movie?: Movie;
  format?: PreviewFormat;
  /** frames; range_end 0 means to the end */
  range_start?: number;
  range_end?: number;
  frame?: number;
  params?: Record<string, string>;
  username?: string;
}
