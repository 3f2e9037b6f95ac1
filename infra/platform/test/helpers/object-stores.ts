import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { FolderObjectStore } from '../../src/objects/folder-object-store.ts';
import type { ObjectStore } from '../../src/objects/object-store.ts';
import { S3ObjectStore, type S3Settings } from '../../src/objects/s3-object-store.ts';

/** A store the behaviour tests run against, and what they may ask of its adapter. */
export interface StoreUnderTest {
  store: ObjectStore;
  /** The folder of a folder store (to check nothing was written outside it). */
  root?: string;
  /** Whether a multipart upload was made since the store was opened (S3 only). */
  multipartSeen?: () => boolean;
  /** An altered presigned URL is refused (s3rver does not check those signatures; S3 itself does). */
  checksPresignedUrls: boolean;
  close(): Promise<void>;
}

export const TEST_BUCKET = 'reelforge-objects';
/** s3rver's fixed credentials (a request signed with another access key id is refused). */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3StoreServer {
  /** What the platform takes as AppOptions.objectStore. */
  settings: Required<Omit<S3Settings, 'publicEndpoint'>>;
  /** Each request the server received so far. */
  requests: { method: string; url: string }[];
  close(): Promise<void>;
}

/**
 * s3rver with one bucket on a free port, in a child process (s3rver-process.mjs says why),
 * its files in a temporary folder removed on close.
 */
export async function startS3Store(): Promise<S3StoreServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'reelforge-s3store-'));
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url)),
      directory,
      TEST_BUCKET,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const requests: { method: string; url: string }[] = [];
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver stopped at start (exit ${code})`)));
    lines.on('line', (line) => {
      const request = /^REQ (\S+) (.*)$/.exec(line);
      if (request) requests.push({ method: request[1]!, url: request[2]! });
      else if (line.startsWith('{')) resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      forcePathStyle: true,
      ...S3RVER_CREDENTIALS,
    },
    requests,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export async function s3StoreUnderTest(): Promise<StoreUnderTest> {
  const server = await startS3Store();
  const store = await S3ObjectStore.open(server.settings);
  return {
    store,
    checksPresignedUrls: false,
    multipartSeen: () =>
      server.requests.some((request) => request.method === 'POST' && /[?&]uploads\b/.test(request.url)),
    async close() {
      await store.close();
      await server.close();
    },
  };
}

/** A folder store whose presigned URLs are answered by a plain HTTP server on a free port. */
export async function folderStoreUnderTest(): Promise<StoreUnderTest> {
  const root = await mkdtemp(path.join(tmpdir(), 'reelforge-objects-'));
  let store: FolderObjectStore | undefined;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const key = store?.verifyPresigned(url.pathname.replace(/^\/objects/, ''), url.searchParams);
    if (!key) {
      response.writeHead(403).end('The link is not valid or has expired');
      return;
    }
    store!.get(key).then(
      (body) => {
        response.writeHead(200, { 'content-type': body.contentType, 'content-length': body.size });
        return pipeline(body.stream, response);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  store = await FolderObjectStore.open(path.join(root, 'store'), {
    baseUrl: `http://127.0.0.1:${port}/objects`,
    secret: randomBytes(32),
  });
  return {
    store,
    root: path.join(root, 'store'),
    checksPresignedUrls: true,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    },
  };
}
