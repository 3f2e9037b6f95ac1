/**
 * Batch rows that reuse what does not change (docs/render-reuse.md), on the reference movie
 * with its one variable text (`name`), at the renderer's own encoder settings (those of a
 * batch row):
 *   - a single whole render: the median of WHOLES renders spread among the rows, so that
 *     both figures meet the same moments of a shared machine;
 *   - the per-row time of a 100-row batch with reuse, one row after another: the first row
 *     makes the static segment and the sound, the others render only scene 1 and its
 *     crossfade. Rows measured: BENCH_REUSE_ROWS (default 10); for fewer than 100 the
 *     100-row figure is extrapolated (the first row, then 99 at the median of the others)
 *     and the output says so;
 *   - the ratio per row / whole (goal <= 0.6), in wall time and in CPU time, medians against
 *     medians (the means are printed beside them);
 *   - 10 rows two at a time (as the worker pool runs them on 2 cores), with reuse and
 *     without, per row;
 *   - the pixel check: a row from segments against the same row rendered whole, every frame
 *     (ffmpeg's psnr filter), with the frame counts and durations.
 * Run alone (infra/platform/node_modules/.bin/tsx infra/renderer/bench/reuse.bench.ts) or
 * from reference.bench.ts, which `pnpm bench` runs.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { FfmpegRunner, renderMovie, SegmentCache } from '../src/index.js';
import { makeReferenceMedia } from './reference-media.js';
import { referenceAssets, referenceMovie } from './reference-movie.js';

const run = promisify(execFile);
const ROWS = Math.max(2, Math.min(100, Number(process.env.BENCH_REUSE_ROWS) || 10));
const BATCH = 100;
/** Whole renders measured: before the rows, then spread among them. */
const WHOLES = 4;
/** Rows rendered two at a time, with reuse and without. */
const POOLED = 10;
const NAMES = ['Ada', 'Grace', 'Linus', 'Ken', 'Barbara', 'Edsger', 'Margaret', 'Alan', 'Frances', 'Dennis'];
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

let ticks = 100;
/** CPU seconds of this process's finished children (ffmpeg, ffprobe). */
async function childCpu(): Promise<number> {
  const stat = await readFile('/proc/self/stat', 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / ticks;
}
interface Measure {
  wall: number;
  cpu: number;
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

async function measured(work: () => Promise<unknown>): Promise<Measure> {
  const cpu = await childCpu();
  const start = performance.now();
  await work();
  return { wall: performance.now() - start, cpu: (await childCpu()) - cpu };
}

async function psnrs(a: string, b: string): Promise<number[]> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      a,
      '-i',
      b,
      '-lavfi',
      '[0:v][1:v]psnr=stats_file=-',
      '-f',
      'null',
      '-',
    ],
    { maxBuffer: 16 << 20 },
  );
  return stdout
    .split('\n')
    .filter((l) => l.startsWith('n:'))
    .map((l) => {
      const v = /psnr_avg:(\S+)/.exec(l)?.[1] ?? 'nan';
      return v === 'inf' ? Infinity : Number(v);
    });
}
async function facts(file: string): Promise<{ frames: number; duration: number; audio: boolean }> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-count_packets',
    '-show_entries',
    'stream=codec_type,nb_read_packets:format=duration',
    '-of',
    'json',
    file,
  ]);
  const data = JSON.parse(stdout) as {
    streams: { codec_type: string; nb_read_packets: string }[];
    format: { duration: string };
  };
  const video = data.streams.find((x) => x.codec_type === 'video');
  return {
    frames: Number(video?.nb_read_packets ?? 0),
    duration: Number(data.format.duration),
    audio: data.streams.some((x) => x.codec_type === 'audio'),
  };
}

/** The figures, from the reference media in `media` (made by makeReferenceMedia, reference-media.ts). Returns false if the pixel check failed. */
export async function reuseBench(media: string): Promise<boolean> {
  ticks = Number((await run('getconf', ['CLK_TCK']).catch(() => ({ stdout: '100' }))).stdout) || 100;
  const runner = new FfmpegRunner();
  const assets = await referenceAssets(media, runner);
  const movie = referenceMovie();
  const work = await mkdtemp(path.join(tmpdir(), 'reelforge-bench-reuse-'));
  const cache = await SegmentCache.create({ parent: work });
  try {
    const whole = (name: string, output: string) =>
      renderMovie({ movie, params: { name }, format: 'mp4', output, assets, runner });
    const row = (name: string, output: string) =>
      renderMovie({
        movie,
        params: { name },
        format: 'mp4',
        output,
        assets,
        runner,
        reuse: { cache, varying: ['name'] },
      });
    const wholes: Measure[] = [];
    const rows: Measure[] = [];
    // A whole render before the first row, then one after each of the next WHOLES - 1 equal shares of the rows.
    const wholeAfter = new Set(
      Array.from({ length: WHOLES - 1 }, (_, k) => Math.round(((k + 1) * ROWS) / (WHOLES - 1)) - 1),
    );
    wholes.push(await measured(() => whole('Ada', path.join(work, 'whole.mp4'))));
    for (let i = 0; i < ROWS; i++) {
      rows.push(await measured(() => row(NAMES[i % NAMES.length]!, path.join(work, i === 0 ? 'row.mp4' : 'next.mp4'))));
      if (wholeAfter.has(i)) wholes.push(await measured(() => whole('Ada', path.join(work, 'whole-2.mp4'))));
    }
    const [first, ...others] = rows as [Measure, ...Measure[]];
    const single = { wall: median(wholes.map((r) => r.wall)), cpu: median(wholes.map((r) => r.cpu)) };
    const perRow = (pick: (r: Measure) => number, typical = median) =>
      (pick(first) + (BATCH - 1) * typical(others.map(pick))) / BATCH;
    const wall = perRow((r) => r.wall);
    const cpu = perRow((r) => r.cpu);
    const ratio = wall / single.wall;
    const meanRatio = perRow((r) => r.wall, mean) / mean(wholes.map((r) => r.wall));

    // Two at a time, as the worker pool runs rows on 2 cores: a fresh cache, the first rows included.
    const pool = async (render: (name: string, output: string) => Promise<unknown>): Promise<number> => {
      let next = 0;
      const started = performance.now();
      const worker = async (w: number) => {
        for (let i = next++; i < POOLED; i = next++)
          await render(NAMES[i % NAMES.length]!, path.join(work, `pool-${w}.mp4`));
      };
      await Promise.all([worker(0), worker(1)]);
      return (performance.now() - started) / POOLED;
    };
    const pooledWhole = await pool(whole);
    const pooledCache = await SegmentCache.create({ parent: work });
    const pooledReuse = await pool((name, output) =>
      renderMovie({
        movie,
        params: { name },
        format: 'mp4',
        output,
        assets,
        runner,
        reuse: { cache: pooledCache, varying: ['name'] },
      }),
    );

    const [a, b] = await Promise.all([facts(path.join(work, 'row.mp4')), facts(path.join(work, 'whole.mp4'))]);
    const frames = await psnrs(path.join(work, 'row.mp4'), path.join(work, 'whole.mp4'));
    const worst = Math.min(...frames);
    const identical = frames.filter((p) => p === Infinity).length;
    const same =
      a.frames === b.frames &&
      a.frames === 250 &&
      Math.abs(a.duration - b.duration) < 0.05 &&
      a.audio &&
      frames.length === 250;
    const alike = worst >= 40;

    const extrapolated =
      ROWS < BATCH
        ? `extrapolated from ${ROWS} rows measured: the first, then ${BATCH - 1} at the median of the other ${ROWS - 1}`
        : `${BATCH} rows measured`;
    console.log(
      `Renderer: batch rows reusing the static parts (the reference movie, name varying; x264 veryfast as batch rows render)`,
    );
    console.log(
      `  single whole render         ${s(single.wall)} median   (runs: ${wholes.map((r) => s(r.wall)).join(', ')}; CPU ${single.cpu.toFixed(2)} s)`,
    );
    console.log(`  first row (makes the cache) ${s(first.wall)}   (CPU ${first.cpu.toFixed(2)} s)`);
    console.log(
      `  next rows                   ${s(median(others.map((r) => r.wall)))} median   (min ${s(Math.min(...others.map((r) => r.wall)))}, mean ${s(mean(others.map((r) => r.wall)))}; CPU ${median(others.map((r) => r.cpu)).toFixed(2)} s)`,
    );
    console.log(`  per row, ${BATCH}-row batch       ${s(wall)}   (${extrapolated}; CPU ${cpu.toFixed(2)} s)`);
    console.log(
      `  ratio per row / whole       ${ratio.toFixed(3)}   goal <= 0.6  ${ratio <= 0.6 ? 'ok' : 'MISSED'}   (CPU time ratio ${(cpu / single.cpu).toFixed(3)}; means against means ${meanRatio.toFixed(3)})`,
    );
    console.log(
      `  2 rows at a time, ${POOLED} rows   with reuse ${s(pooledReuse)} per row, without ${s(pooledWhole)}: ${(pooledReuse / pooledWhole).toFixed(3)}x   (the first rows, which make the cache, included)`,
    );
    console.log(
      `  pixel check                 ${same && alike ? 'ok' : 'FAILED'}: every frame of a row from segments vs the same row whole: PSNR >= ${worst === Infinity ? 'inf' : worst.toFixed(1)} dB (goal >= 40; ${identical} of ${frames.length} frames identical); ${a.frames} vs ${b.frames} frames, ${a.duration.toFixed(2)} vs ${b.duration.toFixed(2)} s, sound ${a.audio ? 'present' : 'MISSING'}`,
    );
    return same && alike;
  } finally {
    await cache.dispose();
    await rm(work, { recursive: true, force: true });
  }
}

// Run alone: make the media, print the figures.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const media = await mkdtemp(path.join(tmpdir(), 'reelforge-bench-reuse-media-'));
  try {
    await makeReferenceMedia(media);
    if (!(await reuseBench(media))) process.exitCode = 1;
  } finally {
    await rm(media, { recursive: true, force: true });
  }
}
