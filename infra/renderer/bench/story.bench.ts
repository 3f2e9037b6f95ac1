/**
 * A story's export time against one bare ffmpeg command producing the same output: a
 * 10-scene story (640x360, 25 fps, 2 s clips, a transition into every scene but the first,
 * one of each kind and push direction, a background sound), rendered by renderStory and by
 * a hand-written filter graph of the same inputs (trim, xfade, the same sound), both with
 * x264 veryfast crf 23 with a keyframe every 45 frames (the hint) and AAC 128k. Best of 2 each (BENCH_ROUNDS to change); goal <= 1.10.
 * It checks that both outputs have the same size, frames and duration, and removes its files.
 * Run from the workspace root: infra/platform/node_modules/.bin/tsx infra/renderer/bench/story.bench.ts
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { assetTypeOf, type Story, type StoryScene } from '@reelforge/model';
import { renderStory, type AssetResolver } from '../src/index.js';

const run = promisify(execFile);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 2);
const SCENES = 10;
const CLIP = 50;
const T = 12;
/** xfade of each transition into scenes 2–10, and the story's transition giving it. */
const JOINS: { story: Partial<StoryScene>; xfade: string }[] = [
  { story: { transition: 'crossfade' }, xfade: 'fade' },
  { story: { transition: 'fade' }, xfade: 'fadeblack' },
  { story: { transition: 'fade', tcolor: '#ffffff' }, xfade: 'fadewhite' },
  { story: { transition: 'wipe', tdir: 2 }, xfade: 'wipeleft' },
  { story: { transition: 'wipeout', tdir: 4 }, xfade: 'smoothright' },
  { story: { transition: 'push', tdir: 1 }, xfade: 'slidedown' },
  { story: { transition: 'push', tdir: 2 }, xfade: 'slideleft' },
  { story: { transition: 'push', tdir: 3 }, xfade: 'slideup' },
  { story: { transition: 'push', tdir: 4 }, xfade: 'slideright' },
];
const ENCODE = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '23',
  '-g',
  '45',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  '-b:a',
  '128000',
  '-ar',
  '44100',
  '-ac',
  '2',
];

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function probe(file: string): Promise<string> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-count_frames',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height,nb_read_frames',
    '-of',
    'csv=p=0',
    file,
  ]);
  return stdout.trim();
}

async function main(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'reelforge-bench-story-'));
  try {
    const clips = Array.from({ length: SCENES }, (_, i) => `clip${i}.mp4`);
    await Promise.all([
      ...clips.map((name, i) =>
        run('ffmpeg', [
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          '-f',
          'lavfi',
          '-i',
          `testsrc2=size=640x360:rate=25:duration=2,hue=h=${i * 36}`,
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-pix_fmt',
          'yuv420p',
          path.join(work, name),
        ]),
      ),
      run('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:sample_rate=44100:duration=20',
        '-ac',
        '2',
        path.join(work, 'music.wav'),
      ]),
    ]);
    // Streams and lengths known beforehand, as the platform records them at upload.
    const known = new Map(
      await Promise.all(
        [...clips, 'music.wav'].map(async (name) => {
          const { stdout } = await run('ffprobe', [
            '-v',
            'error',
            '-show_entries',
            'format=duration',
            '-of',
            'csv=p=0',
            path.join(work, name),
          ]);
          return [name, Number(stdout.trim())] as const;
        }),
      ),
    );
    const assets: AssetResolver = {
      asset: async (name) => ({
        file: path.join(work, name),
        type: assetTypeOf(name),
        streams: { video: name.endsWith('.mp4'), audio: name.endsWith('.wav') },
        duration: known.get(name),
      }),
      datasource: async () => undefined,
      tracking: async () => undefined,
    };
    const story: Story = {
      name: 'Bench',
      size: '640x360',
      fps: '25/1',
      bgsound: { type: 'asset', asset: 'music.wav' },
      scenes: clips.map((video, i) => ({
        type: 'static',
        src: 'videos',
        video,
        duration: 'video',
        ...(i > 0 ? { ...JOINS[i - 1]!.story, tdur: T } : {}),
      })),
    };
    const frames = SCENES * CLIP - (SCENES - 1) * T;
    const seconds = frames / 25;

    // The bare command: the same clips, trimmed and joined by xfade, the sound trimmed to the story.
    const chains = clips.map((_, i) => `[${i}:v]trim=end_frame=${CLIP},setpts=PTS-STARTPTS[v${i}]`);
    let last = 'v0';
    JOINS.forEach((join, i) => {
      const offset = ((i + 1) * (CLIP - T)) / 25;
      chains.push(`[${last}][v${i + 1}]xfade=transition=${join.xfade}:duration=${T / 25}:offset=${offset}[j${i + 1}]`);
      last = `j${i + 1}`;
    });
    chains.push(`[${SCENES}:a]atrim=end=${seconds},asoftclip=type=tanh[a]`);
    const bareArgs = (out: string) => [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...clips.flatMap((c) => ['-i', path.join(work, c)]),
      '-i',
      path.join(work, 'music.wav'),
      '-filter_complex',
      chains.join(';'),
      '-map',
      `[${last}]`,
      '-map',
      '[a]',
      ...ENCODE,
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      out,
    ];

    const bare: number[] = [];
    const ours: number[] = [];
    const bareOut = path.join(work, 'bare.mp4');
    const oursOut = path.join(work, 'ours.mp4');
    for (let round = 0; round < ROUNDS; round++) {
      bare.push(await timed(() => run('ffmpeg', bareArgs(bareOut))));
      ours.push(
        await timed(() =>
          renderStory({
            story,
            format: 'mp4',
            output: oursOut,
            assets,
            encode: { preset: 'veryfast', crf: 23, audioBitrate: 128_000 },
          }),
        ),
      );
    }
    const [bareInfo, oursInfo] = await Promise.all([probe(bareOut), probe(oursOut)]);
    const ratio = Math.min(...ours) / Math.min(...bare);
    const same = bareInfo === oursInfo && oursInfo === `640,360,${frames}`;
    const secs = (t: number) => `${(t / 1000).toFixed(2)} s`;
    console.log(
      `Renderer: a ${SCENES}-scene story with ${SCENES - 1} transitions and a background sound (640x360, 25 fps, ${frames} frames, x264 veryfast crf 23 + AAC 128k)`,
    );
    console.log(`  bare ffmpeg command        ${secs(Math.min(...bare))}   (runs: ${bare.map(secs).join(', ')})`);
    console.log(`  renderStory                ${secs(Math.min(...ours))}   (runs: ${ours.map(secs).join(', ')})`);
    console.log(`  ratio ours / bare          ${ratio.toFixed(3)}   goal <= 1.10  ${ratio <= 1.1 ? 'ok' : 'MISSED'}`);
    console.log(`  same output                ${same ? 'yes' : 'NO'}: ${oursInfo} (bare: ${bareInfo})`);
    if (!same) process.exitCode = 1;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
