import { expect } from 'vitest';
import { RenderError } from '../../src/index.js';

/** Awaits work that must be refused for its input, and gives the RenderError saying why. */
export async function inputRefusal(work: Promise<unknown>): Promise<RenderError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RenderError);
  expect((error as RenderError).kind).toBe('input');
  return error as RenderError;
}
