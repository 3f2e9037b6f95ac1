import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Store, type S3StoreServer } from '../helpers/object-stores.ts';
import {
  killStartedProcesses,
  sharedDatabase,
  startPlatformProcess,
  type PlatformProcess,
  type ProcessSettings,
} from './processes.ts';
import { startRedis, type ThrowawayRedis } from './redis.ts';

/**
 * What the processes of one test file share, as a deployment does: a data folder, a
 * database (a PostgreSQL database of its own on the platform-scale-out project, the folder's
 * SQLite file elsewhere), one Redis and, when asked, an object store (s3rver).
 */
export interface Deployment {
  /** The temporary folder holding the data folder; removed by stop(). */
  root: string;
  redis: ThrowawayRedis;
  bucket: S3StoreServer | undefined;
  /** The settings of a process of this deployment in `role`, with `extra` on top. */
  settings(role: ProcessSettings['role'], extra?: Partial<ProcessSettings>): ProcessSettings;
  /** A process of this deployment in `role`. */
  start(role: ProcessSettings['role'], extra?: Partial<ProcessSettings>): Promise<PlatformProcess>;
  /** Kills every process the test file started, then stops and removes what they shared. */
  stop(): Promise<void>;
}

export async function startDeployment(
  name: string,
  { objectStore = false, common = {} as Partial<ProcessSettings> } = {},
): Promise<Deployment> {
  const [redis, bucket] = await Promise.all([startRedis(), objectStore ? startS3Store() : undefined]);
  const database = await sharedDatabase();
  const root = await mkdtemp(path.join(tmpdir(), `reelforge-${name}-`));
  const settings = (role: ProcessSettings['role'], extra: Partial<ProcessSettings> = {}): ProcessSettings => ({
    dataDir: path.join(root, 'data'),
    consoleDir: path.join(root, 'no-console'),
    remotesDir: path.join(root, 'no-remotes'),
    redisUrl: redis.url,
    ...(bucket ? { objectStore: bucket.settings } : {}),
    ...database.settings,
    ...common,
    ...extra,
    role,
  });
  return {
    root,
    redis,
    bucket,
    settings,
    start: (role, extra) => startPlatformProcess(settings(role, extra)),
    async stop() {
      await killStartedProcesses();
      await Promise.all([redis.stop(), bucket?.close()]);
      await database.drop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
