import { availableParallelism } from 'node:os';

/**
 * The test workers of every vitest project (projects sharing a run must agree). Vitest's
 * default leaves a core free: one worker on a 2-core machine. Most test time is spent
 * waiting on servers, ffmpeg and child processes, so every core gets a worker.
 * TEST_WORKERS sets another count.
 */
export const TEST_WORKERS = Number(process.env.TEST_WORKERS) || Math.max(2, availableParallelism());
