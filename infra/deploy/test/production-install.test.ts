import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** devDependencies that are also what the platform runs on: tsx compiles with esbuild, and so on. */
const ALSO_AT_RUN_TIME: Record<string, string> = {
  esbuild: 'tsx, which runs the platform, compiles with it',
  yaml: 'a production dependency of a production dependency',
  '@e965/xlsx': 'the platform reads spreadsheets with it; e2e writes them',
};

/** Every devDependency of every workspace package, less those the platform also runs on. */
function testOnlyPackages(): string[] {
  const manifests = [
    'package.json',
    ...['host', 'e2e', 'infra/platform', 'infra/renderer', 'infra/deploy'].map((dir) => `${dir}/package.json`),
    ...['remotes', 'shared'].flatMap((dir) =>
      readdirSync(path.join(repoRoot, dir))
        .map((name) => `${dir}/${name}/package.json`)
        .filter((file) => existsSync(path.join(repoRoot, file))),
    ),
  ];
  const names = new Set<string>();
  for (const file of manifests) {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));
    for (const name of Object.keys(manifest.devDependencies ?? {})) names.add(name);
  }
  for (const name of Object.keys(ALSO_AT_RUN_TIME)) names.delete(name);
  return [...names];
}

/** `name` of each entry of pnpm's virtual store: `@scope+name@1.2.3_peer` -> `@scope/name`. */
function installedPackages(platform: string): Set<string> {
  const store = path.join(platform, 'node_modules', '.pnpm');
  return new Set(
    readdirSync(store)
      .filter((entry) => entry !== 'node_modules' && !entry.endsWith('.yaml'))
      .map((entry) => {
        const [nameAndVersion = entry] = entry.split('_');
        const name = nameAndVersion.slice(0, nameAndVersion.lastIndexOf('@'));
        return name.startsWith('@') ? name.replace('+', '/') : name;
      }),
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the production install (scripts/install-production.mjs, as the image runs it)', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'production-install-'));
  const platform = path.join(out, 'infra', 'platform');
  let installed: Set<string>;

  beforeAll(() => {
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'install-production.mjs'), out], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    installed = installedPackages(platform);
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('holds no test server, test runner or dev tool', () => {
    for (const name of ['s3rver', 'azurite', 'ftp-srv', 'vitest', '@playwright/test', 'typescript', 'webpack'])
      expect(installed.has(name), name).toBe(false);
    expect(testOnlyPackages().filter((name) => installed.has(name))).toEqual([]);
    // The platform's own runtime is there.
    for (const name of ['fastify', 'better-sqlite3', 'tsx', 'kysely', '@reelforge/renderer'])
      expect(existsSync(path.join(platform, 'node_modules', name)), name).toBe(true);
  });

  it('ships the sources without tests, and counts its packages and bytes', () => {
    expect(readdirSync(platform).sort()).toEqual([
      'node_modules',
      'package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      'src',
    ]);
    const summary = JSON.parse(readFileSync(path.join(out, 'production-install.json'), 'utf8'));
    expect(summary.packages).toBe(installed.size > 0 ? summary.packages : -1);
    expect(summary.packages).toBeGreaterThan(100);
    expect(summary.packages).toBeLessThan(400);
    expect(summary.bytes).toBeGreaterThan(0);
  });

  it('serves the platform from it alone', async () => {
    const port = await freePort();
    const data = path.join(out, 'data');
    const server = spawn(path.join(platform, 'node_modules', '.bin', 'tsx'), [path.join(platform, 'src', 'main.ts')], {
      cwd: out,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    try {
      const deadline = Date.now() + 60_000;
      let status = 0;
      while (Date.now() < deadline && server.exitCode === null) {
        status = await fetch(`http://127.0.0.1:${port}/regions/regions.json`).then(
          (reply) => reply.status,
          () => 0,
        );
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status, stderr).toBe(200);
    } finally {
      server.kill('SIGTERM');
    }
  }, 90_000);
});
