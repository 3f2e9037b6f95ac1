import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { buildApp } from '../../src/app.ts';
import type { AppOptions } from '../../src/plugins/app-options.ts';
import { startS3Store, type S3StoreServer } from '../helpers/object-stores.ts';
import { createDatabase, postgresCluster } from '../helpers/postgres-databases.ts';
import { httpClient, startTestServer, type TestServer } from '../helpers/server.ts';

/** Two hosts on one PostgreSQL database and one bucket, and a plain S3 client to look into the bucket. */
export interface TwoHosts {
  first: TestServer;
  /** An API server of its own, with its own data folder (`dataDir`, inside `root`). */
  second: TestServer;
  bucket: S3StoreServer;
  reader: S3Client;
  /** Every key of the bucket under `prefix`. */
  keysIn(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Starts two API servers, each with a data folder of its own (two hosts), on a throwaway
 * PostgreSQL cluster and an s3rver bucket; `second` options (a role) apply to the second host,
 * `both` (quotas) to both.
 */
export async function startTwoHosts(
  second: Pick<AppOptions, 'role'> = {},
  both: Pick<AppOptions, 'userfsQuotaBytes' | 'projectQuotaBytes'> = {},
): Promise<TwoHosts> {
  const [cluster, bucket] = (await Promise.all([postgresCluster(), startS3Store()])) as [
    { url: string; stop(): Promise<void> },
    S3StoreServer,
  ];
  const stops: (() => Promise<void>)[] = [() => cluster.stop(), () => bucket.close()];
  const close = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    const database = await createDatabase(cluster.url);
    stops.push(() => database.drop());
    const first = await startTestServer({ databaseUrl: database.url, objectStore: bucket.settings, ...both });
    stops.push(() => first.close());
    const dir = await mkdtemp(path.join(tmpdir(), 'reelforge-second-host-'));
    stops.push(() => rm(dir, { recursive: true, force: true }));
    const dataDir = path.join(dir, 'data');
    const none = path.join(dir, 'none');
    const app = buildApp({
      dataDir,
      consoleDir: none,
      remotesDir: none,
      logLevel: 'silent',
      databaseUrl: database.url,
      objectStore: bucket.settings,
      ...both,
      ...second,
    });
    stops.push(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const reader = new S3Client({
      endpoint: bucket.settings.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: bucket.settings,
    });
    stops.push(async () => reader.destroy());
    const keysIn = async (prefix: string) =>
      (
        (await reader.send(new ListObjectsV2Command({ Bucket: bucket.settings.bucket, Prefix: prefix }))).Contents ?? []
      ).map((entry) => entry.Key!);
    return {
      first,
      second: { ...httpClient(url), url, app, root: dir, dataDir, close: () => app.close() },
      bucket,
      reader,
      keysIn,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
