import { expect } from 'vitest';
import { FfmpegError } from '../../src/index.js';

/** The FfmpegError `work` rejects with; the test fails if it resolves or rejects with anything else. */
export async function ffmpegFailure(work: Promise<unknown>): Promise<FfmpegError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FfmpegError);
  return error as FfmpegError;
}
