import { RenderError } from './api.js';
import type { FfmpegCommand } from './args.js';
import { fdPath } from './ffmpeg-inputs.js';
import { FfmpegError, memoryWords } from './ffmpeg-process.js';
import type { FfmpegRunner } from './ffmpeg-runner.js';
import type { MoviePlan } from './plan-types.js';
import { failureAt, useNamed } from './prepare.js';

export interface RenderRun {
  runner: FfmpegRunner;
  plan: MoviePlan;
  paths: Record<string, string>;
  command: FfmpegCommand;
  signal?: AbortSignal | undefined;
  onFrame?: ((frame: number) => void) | undefined;
}

/** What ffmpeg says of a file no media demuxer (on the whitelist) reads. */
const UNREADABLE = /Format not on whitelist|Invalid data found when processing input/;

function megabytes(bytes: number): string {
  return bytes >= 1024 ** 2 ? `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB` : `${bytes} bytes`;
}

/** A render refused or stopped at the runner's output limit. */
export function outputLimitError(limitBytes: number): RenderError {
  return new RenderError(`The render grew past the output limit of ${megabytes(limitBytes)} and was stopped.`, 'input');
}

/** A render stopped at the runner's memory limit (FFMPEG_MEMORY_LIMIT_BYTES). */
export function memoryLimitError(limitBytes: number): RenderError {
  return new RenderError(
    `The render needed more memory than the limit of ${memoryWords(limitBytes)} and was stopped.`,
    'input',
  );
}

/**
 * Step 4: runs a render's ffmpeg. Its failures become RenderErrors: stopped ('aborted'),
 * past a limit ('input': the movie asks for more than a render may take, and the message
 * names the limit), or ffmpeg's own ('ffmpeg', with the scene of the file it names).
 */
export async function runRender({ runner, plan, paths, command, signal, onFrame }: RenderRun): Promise<void> {
  let lastFrame = 0;
  const onProgress = (frame: number) => {
    lastFrame = frame;
    onFrame?.(frame);
  };
  try {
    await runner.ffmpeg({ ...command, signal, onFrame: onProgress });
  } catch (error) {
    if (!(error instanceof FfmpegError)) throw error;
    switch (error.failure) {
      case 'aborted':
        throw new RenderError('The render was stopped.', 'aborted');
      case 'timeout':
        throw new RenderError(
          `The render took longer than the limit of ${Math.round(runner.timeoutMs / 1000)} s and was stopped.`,
          'input',
        );
      case 'output-limit':
        throw outputLimitError(runner.outputLimitBytes);
      case 'memory-limit':
        throw memoryLimitError(runner.memoryLimitBytes);
      case 'not-started':
        throw new RenderError(error.reason, 'ffmpeg');
      default: {
        const fdOf = (file: string) => {
          const index = command.files.indexOf(file);
          return index < 0 ? undefined : fdPath(index);
        };
        const named = useNamed(plan, fdOf, paths, error.stderr);
        // A file the media demuxers refuse is the movie's to fix, like an asset of the wrong kind.
        if (named && UNREADABLE.test(error.stderr)) {
          throw new RenderError(
            `${named.where}: "${named.asset}" is not media the renderer can read.`,
            'input',
            named.scene,
            named.frame,
          );
        }
        const where = failureAt(plan, named, lastFrame);
        throw new RenderError(
          `ffmpeg failed: ${error.stderr.trim() || error.reason}`,
          'ffmpeg',
          where.scene,
          where.frame,
        );
      }
    }
  }
}
