import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './csp-watch.js';
import { signIn } from './sign-in.js';

// docs/remotes-deploy.md: one remote (analytics) deployed in three builds beside the running
// server: the one the set-up made (its package version), 2.0.0, and 3.0.0 built against a
// React the console does not have. The
// environment's manifest (REMOTES_MANIFEST) is switched from one to the next while the server
// runs; the host is neither rebuilt nor restarted.

const root = path.resolve(import.meta.dirname, '..', '..');
// The React the console (host) is built with.
const REACT: string = JSON.parse(readFileSync(path.join(root, 'host', 'package.json'), 'utf8')).dependencies.react;
const analyticsDir = path.join(root, 'remotes', 'analytics');
/** The version of the analytics build the set-up made. */
const FIRST: string = JSON.parse(readFileSync(path.join(analyticsDir, 'package.json'), 'utf8')).version;
let dir: string;
let origin: string;
let server: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** A production build of the analytics remote into <dir>/analytics/<version>/. */
function buildAnalytics(version: string, env: Record<string, string> = {}) {
  // Only a folder of this test is written, so the build may run beside other test runs.
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--remote', 'analytics', '--out', dir], {
    env: { ...process.env, MF_BUILD_VERSION: version, ...env },
    stdio: 'pipe',
  });
}

/** Makes `version` the environment's analytics; the projects area stays as it is. */
function deploy(version: string) {
  const remotes = {
    analytics: { version, folder: `analytics/${version}` },
    projects: { version: '0.1.0', folder: 'projects/0.1.0' },
  };
  writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ remotes }, null, 2));
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = mkdtempSync(path.join(tmpdir(), 'reelforge-remote-versions-'));
  cpSync(path.join(analyticsDir, 'dist'), path.join(dir, 'analytics', FIRST), { recursive: true });
  buildAnalytics('2.0.0');
  buildAnalytics('3.0.0', { REELFORGE_SHARED_VERSIONS: 'react=99.0.0' });
  cpSync(path.join(root, 'remotes', 'projects', 'dist'), path.join(dir, 'projects', '0.1.0'), { recursive: true });
  deploy(FIRST);

  const port = await freePort();
  origin = `http://localhost:${port}`;
  const tsx = path.join(root, 'infra', 'platform', 'node_modules', '.bin', 'tsx');
  server = spawn(tsx, [path.join(root, 'infra', 'platform', 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      REMOTES_MANIFEST: path.join(dir, 'remotes.json'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${origin}/regions/regions.json`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 600 || server.exitCode !== null) throw new Error('the platform with REMOTES_MANIFEST did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Signs in and opens the Sample project's Analytics page; the remote's and the host's scripts it fetched. */
async function openAnalytics(page: Page) {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await signIn(page, 'demo', 'demo', `${origin}/projects`);
  await page.getByRole('link', { name: 'Sample project' }).click();
  await expect(page).toHaveURL(/\/projects\/eu-west-1\/[0-9a-f]{32}\/videos$/);
  await page.goto(page.url().replace(/videos$/, 'analytics'));
  return fetched;
}

const hostScripts = (fetched: string[]) => fetched.filter((p) => p.endsWith('.js') && !p.startsWith('/remotes/'));

test('a new version of one remote goes live with the next page load, the host untouched; a remote built for another React is refused in its area', async ({
  page,
}) => {
  const fetched = await openAnalytics(page);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  expect(fetched).toContain(`/remotes/analytics/${FIRST}/mf-manifest.json`);
  const host = hostScripts(fetched);
  expect(host.length).toBeGreaterThan(0);
  const hostEntry = () =>
    page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')));
  const entryBefore = await hostEntry();

  // Version 2.0.0 goes live: the manifest changes, nothing else.
  deploy('2.0.0');
  fetched.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  expect(fetched).toContain('/remotes/analytics/2.0.0/mf-manifest.json');
  expect(fetched.some((p) => p.startsWith('/remotes/analytics/') && !p.startsWith('/remotes/analytics/2.0.0/'))).toBe(
    false,
  );
  // The same host as before: its page names the same entry, and no host file is new.
  expect(await hostEntry()).toEqual(entryBefore);
  expect(hostScripts(fetched).every((p) => host.includes(p))).toBe(true);

  // 3.0.0 was built against React 99: its area says so, and the rest of the console works.
  deploy('3.0.0');
  await page.reload();
  const panel = page.getByRole('alert', { name: 'The analytics area is unavailable' });
  await expect(panel).toContainText(
    `The analytics area was built for a different version of the console (needs react ^99.0.0, the console has ${REACT}). It cannot be shown until it is rebuilt.`,
  );
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('link', { name: 'Sample project' })).toBeVisible();

  // Back to 2.0.0: the area opens again.
  deploy('2.0.0');
  await page.goto(`${origin}/projects`);
  await page.getByRole('link', { name: 'Sample project' }).click();
  await page.goto(page.url().replace(/videos$/, 'analytics'));
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
});
