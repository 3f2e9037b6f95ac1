/**
 * The renderer's figures against the bare ffmpeg command of the reference movie
 * (reference-media.ts: its inputs and that command), in one run:
 *   - render time of the reference movie, ours / bare (best of 2 each, BENCH_ROUNDS to change;
 *     goal <= 1.10; CPU time too, which other work on the machine moves less), with
 *     our encoder settings pinned to the bare command's (x264 medium crf 18, AAC 320k);
 *   - our realtime factor;
 *   - time to the first preview JPG frame (frame 120; goal < 500 ms);
 *   - time to the first playable HLS segment (goal < 1.5 s);
 *   - the movie with a sliding title and a turning image against it standing still (motion.bench.ts; goal <= 1.3);
 *   - batch rows reusing the static parts of the movie against a whole render (reuse.bench.ts).
 * It checks that both renders agree (size, frames, duration, pictures) and removes its files.
 * Run from the workspace root: infra/platform/node_modules/.bin/tsx infra/renderer/bench/reference.bench.ts
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { FfmpegRunner, renderHls, renderMovie } from '../src/index.js';
import { bareReferenceArgs, makeReferenceMedia } from './reference-media.js';
import { referenceAssets, referenceMovie } from './reference-movie.js';
import { motionBench } from './motion.bench.js';
import { reuseBench } from './reuse.bench.js';

const run = promisify(execFile);
const NAME = 'Ada';
const ENCODE = { preset: 'medium', crf: 18, audioBitrate: 320_000 };
const PREVIEW_FRAME = 120;
const COMPARED_FRAMES = [50, 140, 220]; // one in each scene, away from transitions
/** Runs of each render (best taken); BENCH_ROUNDS overrides. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 2);

const ms = (t: number) => `${Math.round(t)} ms`;
const s = (t: number) => `${(t / 1000).toFixed(2)} s`;

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/**
 * CPU seconds used by this process's finished children (Linux: /proc/self/stat cutime +
 * cstime): unlike wall time, hardly moved by other work on a shared machine.
 */
let ticksPerSecond = 100;
async function childCpu(): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const stat = await readFile('/proc/self/stat', 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
}

async function measured<T>(work: () => Promise<T>): Promise<{ wall: number; cpu: number }> {
  const cpuBefore = await childCpu();
  const wall = await timed(work);
  return { wall, cpu: (await childCpu()) - cpuBefore };
}

interface Probe {
  width: number;
  height: number;
  frames: number;
  duration: number;
}

async function probe(file: string): Promise<Probe> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-count_frames',
    '-show_entries',
    'stream=width,height,nb_read_frames:format=duration',
    '-of',
    'json',
    file,
  ]);
  const data = JSON.parse(stdout) as {
    streams: { width: number; height: number; nb_read_frames: string }[];
    format: { duration: string };
  };
  const video = data.streams[0]!;
  return {
    width: video.width,
    height: video.height,
    frames: Number(video.nb_read_frames),
    duration: Number(data.format.duration),
  };
}

/** Mean absolute difference (0-255) of frame `index` of two videos. */
async function frameDifference(a: string, b: string, index: number): Promise<number> {
  const frame = async (file: string) =>
    (
      await run(
        'ffmpeg',
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-i',
          file,
          '-vf',
          `select=eq(n\\,${index})`,
          '-frames:v',
          '1',
          '-f',
          'rawvideo',
          '-pix_fmt',
          'rgb24',
          'pipe:1',
        ],
        { encoding: 'buffer', maxBuffer: 16 << 20 },
      )
    ).stdout as unknown as Buffer;
  const [x, y] = await Promise.all([frame(a), frame(b)]);
  if (x.length !== y.length || x.length === 0) return Infinity;
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

async function main(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'reelforge-bench-renderer-'));
  try {
    const media = path.join(work, 'media');
    await makeReferenceMedia(media);
    const runner = new FfmpegRunner();
    const assets = await referenceAssets(media, runner);
    const movie = referenceMovie();
    const bareOut = path.join(work, 'bare.mp4');
    const oursOut = path.join(work, 'ours.mp4');

    ticksPerSecond = Number((await run('getconf', ['CLK_TCK']).catch(() => ({ stdout: '100' }))).stdout) || 100;
    // Alternate the two so that both see the same machine state.
    const bare: { wall: number; cpu: number }[] = [];
    const ours: { wall: number; cpu: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bare.push(await measured(() => run('ffmpeg', bareReferenceArgs(bareOut, media, NAME))));
      ours.push(
        await measured(() =>
          renderMovie({ movie, params: { name: NAME }, format: 'mp4', output: oursOut, assets, encode: ENCODE }),
        ),
      );
    }
    const bareBest = Math.min(...bare.map((r) => r.wall));
    const oursBest = Math.min(...ours.map((r) => r.wall));
    const bareCpu = Math.min(...bare.map((r) => r.cpu));
    const oursCpu = Math.min(...ours.map((r) => r.cpu));

    const [bareInfo, oursInfo] = await Promise.all([probe(bareOut), probe(oursOut)]);
    const differences = await Promise.all(COMPARED_FRAMES.map((frame) => frameDifference(oursOut, bareOut, frame)));
    const same =
      bareInfo.width === oursInfo.width &&
      bareInfo.height === oursInfo.height &&
      bareInfo.frames === oursInfo.frames &&
      Math.abs(bareInfo.duration - oursInfo.duration) < 0.05;
    const alike = differences.every((d) => d < 3);

    const previews: number[] = [];
    for (let i = 0; i < 3; i++) {
      previews.push(
        await timed(() =>
          renderMovie({
            movie,
            params: { name: NAME },
            format: 'jpg',
            frame: PREVIEW_FRAME,
            output: path.join(work, `preview-${i}.jpg`),
            assets,
          }),
        ),
      );
    }

    const controller = new AbortController();
    let hlsReady = 0;
    const hlsStart = performance.now();
    const hls = renderHls({
      movie,
      params: { name: NAME },
      dir: path.join(work, 'hls'),
      assets,
      signal: controller.signal,
    });
    await hls.ready;
    hlsReady = performance.now() - hlsStart;
    controller.abort(); // the rest of the stream is not measured
    await hls.done.catch(() => undefined);

    const ratio = oursBest / bareBest;
    console.log('Renderer: the reference movie (1280x720, 25 fps, 250 frames, x264 medium crf 18 + AAC 320k)');
    console.log(
      `  bare ffmpeg command        ${s(bareBest)}   (runs: ${bare.map((r) => s(r.wall)).join(', ')}; CPU ${bareCpu.toFixed(2)} s)`,
    );
    console.log(
      `  renderMovie                ${s(oursBest)}   (runs: ${ours.map((r) => s(r.wall)).join(', ')}; CPU ${oursCpu.toFixed(2)} s)`,
    );
    console.log(
      `  ratio ours / bare          ${ratio.toFixed(3)}   goal <= 1.10  ${ratio <= 1.1 ? 'ok' : 'MISSED'}   (CPU time ratio ${(oursCpu / bareCpu).toFixed(3)})`,
    );
    console.log(`  realtime factor            ${(10_000 / oursBest).toFixed(2)}x   (10 s of movie in ${s(oursBest)})`);
    console.log(
      `  same output                ${same ? 'yes' : 'NO'}: ${oursInfo.width}x${oursInfo.height}, ${oursInfo.frames} frames, ${oursInfo.duration.toFixed(2)} s (bare: ${bareInfo.width}x${bareInfo.height}, ${bareInfo.frames} frames, ${bareInfo.duration.toFixed(2)} s)`,
    );
    console.log(
      `  same pictures              ${alike ? 'yes' : 'NO'}: mean difference ${differences.map((d) => d.toFixed(2)).join(', ')} (of 255) at frames ${COMPARED_FRAMES.join(', ')}`,
    );
    console.log(
      `  first preview JPG (f${PREVIEW_FRAME})    ${ms(previews[0]!)} first, ${ms(Math.min(...previews))} best of ${previews.length}   goal < 500 ms  ${previews[0]! < 500 ? 'ok' : 'MISSED'}`,
    );
    console.log(`  first playable HLS segment ${ms(hlsReady)}   goal < 1.5 s  ${hlsReady < 1500 ? 'ok' : 'MISSED'}`);
    if (!same || !alike) process.exitCode = 1;
    // The same movie with motion, against it standing still (docs/motion.md).
    await motionBench(work, assets, ENCODE, ROUNDS, measured);
    // Batch rows reusing the static parts of the same movie (docs/render-reuse.md).
    if (!(await reuseBench(media))) process.exitCode = 1;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
