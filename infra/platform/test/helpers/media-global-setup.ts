import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { encodeMedia } from './media.ts';

/** The small media of helpers/media.ts, encoded once for the project's run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'reelforge-test-media-'));
  await encodeMedia(dir);
  project.provide('mediaDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
