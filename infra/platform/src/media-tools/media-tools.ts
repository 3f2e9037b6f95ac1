import { availableParallelism } from 'node:os';
import { FfmpegError, FfmpegRunner, type FfmpegJob, type FfmpegSettings } from '@reelforge/renderer';
import { Semaphore } from '../lib/semaphore.ts';
import { DEFAULT_PICTURE_LIMITS, type PictureLimits } from './picture-size.ts';

/**
 * The platform's own ffmpeg work (thumbnails, probes, HLS renditions, base videos), run by
 * the renderer's FfmpegRunner like every render: user files handed over as /dev/fd/N and
 * read by media demuxers only, graphs in script files, each run bounded in time and output.
 */

export type { FfprobeResult, FfprobeStream } from '@reelforge/renderer';
/** A run that failed; `reason` is ffmpeg's own last words. */
export { FfmpegError as MediaToolError };

export interface MediaToolsOptions extends FfmpegSettings {
  /** ffmpeg runs at once (thumbnails, HLS, base videos); default: one per core, at least 2. */
  concurrency?: number;
  /** Largest picture an uploaded image or video may have (MEDIA_MAX_PIXELS / MEDIA_MAX_SIDE). */
  pictureLimits?: Partial<PictureLimits> | undefined;
}

export class MediaTools {
  /** Also runs the renders: one runner, one set of limits. */
  readonly runner: FfmpegRunner;
  readonly pictureLimits: PictureLimits;
  private readonly slots: Semaphore;
  /** How many ffmpeg processes were started (tests check single-flight with it). */
  ffmpegRuns = 0;

  constructor(options: MediaToolsOptions = {}) {
    this.runner = new FfmpegRunner(options);
    this.pictureLimits = {
      maxPixels: options.pictureLimits?.maxPixels ?? DEFAULT_PICTURE_LIMITS.maxPixels,
      maxSide: options.pictureLimits?.maxSide ?? DEFAULT_PICTURE_LIMITS.maxSide,
    };
    this.slots = new Semaphore(options.concurrency ?? Math.max(2, availableParallelism()));
  }

  /** ffprobe's JSON about a file (streams and format). Not queued: it only reads headers. */
  probe(file: string) {
    return this.runner.probe(file);
  }

  /** Decodes the first video frame: whether an image really is one. */
  async decodeFirstFrame(file: string): Promise<void> {
    await this.runner.ffmpeg({
      files: [file],
      inputs: [{ file: 0 }],
      outputArgs: ['-frames:v', '1', '-f', 'null'],
      output: '-',
    });
  }

  /** An ffmpeg run, queued behind the other ffmpeg runs. */
  async ffmpeg(job: FfmpegJob): Promise<void> {
    await this.slots.run(async () => {
      this.ffmpegRuns++;
      await this.runner.ffmpeg(job);
    });
  }
}
