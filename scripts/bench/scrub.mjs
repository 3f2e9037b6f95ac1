// The scrubbing figure of pnpm bench (scripts/bench.mjs, console section): the renderer's
// reference movie (infra/renderer/bench/reference-movie.ts, its media made by
// reference-media.ts) saved into the Sample project as the movie `reference`, its media
// uploaded as the project's assets, then scrubbed in the movie editor's Design tab: the
// Playhead slider focused, ArrowRight pressed 50 times, each time waiting until the frame is
// shown (the `reelforge:frame` measure the stage records once the image is decoded, docs/
// reference.md "Frames while scrubbing"), then ArrowLeft back over the same 50 frames, which
// the stage has cached by then.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../setup.mjs';

const STEPS = 50;
const MEASURE = 'reelforge:frame';
const MOVIE = 'reference';
const REGION = 'eu-west-1';
const TYPES = { mp4: 'video/mp4', png: 'image/png', wav: 'audio/wav' };

/** The renderer's bench modules are TypeScript: loaded through the workspace's tsx. */
async function rendererBench(file) {
  const tsx = path.dirname(
    createRequire(path.join(root, 'infra', 'platform', 'package.json')).resolve('tsx/package.json'),
  );
  const { tsImport } = await import(pathToFileURL(path.join(tsx, 'dist', 'esm', 'api', 'index.mjs')).href);
  return tsImport(pathToFileURL(path.join(root, 'infra', 'renderer', 'bench', file)).href, import.meta.url);
}

async function call(origin, token, method, url, body, type) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { Authorization: `istoken ${token}`, ...(type ? { 'Content-Type': type } : {}) },
    body,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.headers.get('content-type')?.includes('json') ? response.json() : undefined;
}

/** The reference movie and its media in the Sample project; its uid. */
async function saveReference(origin, token) {
  const [{ referenceMovie, REFERENCE_ASSETS }, { makeReferenceMedia }] = await Promise.all([
    rendererBench('reference-movie.ts'),
    rendererBench('reference-media.ts'),
  ]);
  const api = `/r/${REGION}/api/v1`;
  const { Projects } = await call(origin, token, 'GET', `${api}/list/project/`);
  const project = Projects.find((p) => p.name === 'Sample project') ?? Projects[0];
  const media = mkdtempSync(path.join(tmpdir(), 'reelforge-scrub-media-'));
  try {
    await makeReferenceMedia(media);
    for (const name of REFERENCE_ASSETS) {
      const type = TYPES[name.split('.').pop()] ?? 'application/octet-stream';
      await call(
        origin,
        token,
        'PUT',
        `${api}/data/${project.uid}/${name}?replace=1`,
        readFileSync(path.join(media, name)),
        type,
      );
    }
  } finally {
    rmSync(media, { recursive: true, force: true });
  }
  const movie = JSON.stringify(referenceMovie());
  await call(origin, token, 'PUT', `${api}/sdl/${project.uid}/${MOVIE}`, movie, 'application/json');
  return project.uid;
}

/** Moves the playhead one frame (`by` +1 or -1) and waits until that frame is shown; its measure. */
async function step(page, playhead, by) {
  const wanted = Number(await playhead.getAttribute('aria-valuenow')) + by;
  const seen = await page.evaluate((name) => performance.getEntriesByName(name).length, MEASURE);
  await playhead.press(by > 0 ? 'ArrowRight' : 'ArrowLeft');
  const shown = await page.waitForFunction(
    ([name, from, frame]) =>
      performance
        .getEntriesByName(name)
        .slice(from)
        .map((entry) => ({ duration: entry.duration, ...entry.detail }))
        .find((entry) => entry.frame === frame),
    [MEASURE, seen, wanted],
    { timeout: 60_000 },
  );
  return shown.jsonValue();
}

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];

/**
 * Scrubs 50 frames of the reference movie forward, then back over them; the 95th percentile
 * of request to image shown, of the first pass (each frame asked for the first time, some
 * fetched ahead by the stage) and of the second (every frame cached).
 */
export async function scrubbing({ context, origin, token }) {
  const uid = await saveReference(origin, token);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/projects/${REGION}/${uid}/movies/${MOVIE}/design`);
    const playhead = page.getByRole('slider', { name: 'Playhead' });
    await playhead.waitFor({ timeout: 60_000 });
    const start = Number(await playhead.getAttribute('aria-valuenow'));
    // The stage shows the frame at the playhead once it opens: scrubbing starts from there.
    await page.waitForFunction(
      ([name, frame]) => performance.getEntriesByName(name).some((entry) => entry.detail?.frame === frame),
      [MEASURE, start],
      { timeout: 60_000 },
    );
    await playhead.focus();
    const forward = [];
    for (let i = 0; i < STEPS; i++) forward.push(await step(page, playhead, 1));
    const back = [];
    for (let i = 0; i < STEPS; i++) back.push(await step(page, playhead, -1));
    return {
      frames: STEPS,
      uncachedP95: p95(forward.map((shown) => shown.duration)),
      cachedP95: p95(back.map((shown) => shown.duration)),
    };
  } finally {
    await page.close();
  }
}
