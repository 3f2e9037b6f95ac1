import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ObjectStore } from '../objects/object-store.ts';
import type { ReadinessCheck } from './readiness.ts';

/** The database answers a query. */
export const databaseCheck = (db: Kysely<Database>): ReadinessCheck => ({
  name: 'database',
  async run() {
    await sql`select 1`.execute(db);
  },
});

/** The migrations the database has applied are exactly the code's (db/migrate.ts): none missing, none unknown. */
export const migrationsCheck = (db: Kysely<Database>, expected: readonly string[]): ReadinessCheck => ({
  name: 'migrations',
  async run() {
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const problem = migrationProblem(
      applied.rows.map((row) => row.name),
      expected,
    );
    if (problem) throw new Error(problem);
  },
});

/** What differs between the applied migrations and the code's, or undefined when they are the same (pure). */
export function migrationProblem(applied: readonly string[], expected: readonly string[]): string | undefined {
  const has = new Set(applied);
  const known = new Set(expected);
  const missing = expected.filter((name) => !has.has(name));
  const unknown = applied.filter((name) => !known.has(name)).sort();
  const parts = [
    ...(missing.length ? [`not applied: ${missing.join(', ')}`] : []),
    ...(unknown.length ? [`applied but unknown to this code (a newer release?): ${unknown.join(', ')}`] : []),
  ];
  return parts.length ? `The database's migrations differ from the code's: ${parts.join('; ')}` : undefined;
}

/** Redis answers PING (the queues' connection is another: this one fails at once while Redis is away). */
export const redisCheck = (redis: Redis): ReadinessCheck => ({
  name: 'redis',
  async run() {
    const answer = await redis.ping();
    if (answer !== 'PONG') throw new Error(`Redis answered ${answer} to PING`);
  },
});

/** The bucket answers (HeadBucket). */
export const bucketCheck = (reach: NonNullable<ObjectStore['reach']>): ReadinessCheck => ({
  name: 'bucket',
  run: (signal) => reach(signal),
});

/** A file can be written into the data folder (and is removed again). */
export const dataFolderCheck = (dataDir: string): ReadinessCheck => ({
  name: 'data folder',
  async run(signal) {
    const file = path.join(dataDir, `.readyz-${process.pid}`);
    try {
      await writeFile(file, 'ready\n', { signal });
    } finally {
      await rm(file, { force: true });
    }
  },
});

/** How long a good `ffmpeg -version` is trusted before it is run again. */
export const FFMPEG_CHECK_KEPT_MS = 60_000;

/** ffmpeg runs (`ffmpeg -version`); a success is kept for a minute, a failure is tried again at the next probe. */
export function ffmpegCheck(ffmpegPath: string, now: () => number = Date.now): ReadinessCheck {
  let goodUntil = 0;
  return {
    name: 'ffmpeg',
    async run(signal) {
      if (now() < goodUntil) return;
      await new Promise<void>((resolve, reject) => {
        execFile(ffmpegPath, ['-version'], { signal, maxBuffer: 1024 * 1024 }, (error, stdout) => {
          if (error) reject(new Error(`ffmpeg did not run: ${error.message}`));
          else if (!/^ffmpeg version/.test(stdout)) reject(new Error('ffmpeg -version said something else'));
          else resolve();
        });
      });
      goodUntil = now() + FFMPEG_CHECK_KEPT_MS;
    },
  };
}
