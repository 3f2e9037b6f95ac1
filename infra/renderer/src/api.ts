import type { AssetType, OutputFormat, TrackPoint } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import type { FfmpegRunner } from './ffmpeg-runner.js';
import type { SegmentCache } from './segment-cache.js';

/** A project's asset as the renderer needs it. */
export interface ResolvedAsset {
  /** Absolute path of its file. */
  file: string;
  /** Its type (by name): decides what the movie may use it for. */
  type: AssetType;
  /** Its streams, when known (probed at upload); else the renderer probes the file itself. */
  streams?: { video: boolean; audio: boolean } | undefined;
  /** Its length in seconds, when known (recorded at upload); with `streams`, a story need not probe the file. */
  duration?: number | undefined;
}

/** How the renderer finds what a movie refers to, in one project. */
export interface AssetResolver {
  /** The project's asset with this name, or undefined when there is none. */
  asset(name: string): Promise<ResolvedAsset | undefined>;
  /** A datasource's table (for DATASOURCE variables), or undefined when there is none. */
  datasource(name: string): Promise<{ columns: string[]; rows: string[][] } | undefined>;
  /**
   * The points of a motion-tracking version of a video (the video asset's name, the
   * version's id), or undefined when there is none: for layers that follow it
   * (docs/render-tracking.md). Frames of the video from 0; x and y fractions (0 to 1) of its
   * width and height. The renderer checks them (trackPointsProblem) before any use.
   */
  tracking(video: string, version: string): Promise<readonly TrackPoint[] | undefined>;
}

/** Encoder settings a caller may pin (benchmarks compare against a hand-written command). */
export interface EncodeOverrides {
  preset?: string;
  crf?: number;
  audioBitrate?: number;
}

export interface RenderRequest {
  movie: Movie;
  /** Variable values by key; `row` picks the datasource row (0-based) for DATASOURCE variables. */
  params?: Record<string, string>;
  format: OutputFormat;
  /** File the render is written to (created or replaced). */
  output: string;
  /** For jpg/png/tif: the frame to render (default 0). */
  frame?: number;
  assets: AssetResolver;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  encode?: EncodeOverrides;
  /** Runs ffmpeg within its limits; default a runner with the default limits. */
  runner?: FfmpegRunner;
  /**
   * A row of a batch run (mp4 only; other formats and frames render whole): the frames no
   * `varying` variable can change come from `cache`, made once per run (docs/render-reuse.md).
   */
  reuse?: ReuseRequest;
}

/** What a batch row shares with the other rows of its run. */
export interface ReuseRequest {
  cache: SegmentCache;
  /** The variable keys whose values may differ between rows (datasource variables always do). */
  varying: readonly string[];
}

export interface HlsRequest extends Omit<RenderRequest, 'format' | 'output' | 'frame'> {
  /** Folder the playlist (index.m3u8) and segments are written to. */
  dir: string;
  /** Frames to render; default the whole movie. */
  rangeStart?: number;
  rangeEnd?: number;
}

export interface RenderResult {
  format: OutputFormat;
  width: number;
  height: number;
  frames: number;
  /** seconds */
  duration: number;
  /** For a render with `reuse`: frames taken from the run's static segments (0: rendered whole). */
  reusedFrames?: number;
}

export interface HlsRender {
  playlist: string;
  /** Resolves once the playlist has its first segment: the stream is playable. */
  ready: Promise<void>;
  /** Resolves when the whole stream is written (its format is 'mp4': H.264/AAC). */
  done: Promise<RenderResult>;
}

export interface SceneStructure {
  name: string;
  /** first frame of the scene in the movie */
  start: number;
  length: number;
  layers: { name: string; kind: string; start: number; end: number; bound: string[] }[];
  transition?: { type: string; frames: number };
}

export interface MovieStructure {
  width: number;
  height: number;
  framerate: { num: number; den: number };
  frames: number;
  duration: number;
  scenes: SceneStructure[];
  audio: { asset: string; start: number; end: number }[];
  variables: { key: string; type: string; valuetype: string }[];
}

/**
 * A render that cannot be made. `kind` tells the caller whose fault it is: `input` (a
 * missing asset, a variable of the wrong type, a malformed movie: a 400 to the user) or
 * `ffmpeg` (a failure while rendering). `scene` and `frame` say where, when known: `scene`
 * is the index in `movie.scenes` (0-based), `frame` a frame of the movie.
 */
export class RenderError extends Error {
  constructor(
    message: string,
    readonly kind: 'input' | 'ffmpeg' | 'aborted',
    readonly scene?: number,
    readonly frame?: number,
  ) {
    super(message);
    this.name = 'RenderError';
  }
}
