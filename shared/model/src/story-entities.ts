/**
 * Stories of a project's stories.json (docs/reference.md §3): a story is a list of scenes,
 * each a video or a movie, chosen and timed by the story's variables, joined by
 * transitions, with sounds mixed under them. Defaults of §9.
 */

export type StorySceneType = 'static' | 'optional' | 'optionalnot' | 'true' | 'false' | 'match' | 'matchnot' | 'choice';
export const STORY_SCENE_TYPES: readonly StorySceneType[] = [
  'static',
  'optional',
  'optionalnot',
  'true',
  'false',
  'match',
  'matchnot',
  'choice',
];

/** Where a scene's picture comes from: a project video, or a movie rendered with the story's variables. */
export type StorySceneSource = 'videos' | 'movies';
export const STORY_SCENE_SOURCES: readonly StorySceneSource[] = ['videos', 'movies'];

/** How long a scene lasts: its video, its sound, a fixed length, or a variable's value. */
export type StoryDurationMode = 'video' | 'audio' | 'fixed' | 'variable';
export const STORY_DURATION_MODES: readonly StoryDurationMode[] = ['video', 'audio', 'fixed', 'variable'];

/** Lengths are given in frames or seconds. */
export type StoryUnit = 'frames' | 'seconds';
export const STORY_UNITS: readonly StoryUnit[] = ['frames', 'seconds'];

export type StoryTransitionType = 'crossfade' | 'fade' | 'wipe' | 'wipeout' | 'push' | 'mask';
export const STORY_TRANSITIONS: readonly StoryTransitionType[] = [
  'crossfade',
  'fade',
  'wipe',
  'wipeout',
  'push',
  'mask',
];

/** Where the new scene comes from: top 1, right 2, bottom 3, left 4 (docs/reference.md §9). */
export type StoryDirection = 1 | 2 | 3 | 4;
export const STORY_DIRECTIONS: readonly { value: StoryDirection; label: string }[] = [
  { value: 1, label: 'top' },
  { value: 2, label: 'right' },
  { value: 3, label: 'bottom' },
  { value: 4, label: 'left' },
];

/** A mask transition reads one channel of its mask picture. */
export type StoryMaskChannel = 'luma' | 'red' | 'green' | 'blue' | 'alpha';
export const STORY_MASK_CHANNELS: readonly StoryMaskChannel[] = ['luma', 'red', 'green', 'blue', 'alpha'];

/**
 * Where a sound's file comes from: a project asset, the asset a variable names (else the
 * fallback), an asset name made from a template with `${variable}` in it, or a URL.
 */
export type StorySoundType = 'asset' | 'variable' | 'template' | 'url';
export const STORY_SOUND_TYPES: readonly StorySoundType[] = ['asset', 'variable', 'template', 'url'];

export type AudioLevelMode = 'legacy' | 'hardclip' | 'softclip' | 'softclip4x';
export const AUDIO_LEVEL_MODES: readonly AudioLevelMode[] = ['legacy', 'hardclip', 'softclip', 'softclip4x'];

export interface StoryFade {
  unit?: StoryUnit | string;
  value?: number;
}

export interface StorySound {
  type: StorySoundType | string;
  url?: string;
  /** the asset's name (type asset) */
  asset?: string;
  variable?: string;
  template?: string;
  encodeURI?: boolean;
  /** the asset played when the variable or template gives none */
  fallback?: string;
  /** seconds it plays; 0 or absent: its whole length (cut at the story's end) */
  duration?: number;
  /** 0–100 */
  volume?: number;
  /** dB added */
  gain?: number;
  fade?: { in?: StoryFade; out?: StoryFade };
}

/** What a scene or a variant shows, and for how long. */
export interface StorySceneContent {
  src?: StorySceneSource | string;
  /** the movie's name (src movies) */
  movie?: string;
  /** the video asset's name (src videos) */
  video?: string;
  template?: string;
  /** unit of `contentoffset` and of a variable length */
  unit?: StoryUnit | string;
  /** how far into the source the scene starts */
  contentoffset?: number;
  duration?: StoryDurationMode | string;
  /** the fixed length, and a variable length's fallback */
  default_duration?: number;
  default_unit?: StoryUnit | string;
  /** the variable holding the length (duration mode variable) */
  numframesvar?: string;
  /** frames of the scene's sound, when known (duration mode audio) */
  audiolen?: number;
  sounds?: StorySound[];
}

export interface StoryVariant {
  key: string;
  scene: StorySceneContent;
}

export interface StoryScene extends StorySceneContent {
  type: StorySceneType | string;
  name?: string;
  varname?: string;
  /** the value used when the variable is not given */
  default?: string;
  matchvalues?: { value: string }[];
  variants?: StoryVariant[];
  /** how much (0–100 %) the entering transition shortens the story; 100 by default */
  reducebase?: number;
  transition?: StoryTransitionType | string;
  tdur?: number;
  tunit?: StoryUnit | string;
  /** fade colour, #rrggbb (black by default) */
  tcolor?: string;
  tdir?: StoryDirection | number;
  transition_mask?: string;
  transition_mask_channel?: StoryMaskChannel | string;
  transition_mask_invert?: boolean;
  transition_mask_template?: string;
}

export interface Story {
  name: string;
  /** `WxH`, or `custom` with width and height */
  size?: string;
  width?: number;
  height?: number;
  /** `num/den` */
  fps?: string;
  samplerate?: number;
  alevelmode?: AudioLevelMode | string;
  maxcombinations?: number;
  /** 0–100 */
  volume?: number;
  bgsound?: StorySound;
  sounds?: StorySound[];
  audiolen?: number;
  scenes: StoryScene[];
  movie?: { name?: string; params?: { aparams?: Record<string, unknown>; vparams?: Record<string, unknown> } };
  selected?: boolean;
}

/** The default story (docs/reference.md §9). */
export const STORY_DEFAULTS = {
  width: 640,
  height: 360,
  fps: '25/1',
  samplerate: 44_100,
  alevelmode: 'softclip' as AudioLevelMode,
  volume: 100,
  maxcombinations: 10,
  videocodec: 'x264',
  ratefactor: true,
  qp: 22,
  bitrate: 1000,
  cpueffort: 20,
} as const;

/** A transition without a duration lasts 12 frames; a fade without colour is black; a push comes from the right. */
export const STORY_TRANSITION_DEFAULTS = {
  frames: 12,
  color: '#000000',
  direction: 2 as StoryDirection,
  reducebase: 100,
} as const;
