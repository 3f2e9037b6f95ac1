// pnpm bench: prints the figures the issues ask for.
//  - host initial JavaScript (gzip) on a page that opens no area, and whether remotes wait;
//  - bytes on the wire for signing in and the project list's first page, against gzip -9;
//  - time from navigation to a visible project list of 300 projects over 3 regions;
//  - frame time while scrolling a 10,000-asset list;
//  - request to frame shown while scrubbing 50 frames of the reference movie in the Design tab, and back (cached);
//  - frame time while dragging a layer on a stage of 30 layers, and while zooming and scrolling a timeline of
//    50 scenes × 10 layers, in the Design tab;
//  - the platform's own figures (asset listing, datasource processing, the analytics search, a trivial script's
//    wait while another user runs maximal ones, what an API key adds to a call), from infra/platform/bench;
//  - the renderer's: overhead against the bare ffmpeg command, realtime factor, first preview frame and HLS segment;
//    a 10-scene story with transitions against one bare ffmpeg command.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { stageDrag, timelineZoomScroll } from './bench/editor.mjs';
import { scrubbing } from './bench/scrub.mjs';
import { root, setup } from './setup.mjs';
import { runUnderSupportedNode } from './node-runtime.mjs';

await runUnderSupportedNode();

// BENCH_ONLY=wire prints only the bytes-on-the-wire figure (no asset list, no platform or renderer benches);
// BENCH_ONLY=console prints the console's figures (no platform or renderer benches).
const only = process.env.BENCH_ONLY;

setup({ browser: true });
const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('@playwright/test');

const port = Number(process.env.BENCH_PORT ?? 8191);
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelforge-bench-'));
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  // Seeding 300 projects saves far more in a minute than one person does (docs/rate-limits.md).
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_SAVES: '100000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/regions/regions.json`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The server did not start');
}

async function call(method, url, token, body) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(token ? { Authorization: `istoken ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
  return response.json();
}

/** Fills a project with 10,000 small files, then scrolls its list frame by frame in the browser. */
async function assetListScroll(context, token) {
  const count = 10_000;
  const { Projects } = await call('GET', '/r/eu-west-1/api/v1/list/project/', token);
  const project = Projects.find((p) => p.name === 'Sample project') ?? Projects[0];
  const { Generic = [] } = await call('GET', `/r/eu-west-1/api/v1/list/data/${project.uid}/`, token);
  let next = Generic.length;
  const put = async () => {
    while (next < count) {
      const name = `note-${String(next++).padStart(5, '0')}.txt`;
      const response = await fetch(`${origin}/r/eu-west-1/api/v1/data/${project.uid}/${name}`, {
        method: 'PUT',
        headers: { Authorization: `istoken ${token}`, 'Content-Type': 'text/plain' },
        body: `note ${name}\n`,
      });
      if (!response.ok) throw new Error(`upload ${name}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, put));

  const page = await context.newPage();
  await page.goto(`${origin}/projects/eu-west-1/${project.uid}/aux`);
  await page.getByRole('list', { name: 'Aux data' }).getByRole('listitem').first().waitFor();
  const deltas = await page.evaluate(async () => {
    const list = document.querySelector('.rf-vlist');
    const frames = [];
    let last = performance.now();
    for (let i = 0; i < 400; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      frames.push(now - last);
      last = now;
      list.scrollTop += 150;
    }
    return frames.slice(5);
  });
  await page.close();
  const sorted = [...deltas].sort((a, b) => a - b);
  return {
    count,
    frames: deltas.length,
    median: sorted[Math.floor(sorted.length / 2)],
    p95: sorted[Math.floor(sorted.length * 0.95)],
  };
}

/**
 * Everything the browser fetches from a cold start: the console, the sign-in page, signing
 * in, and the project list's first page. The wire figure is each answer's encoded body as
 * sent for the browser's own Accept-Encoding; the gzip figure is gzip -9 of the same bodies.
 * Answers taken from the browser's cache cost nothing in either figure.
 */
async function firstPageWire(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const transfers = [];
  const bodies = new Map();
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).origin !== origin) return;
    transfers.push(
      (async () => {
        const response = await request.response();
        // A body can be gone once the page has navigated on; the same URL loaded again has it.
        const body = response ? await response.body().catch(() => undefined) : undefined;
        if (body?.length && !bodies.has(request.url())) bodies.set(request.url(), body);
        return { url: request.url(), wire: Math.max(0, (await request.sizes()).responseBodySize) };
      })(),
    );
  });
  await page.goto(`${origin}/projects`);
  await page.waitForURL(/\/accounts\/login\?return=/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('table', { name: 'Projects' }).locator('tbody tr').first().waitFor();
  await page.waitForLoadState('networkidle');
  const sent = (await Promise.all(transfers)).filter((transfer) => transfer.wire > 0);
  await context.close();
  const gzipped = ({ url, wire }) => (bodies.has(url) ? gzipSync(bodies.get(url), { level: 9 }).length : wire);
  return {
    requests: sent.length,
    wire: sent.reduce((n, transfer) => n + transfer.wire, 0),
    gzip: sent.reduce((n, transfer) => n + gzipped(transfer), 0),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  await waitForServer();
  const { Token: token } = await call('POST', '/accounts/auth/login', null, { Username: 'demo', Password: 'demo' });
  const regions = ['eu-west-1', 'us-east-1', 'eu-original-1'];
  const existing = (await Promise.all(regions.map((r) => call('GET', `/r/${r}/api/v1/list/project/`, token)))).reduce(
    (n, l) => n + l.Projects.length,
    0,
  );
  for (let i = existing; i < 300; i++) {
    const region = regions[i % 3];
    await call('PUT', `/r/${region}/api/v1/project/${encodeURIComponent(`Bench project ${i}`)}`, token);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const wire = await firstPageWire(browser);
  const wireLine = `  console first page: ${kb(wire.wire)} on the wire, ${kb(wire.gzip)} gzipped (ratio ${(wire.wire / wire.gzip).toFixed(2)}, goal ≤ 1.1) over ${wire.requests} requests`;
  if (only === 'wire') {
    await browser.close();
    console.log(`\nReelforge wire figure\n${wireLine}`);
  } else {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'token', value: token, url: origin }]);

    // Host initial JavaScript: everything the host serves for a page that opens no area.
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && url.pathname.endsWith('.js'))
        scripts.push({ path: url.pathname, body: await response.body().catch(() => Buffer.alloc(0)) });
    });
    await page.goto(`${origin}/mpx`);
    await page.getByRole('switch').waitFor();
    await page.waitForLoadState('networkidle');
    const hostScripts = scripts.filter((s) => !s.path.startsWith('/remotes/'));
    const hostGzip = hostScripts.reduce((n, s) => n + gzipSync(s.body, { level: 9 }).length, 0);
    const remoteEarly = scripts.some((s) => s.path.startsWith('/remotes/'));
    scripts.length = 0;
    await page.goto(`${origin}/projects`);
    await page.getByRole('table', { name: 'Projects' }).waitFor();
    const projectsRemote = scripts.filter((s) => s.path.startsWith('/remotes/projects/'));
    const remoteGzip = projectsRemote.reduce((n, s) => n + gzipSync(s.body, { level: 9 }).length, 0);
    // The analytics remote with its charts (uPlot), when a project's Analytics page opens.
    const { Projects: euProjects } = await call('GET', '/r/eu-west-1/api/v1/list/project/', token);
    const sample = euProjects.find((p) => p.name === 'Sample project') ?? euProjects[0];
    scripts.length = 0;
    await page.goto(`${origin}/projects/eu-west-1/${sample.uid}/analytics`);
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const analyticsRemote = scripts.filter((s) => s.path.startsWith('/remotes/analytics/'));
    const analyticsGzip = analyticsRemote.reduce((n, s) => n + gzipSync(s.body, { level: 9 }).length, 0);
    await page.close();

    // Navigation to a visible list of 300 projects, fresh page each time (browser cache warm after the first).
    const times = [];
    for (let run = 0; run < 7; run++) {
      const p = await context.newPage();
      const started = Date.now();
      await p.goto(`${origin}/projects`);
      await p.waitForFunction(
        () => document.querySelectorAll('table[aria-label="Projects"] tbody tr').length >= 300,
        null,
        { timeout: 60_000 },
      );
      times.push(Date.now() - started);
      await p.close();
    }
    const scroll = await assetListScroll(context, token);
    const scrub = await scrubbing({ context, origin, token });
    const drag = await stageDrag({ context, origin, token });
    const zoomScroll = await timelineZoomScroll({ context, origin, token });
    await browser.close();

    console.log('\nReelforge foundation figures');
    console.log(`  host initial JavaScript (gzip): ${kb(hostGzip)} in ${hostScripts.length} files  (goal < 150 KB)`);
    console.log(wireLine);
    console.log(`  a remote loaded before its area opened: ${remoteEarly ? 'yes' : 'no'}  (goal: no)`);
    console.log(`  projects remote when its area opens (gzip): ${kb(remoteGzip)} in ${projectsRemote.length} files`);
    console.log(
      `  analytics remote when its area opens (gzip, charts included): ${kb(analyticsGzip)} in ${analyticsRemote.length} files`,
    );
    console.log(
      `  navigation -> 300 projects over 3 regions visible: median ${median(times)} ms, first (cold) ${times[0]} ms, runs ${times.join(', ')} ms`,
    );
    console.log('\nAssets figures (console)');
    console.log(
      `  scrolling a ${scroll.count.toLocaleString('en')}-asset list: frame time p95 ${scroll.p95.toFixed(1)} ms, median ${scroll.median.toFixed(1)} ms over ${scroll.frames} frames (goal p95 < 20 ms)`,
    );
    console.log('\nMovie editor figures (console)');
    console.log(
      `  scrubbing ${scrub.frames} frames of the reference movie: request to image shown p95 ${Math.round(scrub.uncachedP95)} ms uncached (goal ≤ 250 ms), p95 ${Math.round(scrub.cachedP95)} ms cached (goal ≤ 30 ms)`,
    );
    console.log(`  ${drag.line}`);
    console.log(`  ${zoomScroll.line}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

// The platform's and the renderer's own figures, each from its package's bench script.
const tsx = path.join(root, 'infra', 'platform', 'node_modules', '.bin', 'tsx');
const benches = [
  path.join(root, 'infra', 'platform', 'bench', 'assets.bench.ts'),
  path.join(root, 'infra', 'platform', 'bench', 'batch.bench.ts'),
  path.join(root, 'infra', 'platform', 'bench', 'render-fairness.bench.ts'),
  path.join(root, 'infra', 'platform', 'bench', 'script-fairness.bench.ts'),
  path.join(root, 'infra', 'platform', 'bench', 'spreadsheet-import.bench.ts'),
  path.join(root, 'infra', 'platform', 'bench', 'userfs.bench.ts'),
  path.join(root, 'infra', 'platform', 'bench', 'project-copy.bench.ts'),
  path.join(root, 'infra', 'platform', 'bench', 'analytics.bench.ts'),
  path.join(root, 'infra', 'platform', 'bench', 'database.bench.ts'),
  path.join(root, 'infra', 'platform', 'bench', 'api-keys.bench.ts'),
  path.join(root, 'infra', 'platform', 'bench', 'scale-out.bench.ts'),
  path.join(root, 'infra', 'platform', 'bench', 'event-loop-stall.bench.ts'),
  path.join(root, 'infra', 'platform', 'bench', 'tracking.bench.ts'),
  path.join(root, 'infra', 'renderer', 'bench', 'reference.bench.ts'),
  path.join(root, 'infra', 'renderer', 'bench', 'story.bench.ts'),
];
if (!only)
  process.exitCode = benches.reduce(
    (failed, script) =>
      failed ||
      (spawnSync(tsx, [script], {
        stdio: 'inherit',
        cwd: root,
        env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      }).status ??
        1),
    0,
  );
