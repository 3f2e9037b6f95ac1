/**
 * Motion's cost (docs/motion.md): the reference movie with its title sliding in and its
 * still image turning, against the same movie standing still, at the reference bench's
 * encoder settings. Run by reference.bench.ts with its media; goal <= 1.3x the time.
 */
import path from 'node:path';
import type { Movie } from '@reelforge/sdl';
import { type AssetResolver, renderMovie } from '../src/index.js';
import { referenceMovie } from './reference-movie.js';

export const MOTION_GOAL = 1.3;

/** The reference movie, moving: the title slides in from the left over its first second; the still turns 8°. */
export function motionMovie(): Movie {
  const movie = referenceMovie();
  const [hello, still] = movie.scenes!;
  const title = hello!.layers![1]!;
  title.keyframes = [{ x: -1280 }, { frame: 25, x: 0, easing: 'EASE_OUT' }];
  const image = still!.layers![0]!;
  image.keyframes = [{ rotation: 0 }, { frame: 86, rotation: 8, easing: 'EASE_IN_OUT' }];
  return movie;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A render's wall time (ms) and its ffmpeg's CPU time (s), as reference.bench.ts measures them. */
export type Measure = (work: () => Promise<unknown>) => Promise<{ wall: number; cpu: number }>;

/**
 * Prints the figure; false when the goal is missed. The goal is judged on CPU time, which
 * other work on a shared machine moves less than wall time; both are printed.
 */
export async function motionBench(
  work: string,
  assets: AssetResolver,
  encode: { preset: string; crf: number; audioBitrate: number },
  rounds: number,
  measure: Measure,
): Promise<boolean> {
  const render = (movie: Movie, name: string) =>
    measure(() =>
      renderMovie({ movie, params: { name: 'Ada' }, format: 'mp4', output: path.join(work, name), assets, encode }),
    );
  const still: { wall: number; cpu: number }[] = [];
  const moving: { wall: number; cpu: number }[] = [];
  // Alternated, so that both see the same machine.
  for (let round = 0; round < rounds; round++) {
    still.push(await render(referenceMovie(), 'still.mp4'));
    moving.push(await render(motionMovie(), 'moving.mp4'));
  }
  const best = (runs: { wall: number; cpu: number }[], of: 'wall' | 'cpu') => Math.min(...runs.map((r) => r[of]));
  const [a, b] = [best(moving, 'wall'), best(still, 'wall')];
  const cpu = best(moving, 'cpu') / best(still, 'cpu');
  console.log(
    `  motion: the reference movie with a sliding title and a rotating image ${s(a)} against ${s(b)} still ` +
      `(${(a / b).toFixed(2)}×, goal ≤ ${MOTION_GOAL}×; CPU ${best(moving, 'cpu').toFixed(2)} s against ` +
      `${best(still, 'cpu').toFixed(2)} s, ${cpu.toFixed(2)}×) ${cpu <= MOTION_GOAL ? 'ok' : 'MISSED'}`,
  );
  return cpu <= MOTION_GOAL;
}
