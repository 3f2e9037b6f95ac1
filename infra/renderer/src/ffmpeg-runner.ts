import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAFE_INPUT, fdPath } from './ffmpeg-inputs.js';
import { runProcess } from './ffmpeg-process.js';
import type { FfprobeResult } from './ffprobe-types.js';

/** Bounds of every run, and which binaries run. */
export interface FfmpegSettings {
  /** Default FFMPEG_PATH, else `ffmpeg` on PATH. */
  ffmpegPath?: string | undefined;
  /** Default FFPROBE_PATH, else `ffprobe` on PATH. */
  ffprobePath?: string | undefined;
  /** Wall-clock limit of one ffmpeg run. */
  timeoutMs?: number | undefined;
  /** Largest output one ffmpeg run may write (a file, or an HLS stream's folder). */
  outputLimitBytes?: number | undefined;
  /** Address space of each ffmpeg and ffprobe run (`prlimit --as`); 0: no limit. */
  memoryLimitBytes?: number | undefined;
}

export const DEFAULT_FFMPEG_TIMEOUT_MS = 15 * 60_000;
export const DEFAULT_OUTPUT_LIMIT_BYTES = 16 * 1024 ** 3;
/**
 * Address space, not resident memory: a 1080p render with x264 at 24 threads reserves about
 * 3 GB (1.4-1.6 GB at 2-3 threads) while using under 400 MB (docs/media-limits.md).
 */
export const DEFAULT_FFMPEG_MEMORY_LIMIT_BYTES = 4 * 1024 ** 3;
/** ffprobe reads headers only: a run longer than this is a file that is not what it says. */
const PROBE_TIMEOUT_MS = 30_000;

/**
 * One ffmpeg run. Every input is a file handed over by Node (`files[input.file]`, seen as
 * /dev/fd/N) and read under SAFE_INPUT; the filter graph goes to ffmpeg as a script file,
 * so neither a name nor a text of the user's is on the command line.
 */
export interface FfmpegJob {
  /** Files opened read-only and handed over; the graph names them by fdPath(index). */
  files?: readonly string[];
  /** The inputs in order: the file's index in `files` and the options before its -i. */
  inputs?: readonly { file: number; options?: readonly string[] }[];
  /** A -filter_complex graph (may use source filters such as color or anullsrc). */
  graph?: string;
  /** Output options: maps, codecs, muxer; the output file comes from `output`. */
  outputArgs: readonly string[];
  /** The file written (an HLS playlist: its folder is watched), or '-' for none. */
  output: string;
  /** 'dir': the output's folder is what grows (HLS segments). */
  outputKind?: 'file' | 'dir';
  signal?: AbortSignal | undefined;
  /** Each frame count ffmpeg reports (with -progress). */
  onFrame?: ((frame: number) => void) | undefined;
}

/**
 * The house's one way to run ffmpeg and ffprobe: the renderer's renders, frames and HLS
 * streams and the platform's thumbnails, probes, previews and base videos all come here.
 */
export class FfmpegRunner {
  readonly ffmpegPath: string;
  readonly ffprobePath: string;
  readonly timeoutMs: number;
  readonly outputLimitBytes: number;
  readonly memoryLimitBytes: number;

  constructor(settings: FfmpegSettings = {}) {
    this.ffmpegPath = settings.ffmpegPath || process.env.FFMPEG_PATH || 'ffmpeg';
    this.ffprobePath = settings.ffprobePath || process.env.FFPROBE_PATH || 'ffprobe';
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_FFMPEG_TIMEOUT_MS;
    this.outputLimitBytes = settings.outputLimitBytes ?? DEFAULT_OUTPUT_LIMIT_BYTES;
    this.memoryLimitBytes = settings.memoryLimitBytes ?? DEFAULT_FFMPEG_MEMORY_LIMIT_BYTES;
  }

  /** Runs ffmpeg to the end; an FfmpegError says why it did not succeed. */
  async ffmpeg(job: FfmpegJob): Promise<void> {
    const files = job.files ?? [];
    const inputs = (job.inputs ?? []).flatMap((input) => {
      if (!(input.file >= 0 && input.file < files.length)) throw new Error(`ffmpeg input ${input.file} names no file`);
      return [...(input.options ?? []), ...SAFE_INPUT, '-i', fdPath(input.file)];
    });
    const toFile = job.output !== '-';
    const dir = job.outputKind === 'dir';
    // Private: the graph holds user text; removed with its folder after the run.
    const scratch = job.graph === undefined ? undefined : await mkdtemp(path.join(tmpdir(), 'reelforge-ffmpeg-'));
    try {
      const graph: string[] = [];
      if (scratch !== undefined) {
        const script = path.join(scratch, 'graph.txt');
        await writeFile(script, job.graph!, { mode: 0o600 });
        graph.push('-filter_complex_script', script);
      }
      const args = [
        '-hide_banner',
        '-nostdin',
        '-loglevel',
        'error',
        '-y',
        ...(job.onFrame ? ['-progress', 'pipe:1', '-nostats'] : []),
        ...inputs,
        ...graph,
        ...job.outputArgs,
        // ffmpeg stops a single file at the limit itself; a folder is watched.
        ...(toFile && !dir ? ['-fs', String(this.outputLimitBytes)] : []),
        // A path with a colon would name a protocol.
        toFile && job.output.includes(':') ? `file:${job.output}` : job.output,
      ];
      const onFrame = job.onFrame;
      await runProcess({
        command: this.ffmpegPath,
        args,
        files,
        timeoutMs: this.timeoutMs,
        memoryLimitBytes: this.memoryLimitBytes,
        signal: job.signal,
        onLine: onFrame
          ? (line) => {
              if (!line.startsWith('frame=')) return;
              const frame = Number(line.slice(6));
              if (Number.isFinite(frame)) onFrame(frame);
            }
          : undefined,
        watch: toFile
          ? {
              path: dir ? path.dirname(job.output) : job.output,
              kind: dir ? 'dir' : 'file',
              limitBytes: this.outputLimitBytes,
            }
          : undefined,
      });
    } finally {
      if (scratch !== undefined) await rm(scratch, { recursive: true, force: true });
    }
  }

  /** ffprobe's JSON about a file (its streams and container), read under SAFE_INPUT. */
  async probe(file: string, signal?: AbortSignal): Promise<FfprobeResult> {
    const stdout = await runProcess({
      command: this.ffprobePath,
      args: ['-v', 'error', ...SAFE_INPUT, '-print_format', 'json', '-show_format', '-show_streams', fdPath(0)],
      files: [file],
      timeoutMs: Math.min(PROBE_TIMEOUT_MS, this.timeoutMs),
      memoryLimitBytes: this.memoryLimitBytes,
      signal,
    });
    return JSON.parse(stdout) as FfprobeResult;
  }
}
