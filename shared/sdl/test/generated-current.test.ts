import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate, GENERATED_DIR, GENERATED_FILES } from '../scripts/generate.mjs';

const outDir = await mkdtemp(join(tmpdir(), 'sdl-generated-'));
afterAll(() => rm(outDir, { recursive: true, force: true }));

// pbjs starts a process of its own and takes seconds on a busy machine.
const GENERATING_MS = 60_000;

describe('the committed generated code (static codec, JSON-form types, proto text)', () => {
  it(
    'is what movie.proto generates today (run `pnpm --filter @reelforge/sdl generate` if not)',
    async () => {
      await generate(outDir);
      for (const file of GENERATED_FILES) {
        const fresh = await readFile(join(outDir, file), 'utf8');
        const committed = await readFile(join(GENERATED_DIR, file), 'utf8');
        expect(committed, `src/generated/${file} is stale`).toBe(fresh);
      }
    },
    GENERATING_MS,
  );
});
