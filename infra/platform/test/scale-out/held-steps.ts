import { access } from 'node:fs/promises';
import type { AppOptions } from '../../src/plugins/app-options.ts';

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
 * project task queue): a publish copy waits after its first file, a project copy after its
 * first item and, when `held` names it, a migration once its files are copied (before its
 * commit), until that file exists.
 */
export function heldSteps(
  holdFile: string | undefined,
  held: HeldTask[] = ['publish', 'copy'],
): Pick<AppOptions, 'publishFileCopied' | 'projectTaskStep'> {
  if (!holdFile) return {};
  const holds = (step: { task: 'copy' | 'migrate'; at: string }) =>
    held.includes(step.task) && step.at === (step.task === 'copy' ? 'item' : 'copied');
  return {
    publishFileCopied: async (done) => (held.includes('publish') && done === 1 ? released(holdFile) : undefined),
    projectTaskStep: async (step) => (holds(step) ? released(holdFile) : undefined),
  };
}

export type HeldTask = 'publish' | 'copy' | 'migrate';
