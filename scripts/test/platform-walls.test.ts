// The platform's layers stand in scripts/platform-walls.mjs; these tests keep the linter's
// config written from them and every folder of infra/platform/src placed in a layer, so a new
// folder cannot escape the walls.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLATFORM_LAYERS, PLATFORM_TOP_FILES } from '../platform-walls.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const src = path.join(root, 'infra', 'platform', 'src');

describe('the platform layers', () => {
  it('are what .oxlintrc.json walls', () => {
    const run = spawnSync(process.execPath, ['scripts/platform-walls.mjs', '--check'], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('place every folder of infra/platform/src once, and know every file of src/ itself', () => {
    const entries = readdirSync(src, { withFileTypes: true });
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const placed = PLATFORM_LAYERS.flat();
    expect([...placed].sort()).toEqual([...new Set(placed)].sort());
    expect(folders.filter((folder) => !placed.includes(folder))).toEqual([]);
    const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts'));
    expect(files.map((file) => file.name.replace(/\.ts$/, '')).sort()).toEqual([...PLATFORM_TOP_FILES].sort());
  });
});
