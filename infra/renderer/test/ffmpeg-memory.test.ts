import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FFMPEG_MEMORY_LIMIT_BYTES, FfmpegRunner } from '../src/index.js';
import { spawnLine } from '../src/ffmpeg-process.js';
import { ffmpegFailure } from './helpers/ffmpeg-failure.js';

const MiB = 1024 ** 2;
/** ffmpeg itself maps about 270 MB of libraries: 450 MiB leaves room for a small frame only. */
const TIGHT = 450 * MiB;
/** One 16000 x 16000 RGBA frame: a gigabyte, the size of a decompression bomb's picture. */
const HUGE = {
  graph: 'color=c=red:s=16x16:d=0.04,scale=16000:16000,format=rgba[v]',
  outputArgs: ['-map', '[v]', '-frames:v', '1', '-f', 'null'],
  output: '-',
};
const SMALL = { graph: 'color=c=red:s=160x90:d=0.04[v]', outputArgs: ['-map', '[v]', '-frames:v', '1'] };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reelforge-ffmpeg-memory-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the memory limit of every ffmpeg and ffprobe run', () => {
  it('runs the tool under prlimit with the limit, and plainly without one', () => {
    expect(spawnLine({ command: 'ffmpeg', args: ['-i', 'x'], memoryLimitBytes: 4 * 1024 ** 3 })).toEqual({
      command: 'prlimit',
      args: ['--as=4294967296', '--', 'ffmpeg', '-i', 'x'],
    });
    expect(spawnLine({ command: 'ffmpeg', args: ['-i', 'x'], memoryLimitBytes: 0 })).toEqual({
      command: 'ffmpeg',
      args: ['-i', 'x'],
    });
    expect(new FfmpegRunner().memoryLimitBytes).toBe(DEFAULT_FFMPEG_MEMORY_LIMIT_BYTES);
  });

  it('stops a run that needs more than the limit with a memory-limit error naming it', async () => {
    const runner = new FfmpegRunner({ memoryLimitBytes: TIGHT });
    const error = await ffmpegFailure(runner.ffmpeg(HUGE));
    expect(error.failure).toBe('memory-limit');
    expect(error.message).toBe('ffmpeg failed: it needed more memory than the limit of 450 MiB');
  });

  it('refuses a limit too small for ffmpeg to start as the same error, ffprobe included', async () => {
    const runner = new FfmpegRunner({ memoryLimitBytes: 64 * MiB });
    const output = path.join(dir, 'never.png');
    expect((await ffmpegFailure(runner.ffmpeg({ ...SMALL, output }))).failure).toBe('memory-limit');
    expect((await ffmpegFailure(runner.probe(process.execPath))).failure).toBe('memory-limit');
    await expect(stat(output)).rejects.toThrow();
  });

  it('lets a normal run and probe through under a tight limit', async () => {
    const runner = new FfmpegRunner({ memoryLimitBytes: TIGHT });
    const output = path.join(dir, 'small.png');
    await runner.ffmpeg({ ...SMALL, output });
    expect((await stat(output)).size).toBeGreaterThan(0);
    const probe = await runner.probe(output);
    expect(probe.streams?.[0]).toMatchObject({ width: 160, height: 90 });
  });
});
