import { spawn } from 'node:child_process';
import { open, readdir, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** Why a run of ffmpeg or ffprobe did not succeed. */
export type FfmpegFailure = 'failed' | 'timeout' | 'output-limit' | 'memory-limit' | 'aborted' | 'not-started';

/**
 * A run that did not succeed. `reason` is the tool's last words (or what stopped it),
 * `stderr` the tail of what it said.
 */
export class FfmpegError extends Error {
  constructor(
    readonly tool: string,
    readonly failure: FfmpegFailure,
    readonly reason: string,
    readonly stderr = '',
  ) {
    super(`${tool} failed: ${reason}`);
    this.name = 'FfmpegError';
  }
}

/** What is written, watched while the tool runs: a file, or a folder (an HLS stream). */
export interface OutputWatch {
  path: string;
  kind: 'file' | 'dir';
  limitBytes: number;
}

export interface ProcessRun {
  command: string;
  args: readonly string[];
  /** Opened read-only here and inherited as /dev/fd/3, /dev/fd/4, ... in this order. */
  files?: readonly string[];
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Each line of stdout (progress), else stdout is collected and returned. */
  onLine?: ((line: string) => void) | undefined;
  watch?: OutputWatch | undefined;
  /**
   * The child's address space in bytes (`prlimit --as`, util-linux); 0 or unset: no limit.
   * Past it the child's allocations fail and the run ends as 'memory-limit'.
   */
  memoryLimitBytes?: number | undefined;
}

/** What a child says, or how it ends, when an allocation failed under its address-space limit. */
const OUT_OF_MEMORY = /Cannot allocate memory|out of memory|std::bad_alloc|ENOMEM|failed to map segment/i;
const CRASH_SIGNALS: readonly string[] = ['SIGSEGV', 'SIGABRT', 'SIGBUS', 'SIGKILL'];

/** The command line that runs the tool, under its address-space limit when it has one. */
export function spawnLine(run: Pick<ProcessRun, 'command' | 'args' | 'memoryLimitBytes'>): {
  command: string;
  args: string[];
} {
  const limit = run.memoryLimitBytes ?? 0;
  if (!(limit > 0)) return { command: run.command, args: [...run.args] };
  return { command: 'prlimit', args: [`--as=${Math.floor(limit)}`, '--', run.command, ...run.args] };
}

/** "4 GiB", "512 MiB" or bytes. */
export function memoryWords(bytes: number): string {
  for (const [unit, size] of [
    ['GiB', 1024 ** 3],
    ['MiB', 1024 ** 2],
  ] as const) {
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit}`;
  }
  return `${bytes} bytes`;
}

const STDERR_KEEP = 4000;
const STDOUT_LIMIT = 16 * 1024 * 1024;
/** How often the output's size is looked at. */
const WATCH_MS = 200;

/** Bytes at a file, or in the files of a folder (0 when not there yet). */
async function bytesAt(target: string, kind: 'file' | 'dir'): Promise<number> {
  try {
    if (kind === 'file') return (await stat(target)).size;
    const names = await readdir(target);
    const sizes = await Promise.all(
      names.map((name) =>
        stat(path.join(target, name)).then(
          (s) => (s.isFile() ? s.size : 0),
          () => 0,
        ),
      ),
    );
    return sizes.reduce((a, b) => a + b, 0);
  } catch {
    return 0;
  }
}

/** The most telling line of the tool's stderr. */
function lastLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.at(-1) ?? '';
}

/**
 * Runs the tool to its end with nothing on stdin. It is killed when the caller aborts, when
 * it runs past `timeoutMs`, or when the watched output reaches its limit; each ends in an
 * FfmpegError saying which. The files are closed once the child is gone.
 */
export async function runProcess(run: ProcessRun): Promise<string> {
  const tool = path.basename(run.command);
  if (run.signal?.aborted) throw new FfmpegError(tool, 'aborted', 'stopped');
  const handles: FileHandle[] = [];
  try {
    for (const file of run.files ?? []) handles.push(await open(file, 'r'));
    return await new Promise<string>((resolve, reject) => {
      const line = spawnLine(run);
      const child = spawn(line.command, line.args, { stdio: ['ignore', 'pipe', 'pipe', ...handles.map((h) => h.fd)] });
      const { stdout, stderr } = child as unknown as { stdout: NodeJS.ReadableStream; stderr: NodeJS.ReadableStream };
      let stopped: { failure: FfmpegFailure; reason: string } | undefined;
      const stop = (failure: FfmpegFailure, reason: string) => {
        if (stopped) return;
        stopped = { failure, reason };
        child.kill('SIGKILL');
      };
      const timer = setTimeout(() => stop('timeout', `it ran longer than ${seconds(run.timeoutMs)}`), run.timeoutMs);
      const abort = () => stop('aborted', 'stopped');
      run.signal?.addEventListener('abort', abort, { once: true });
      const watch = run.watch;
      const overLimit = `its output reached the limit of ${watch?.limitBytes} bytes`;
      let watching = false;
      const watcher = watch
        ? setInterval(() => {
            if (watching) return;
            watching = true;
            void bytesAt(watch.path, watch.kind).then((bytes) => {
              watching = false;
              if (bytes >= watch.limitBytes) stop('output-limit', overLimit);
            });
          }, WATCH_MS)
        : undefined;

      const out: Buffer[] = [];
      let outBytes = 0;
      let pending = '';
      stdout.on('data', (chunk: Buffer) => {
        if (!run.onLine) {
          outBytes += chunk.length;
          if (outBytes <= STDOUT_LIMIT) out.push(chunk);
          return;
        }
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) run.onLine(line);
      });
      let err = '';
      stderr.setEncoding('utf8');
      stderr.on('data', (chunk: string) => {
        err = (err + chunk).slice(-STDERR_KEEP);
      });
      const done = () => {
        clearTimeout(timer);
        clearInterval(watcher);
        run.signal?.removeEventListener('abort', abort);
      };
      // Not starting at all (not installed) is the server's problem, not the file's.
      child.on('error', (error: NodeJS.ErrnoException) => {
        done();
        const missing =
          line.command === run.command
            ? `${tool} was not found (${run.command})`
            : `${line.command} was not found: it runs ${tool} under its memory limit (util-linux)`;
        const reason = error.code === 'ENOENT' ? missing : `${tool} could not start: ${error.message}`;
        reject(new FfmpegError(tool, 'not-started', reason));
      });
      child.on('close', (code, signal) => {
        done();
        if (stopped) return reject(new FfmpegError(tool, stopped.failure, stopped.reason, err));
        const limit = run.memoryLimitBytes ?? 0;
        // ffmpeg may exit 0 after "Error while filtering: Cannot allocate memory".
        if (limit > 0 && (OUT_OF_MEMORY.test(err) || (signal !== null && CRASH_SIGNALS.includes(signal)))) {
          return reject(
            new FfmpegError(tool, 'memory-limit', `it needed more memory than the limit of ${memoryWords(limit)}`, err),
          );
        }
        if (code !== 0)
          return reject(
            new FfmpegError(
              tool,
              'failed',
              lastLine(err) || (signal ? `stopped by ${signal}` : `exit code ${code}`),
              err,
            ),
          );
        // A tool that stopped itself at the limit (ffmpeg -fs) exits as if it had finished.
        if (!watch) return resolve(Buffer.concat(out).toString('utf8'));
        void bytesAt(watch.path, watch.kind).then((bytes) => {
          if (bytes >= watch.limitBytes) reject(new FfmpegError(tool, 'output-limit', overLimit, err));
          else resolve(Buffer.concat(out).toString('utf8'));
        });
      });
    });
  } finally {
    await Promise.all(handles.map((h) => h.close()));
  }
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
