import { spawn } from 'node:child_process';
import { open, type FileHandle } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Semaphore } from '../lib/semaphore.ts';

/**
 * ffmpeg and ffprobe as child processes. User files are never named on the command
 * line: each is opened here and handed over as /dev/fd/3, /dev/fd/4, ... so a file name
 * cannot be read as an option, a filter argument or an image2 pattern, and the demuxer
 * is chosen by content from a fixed list (no playlists or concat files that could make
 * ffmpeg read other files or the network).
 */

// Demuxers for the media kinds of SPEC §3; anything else is not media we accept.
export const DEMUXER_WHITELIST = [
  'mov',
  'mpegts',
  'matroska',
  'avi',
  'asf',
  'flv',
  'mpeg',
  'mpegvideo',
  'mp3',
  'wav',
  'aac',
  'ogg',
  'flac',
  'png_pipe',
  'jpeg_pipe',
  'gif',
  'gif_pipe',
  'tiff_pipe',
  'bmp_pipe',
  'webp_pipe',
].join(',');

/** Input options for a user file: demuxers from the list, local file access only. */
export const SAFE_INPUT = ['-format_whitelist', DEMUXER_WHITELIST, '-protocol_whitelist', 'file'];

/** The path under which the n-th file passed to run() is seen by the child (0-based). */
export const inputPath = (index: number) => `/dev/fd/${3 + index}`;

export class MediaToolError extends Error {
  constructor(
    readonly tool: string,
    /** ffmpeg's own last words, e.g. "Invalid data found when processing input". */
    readonly reason: string,
  ) {
    super(`${tool} failed: ${reason}`);
    this.name = 'MediaToolError';
  }
}

export interface MediaToolsOptions {
  ffmpegPath?: string;
  ffprobePath?: string;
  /** ffmpeg runs at once (thumbnails, HLS, base videos); default: one per core, at least 2. */
  concurrency?: number;
}

export interface RunOptions {
  /** Files opened read-only and passed as /dev/fd/3... in this order. */
  files?: readonly string[];
  timeoutMs?: number;
}

const STDERR_KEEP = 4096;
const STDOUT_LIMIT = 16 * 1024 * 1024;

export class MediaTools {
  private readonly ffmpegPath: string;
  private readonly ffprobePath: string;
  private readonly slots: Semaphore;
  /** How many ffmpeg processes were started (tests check single-flight with it). */
  ffmpegRuns = 0;

  constructor(options: MediaToolsOptions = {}) {
    this.ffmpegPath = options.ffmpegPath ?? 'ffmpeg';
    this.ffprobePath = options.ffprobePath ?? 'ffprobe';
    this.slots = new Semaphore(options.concurrency ?? Math.max(2, availableParallelism()));
  }

  /** ffprobe's JSON about a file (streams and format). Not queued: it only reads headers. */
  async probe(file: string): Promise<FfprobeResult> {
    const stdout = await run(
      this.ffprobePath,
      ['-v', 'error', ...SAFE_INPUT, '-print_format', 'json', '-show_format', '-show_streams', inputPath(0)],
      { files: [file], timeoutMs: 30_000 },
    );
    return JSON.parse(stdout) as FfprobeResult;
  }

  /** Decodes the first video frame: whether an image really is one. */
  async decodeFirstFrame(file: string): Promise<void> {
    await run(this.ffmpegPath, ['-v', 'error', ...SAFE_INPUT, '-i', inputPath(0), '-frames:v', '1', '-f', 'null', '-'], {
      files: [file],
      timeoutMs: 30_000,
    });
  }

  /** ffmpeg with the given arguments, queued behind the other ffmpeg runs. */
  async ffmpeg(args: readonly string[], options: RunOptions = {}): Promise<void> {
    await this.slots.run(async () => {
      this.ffmpegRuns++;
      await run(this.ffmpegPath, ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], {
        timeoutMs: 10 * 60_000,
        ...options,
      });
    });
  }
}

async function run(command: string, args: readonly string[], { files = [], timeoutMs = 60_000 }: RunOptions): Promise<string> {
  const tool = command.slice(command.lastIndexOf('/') + 1);
  const handles: FileHandle[] = [];
  try {
    for (const file of files) handles.push(await open(file, 'r'));
    return await new Promise<string>((resolve, reject) => {
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe', ...handles.map((h) => h.fd)] });
      const { stdout, stderr } = child as unknown as { stdout: NodeJS.ReadableStream; stderr: NodeJS.ReadableStream };
      const out: Buffer[] = [];
      let outBytes = 0;
      let err = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      stdout.on('data', (chunk: Buffer) => {
        outBytes += chunk.length;
        if (outBytes <= STDOUT_LIMIT) out.push(chunk);
      });
      stderr.setEncoding('utf8');
      stderr.on('data', (chunk: string) => {
        err = (err + chunk).slice(-STDERR_KEEP);
      });
      // Not starting at all (not installed) is the server's problem, not the file's.
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`${tool} could not be started: ${error.message}`));
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
        else reject(new MediaToolError(tool, lastLine(err) || (signal ? `stopped by ${signal}` : `exit code ${code}`)));
      });
    });
  } finally {
    await Promise.all(handles.map((h) => h.close()));
  }
}

/** The most telling line of ffmpeg's stderr, without the fd path it was given. */
function lastLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.replace(/\/dev\/fd\/\d+:\s*/g, '').trim())
    .filter(Boolean);
  return lines.at(-1) ?? '';
}

export interface FfprobeStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  nb_frames?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
}

export interface FfprobeResult {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string };
}
