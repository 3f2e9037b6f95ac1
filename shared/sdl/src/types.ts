/** The JSON form of the scene description (field names as in movie.proto). */

export type Bindings = Record<string, string>;
export type Fit = 'COVER' | 'CONTAIN' | 'STRETCH' | 'NONE';
export type Align = 'CENTER' | 'LEFT' | 'RIGHT';
export type VAlign = 'MIDDLE' | 'TOP' | 'BOTTOM';
export type TransitionType = 'NONE' | 'CROSSFADE' | 'FADE' | 'WIPE' | 'PUSH';
export type VariableType = 'MAP' | 'DATASOURCE' | 'FORMAT';

export interface FrameRate {
  num?: number;
  den?: number;
}

export interface VideoParams {
  width?: number;
  height?: number;
  videoframerate?: FrameRate;
  videocodec?: string;
  videobitrate?: number;
  videominimumforcedkeyframeinterval?: number;
}

export interface AudioParams {
  audiocodec?: string;
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
  w?: number;
  h?: number;
}

export interface VideoLayer {
  asset?: string;
  offset?: number;
  loop?: boolean;
  audio?: boolean;
  volume?: number;
  bindings?: Bindings;
}

export interface ImageLayer {
  asset?: string;
  bindings?: Bindings;
}

export interface TextLayer {
  text?: string;
  font?: string;
  size?: number;
  color?: string;
  align?: Align;
  valign?: VAlign;
  box?: string;
  boxpadding?: number;
  bindings?: Bindings;
}

export interface ColorLayer {
  color?: string;
  bindings?: Bindings;
}

export interface Layer {
  name?: string;
  video?: VideoLayer;
  image?: ImageLayer;
  text?: TextLayer;
  color?: ColorLayer;
  start?: number;
  duration?: number;
  position?: Rect;
  fit?: Fit;
  opacity?: number;
  fadein?: number;
  fadeout?: number;
  bindings?: Bindings;
}

export interface Transition {
  type?: TransitionType;
  duration?: number;
  direction?: number;
  color?: string;
}

export interface Scene {
  name?: string;
  length?: number;
  layers?: Layer[];
  transition?: Transition;
  background?: string;
  bindings?: Bindings;
}

export interface AudioTrack {
  asset?: string;
  offset?: number;
  start?: number;
  duration?: number;
  volume?: number;
  fadein?: number;
  fadeout?: number;
  bindings?: Bindings;
}

export interface Point {
  x?: number;
  y?: number;
}

export interface Variable {
  key?: string;
  type?: VariableType;
  valuetype?: string;
  value?: string;
  defaultvalue?: string;
  datasource?: string;
  column?: string;
  defaultrow?: number;
  format?: string;
}

export interface Movie {
  params?: Params;
  scenes?: Scene[];
  audio?: AudioTrack[];
  variables?: Variable[];
}

export interface PreviewRequest {
  movie?: Movie;
  format?: 'HLS' | 'JPG';
  range_start?: number;
  range_end?: number;
  frame?: number;
  params?: Record<string, string>;
  username?: string;
}

/** Which kind of content a layer has. */
export type LayerKind = 'video' | 'image' | 'text' | 'color';
export function layerKind(layer: Layer): LayerKind | undefined {
  return layer.video ? 'video' : layer.image ? 'image' : layer.text ? 'text' : layer.color ? 'color' : undefined;
}
