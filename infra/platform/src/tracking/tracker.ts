import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TrackPoint, TrackRect } from '@reelforge/model';
import { badRequest } from '../lib/http-errors.ts';
import type { MediaTools } from '../media-tools/media-tools.ts';
import {
  pgmOf,
  pointsOfLog,
  readRectLog,
  seekOptions,
  templateDetail,
  templateGraph,
  trackGraph,
  type Size,
} from './find-rect.ts';

/** The video a tracking reads: its file on this machine, its picture size and frame rate. */
export interface TrackedVideo extends Size {
  file: string;
  /** Frames a second (the stream's average rate). */
  fps: number;
  /** Its length in frames; 0 when not known. */
  frames: number;
}

/** Below this spread of grey levels a rectangle is one flat colour: nothing to follow. */
const MIN_TEMPLATE_DETAIL = 2;
/** The widest frame the frame call answers; wider videos are scaled down to it. */
export const FRAME_IMAGE_WIDTH = 1280;

/** What a tracking is cut from: the template, ready for find_rect, in a private folder of its own. */
export interface Template {
  dir: string;
  file: string;
}

/**
 * The tracker's ffmpeg runs (docs/tracking.md "How it tracks"), through the media tools: the
 * video handed over as a descriptor and read by media demuxers only, every run bounded in time,
 * output and memory like every other; the template and the log are files of our own, in a private
 * temporary folder removed afterwards.
 */
export class Tracker {
  constructor(private readonly tools: MediaTools) {}

  /**
   * Cuts the rectangle out of its frame as the template. A 400 when that frame has no picture
   * (past the end) or the rectangle is one flat colour. The caller removes `dir` (release).
   */
  async template(video: TrackedVideo, rect: TrackRect, signal?: AbortSignal): Promise<Template> {
    const dir = await mkdtemp(path.join(tmpdir(), 'reelforge-track-'));
    try {
      const raw = path.join(dir, 'template.raw');
      await this.tools.ffmpeg({
        files: [video.file],
        inputs: [{ file: 0, options: seekOptions(rect.frame, video.fps) }],
        graph: templateGraph(rect),
        outputArgs: ['-map', '[t]', '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray'],
        output: raw,
        signal,
      });
      const pixels = await readFile(raw).catch(() => Buffer.alloc(0));
      if (pixels.length !== rect.w * rect.h) throw badRequest(`Frame ${rect.frame} of the video could not be read`);
      if (templateDetail(pixels) < MIN_TEMPLATE_DETAIL) {
        throw badRequest('The rectangle is one flat colour: draw it around something with detail to follow');
      }
      const file = path.join(dir, 'template.pgm');
      await writeFile(file, pgmOf(pixels, rect.w, rect.h), { mode: 0o600 });
      return { dir, file };
    } catch (error) {
      await release({ dir });
      throw error;
    }
  }

  /**
   * Follows the template through `frames` frames from the rectangle's frame: a point for each
   * frame it was found on (the rectangle's centre, as fractions of the picture). `onFrame` hears
   * how many frames have been read.
   */
  async track(
    video: TrackedVideo,
    rect: TrackRect,
    frames: number,
    template: Template,
    options: { onFrame?: (done: number) => void; signal?: AbortSignal | undefined } = {},
  ): Promise<TrackPoint[]> {
    const log = path.join(template.dir, 'found.txt');
    const onFrame = options.onFrame;
    await this.tools.ffmpeg({
      files: [video.file],
      inputs: [{ file: 0, options: seekOptions(rect.frame, video.fps) }],
      graph: trackGraph(rect, video, frames, { template: template.file, log }),
      outputArgs: ['-map', '[out]', '-f', 'null'],
      output: '-',
      signal: options.signal,
      // The log's first frame is the lead-in.
      onFrame: onFrame && ((frame) => onFrame(Math.min(frames, Math.max(0, frame - 1)))),
    });
    const text = await readFile(log, 'latin1').catch(() => '');
    return pointsOfLog(readRectLog(text), rect, video);
  }

  /** One frame of the video as the tracker reads it, as a JPG at most 1280 pixels wide. */
  async frame(video: TrackedVideo, frame: number): Promise<Buffer> {
    const dir = await mkdtemp(path.join(tmpdir(), 'reelforge-track-frame-'));
    try {
      const file = path.join(dir, 'frame.jpg');
      const width = Math.min(FRAME_IMAGE_WIDTH, video.width);
      const height = Math.max(2, 2 * Math.round((video.height * width) / video.width / 2));
      await this.tools.ffmpeg({
        files: [video.file],
        inputs: [{ file: 0, options: seekOptions(frame, video.fps) }],
        graph: `[0:v]scale=${width}:${height},format=yuvj420p[f]`,
        outputArgs: ['-map', '[f]', '-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '4', '-f', 'mjpeg'],
        output: file,
      });
      const bytes = await readFile(file).catch(() => Buffer.alloc(0));
      if (bytes.length === 0) throw badRequest(`Frame ${frame} of the video could not be read`);
      return bytes;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** Removes a template's folder (and the log beside it). */
export async function release(template: Pick<Template, 'dir'>): Promise<void> {
  await rm(template.dir, { recursive: true, force: true });
}
