import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from './env.ts';

// This file is infra/platform/src/config/data-dir.ts.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The data folder (DATA_DIR, default `<repo>/.data`) the server, the migrate step and the account CLI share. */
export function dataDirFromEnv(env: Env): string {
  return path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
}
