import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error -- plain ES modules of the repository's scripts, without types.
import { start as startPostgres } from '../../../../scripts/engines/postgres.mjs';
// @ts-expect-error -- plain ES modules of the repository's scripts, without types.
import { start as startRedis } from '../../../../scripts/engines/redis.mjs';
import { bundlePlatformProcess } from '../scale-out/platform-bundle.ts';
import { createTemplateDatabase } from './postgres-databases.ts';

interface Engine {
  url: string;
  stop(): Promise<void>;
}

/**
 * What the run of the platform-scale-out project shares, made once: one PostgreSQL cluster
 * (a database per server or deployment, made from a migrated template), one Redis (a
 * logical database per test file), and the platform process bundled for the child
 * processes. Every test server of the project stores on PostgreSQL and in a bucket.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const each of stops.reverse()) await each();
  };
  try {
    const bundleDir = await mkdtemp(path.join(tmpdir(), 'reelforge-platform-bundle-'));
    stops.push(() => rm(bundleDir, { recursive: true, force: true }));
    const [cluster, redis, bundle] = await Promise.all([
      startPostgres() as Promise<Engine>,
      startRedis({ databases: 1024 }) as Promise<Engine>,
      bundlePlatformProcess(bundleDir),
    ]);
    stops.push(
      () => cluster.stop(),
      () => redis.stop(),
    );
    await createTemplateDatabase(cluster.url);
    project.provide('postgresUrl', cluster.url);
    project.provide('redisUrl', redis.url);
    project.provide('platformBundle', bundle);
    project.provide('serversScaledOut', true);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
