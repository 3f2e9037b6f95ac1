import { run } from './media.js';

/**
 * The PSNR (dB, luma and chroma averaged) of every frame of `a` against the same frame of
 * `b`, from ffmpeg's psnr filter: Infinity for identical frames. One entry per frame pair.
 */
export async function framePsnr(a: string, b: string): Promise<number[]> {
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
    .filter((line) => line.startsWith('n:'))
    .map((line) => {
      const value = /psnr_avg:(\S+)/.exec(line)?.[1] ?? 'nan';
      return value === 'inf' ? Infinity : Number(value);
    });
}
