/**
 * Batch rows that reuse what does not change (docs/render-reuse.md), through the platform:
 * a 5 s 640x360 template of three scenes (a clip under a title bound to `title`, a picture
 * with a caption, a colour with a text; a crossfade and a wipe) rendered for 12 rows to the
 * product CDN by one worker, with reuse (as batch rows render) and without (the same app,
 * its renderer handed no cache), in interleaved runs (best of 2 each): the per-row time of
 * each and their ratio. Run from
 * batch.bench.ts, which `pnpm bench` runs.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import * as renderer from '@reelforge/renderer';
import type { Movie } from '@reelforge/sdl';
import { API, seconds as s, startBenchApp, type BenchApp, type BenchUser } from './bench-app.ts';

const run = promisify(execFile);
const ROWS = 12;
const ROUNDS = 2;
const BATCH = '/r/eu-west-1/render/v2/batch';

const TEMPLATE: Movie = {
  params: {
    vparams: { width: 640, height: 360, videoframerate: { num: 25, den: 1 }, videocodec: 'x264' },
    aparams: { audiocodec: 'aac', audioabr: 64000 },
  },
  scenes: [
    {
      name: 'Title',
      length: 50,
      layers: [
        { video: { asset: 'clip.mp4' } },
        { text: { text: 'Hello', size: 36, color: '#ffffff', box: '#00000080', bindings: { text: 'title' } } },
      ],
    },
    {
      name: 'Picture',
      length: 50,
      transition: { type: 'CROSSFADE', duration: 10 },
      layers: [{ image: { asset: 'logo.png' } }, { text: { text: 'A picture', size: 28, valign: 'BOTTOM' } }],
    },
    {
      name: 'Thanks',
      length: 45,
      transition: { type: 'WIPE', duration: 10 },
      layers: [{ color: { color: '#1d3557' } }, { text: { text: 'Thanks for watching', size: 32 } }],
    },
  ],
  variables: [{ key: 'title', valuetype: 'string', value: 'Hello', defaultvalue: 'Hello' }],
};

/** An app whose renderer reuses static parts (as batch rows render) or not (the same renderer, handed no cache), with the template. */
async function openApp(
  root: string,
  media: { clip: Buffer; logo: Buffer },
  reuse: boolean,
): Promise<{ bench: BenchApp; user: BenchUser }> {
  const engine = reuse
    ? {}
    : {
        renderEngine: {
          renderMovie: ({ reuse: _cache, ...request }: renderer.RenderRequest) => renderer.renderMovie(request),
        },
      };
  const bench = await startBenchApp(root, reuse ? 'reuse' : 'whole', { batchConcurrency: 1, ...engine });
  const user = await bench.user('bench');
  await user.call('PUT', `${API}/data/${user.prjuid}/clip.mp4`, new Uint8Array(media.clip));
  await user.call('PUT', `${API}/data/${user.prjuid}/logo.png`, new Uint8Array(media.logo));
  await user.call('PUT', `${API}/sdl/${user.prjuid}/template`, TEMPLATE);
  await user.call('PUT', `${API}/appdata/${user.prjuid}/jobs.json`, [
    { id: 'job-bench-reuse01', name: 'Reuse', movie: 'template', format: 'mp4', destination: { type: 'cdn' } },
  ]);
  return { bench, user };
}

/** The per-row time of a 12-row run (a new run: with reuse, its first row makes the run's cache). */
async function perRow({ bench, user }: { bench: BenchApp; user: BenchUser }, runid: string): Promise<number> {
  const tasks = Array.from({ length: ROWS }, (_, i) => ({
    record: i,
    key: String(i + 1),
    params: { title: `Row ${i + 1}` },
    filename: `row-${i + 1}.mp4`,
  }));
  const { Id: queue } = await user.call('POST', `${BATCH}/eu-west-1/default`, { limit: ROWS });
  await user.call('PUT', `${BATCH}/eu-west-1/default/${queue}`, {
    jobid: 'job-bench-reuse01',
    runid,
    region: 'eu-west-1',
    projectid: user.prjuid,
    tasks,
  });
  const started = performance.now();
  await user.call('POST', `${BATCH}/eu-west-1/default/${queue}/run`);
  const scope = { ownerId: user.user.id, region: 'eu-west-1' };
  for (;;) {
    const status = await bench.app.batch.status(scope, queue);
    if (status.state === 'done') {
      if (status.done !== ROWS) throw new Error(`${status.failed} rows failed`);
      return (performance.now() - started) / ROWS;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Prints the per-row times with and without reuse (media made in `root`). */
export async function reuseFigures(root: string): Promise<void> {
  const dir = path.join(root, 'reuse-media');
  await run('mkdir', ['-p', dir]);
  await run('ffmpeg', [
    '-hide_banner',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=s=640x360:r=25:d=3',
    '-f',
    'lavfi',
    '-i',
    'sine=f=440:d=3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    path.join(dir, 'clip.mp4'),
  ]);
  await run('ffmpeg', [
    '-hide_banner',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=s=640x360',
    '-frames:v',
    '1',
    path.join(dir, 'logo.png'),
  ]);
  const media = { clip: await readFile(path.join(dir, 'clip.mp4')), logo: await readFile(path.join(dir, 'logo.png')) };
  const whole = await openApp(root, media, false);
  const reuse = await openApp(root, media, true);
  const times = { whole: [] as number[], reuse: [] as number[] };
  try {
    // Interleaved rounds, best of each: other work on the machine only ever adds time.
    for (let round = 0; round < ROUNDS; round++) {
      times.whole.push(await perRow(whole, `run-bench-whole-${round}`));
      times.reuse.push(await perRow(reuse, `run-bench-reuse-${round}`));
    }
  } finally {
    await whole.bench.close();
    await reuse.bench.close();
  }
  const without = Math.min(...times.whole);
  const reused = Math.min(...times.reuse);
  console.log(
    `  per-row time, ${ROWS} rows of a 5 s 640x360 three-scene template (title varying), 1 worker: with reuse ${s(reused)}, without ${s(without)}: ${(reused / without).toFixed(2)}x (best of ${ROUNDS} interleaved runs each; docs/render-reuse.md)`,
  );
}
