import { access } from 'node:fs/promises';
import type { AppOptions } from '../../src/options.ts';

/** Resolves once `file` exists: the test's word, across processes, that held work may go on. */
async function released(file: string): Promise<void> {
  for (;;) {
    try {
      await access(file);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * The test hooks of a process started with `holdFile` (an api process, or a worker running the
 * project task queue): a publish copy waits after its first file, and a project copy after its
 * first item, until that file exists.
 */
export function heldSteps(holdFile: string | undefined): Pick<AppOptions, 'publishFileCopied' | 'projectTaskStep'> {
  if (!holdFile) return {};
  return {
    publishFileCopied: async (done) => (done === 1 ? released(holdFile) : undefined),
    projectTaskStep: async (step) => (step.task === 'copy' && step.at === 'item' ? released(holdFile) : undefined),
  };
}
