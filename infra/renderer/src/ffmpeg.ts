import { spawn } from 'node:child_process';
import { RenderError } from './api.js';

/** The ffmpeg binary: FFMPEG_PATH when set (a build of its own), else the one on PATH. */
export const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
const STDERR_TAIL = 4000;

export interface FfmpegRun {
  args: string[];
  signal?: AbortSignal;
  /** Each frame count ffmpeg reports (`-progress pipe:1`). */
  onFrame?: (frame: number) => void;
  /** Where a failure happened, from the last frame reported. */
  locate?: (frame: number, stderr: string) => { scene?: number; frame?: number };
}

/**
 * Step 4: runs ffmpeg to the end. No stdin (and -nostdin in the args), so it never waits
 * for input; an abort kills it at once; a failure carries the tail of its stderr.
 */
export function runFfmpeg({ args, signal, onFrame, locate }: FfmpegRun): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new RenderError('The render was stopped.', 'aborted'));
      return;
    }
    const child = spawn(FFMPEG, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let lastFrame = 0;
    let pending = '';
    let settled = false;
    const finish = (error?: RenderError) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      if (error) reject(error);
      else resolve();
    };
    // Settled once ffmpeg is gone, so that nothing writes the output after the caller hears.
    let aborted = false;
    const abort = () => {
      aborted = true;
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', abort, { once: true });

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('frame=')) continue;
        const frame = Number(line.slice(6));
        if (Number.isFinite(frame)) {
          lastFrame = frame;
          onFrame?.(frame);
        }
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(new RenderError(error.code === 'ENOENT' ? `ffmpeg was not found (${FFMPEG}).` : `ffmpeg could not start: ${error.message}`, 'ffmpeg'));
    });
    child.on('close', (code, killed) => {
      if (aborted) return finish(new RenderError('The render was stopped.', 'aborted'));
      if (code === 0) return finish();
      const where = locate?.(lastFrame, stderr) ?? {};
      const detail = stderr.trim() || `exit ${code ?? killed}`;
      finish(new RenderError(`ffmpeg failed: ${detail}`, 'ffmpeg', where.scene, where.frame));
    });
  });
}

/** Whether a media file has a sound track (for video layers that mix their own sound). */
export function hasAudioStream(file: string, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.env.FFPROBE_PATH || 'ffprobe', ['-v', 'error', '-select_streams', 'a', '-show_entries', 'stream=index', '-of', 'csv=p=0', file], {
      stdio: ['ignore', 'pipe', 'ignore'],
      ...(signal ? { signal } : {}),
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0 && out.trim() !== ''));
  });
}
