import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { EventEmitter } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FtpSrv } from 'ftp-srv';
import { createDeliver, type DeliverOptions } from '../../src/destinations/index.ts';

/** Servers the destination tests start on 127.0.0.1, each on a free port, each cleaning up after itself. */

/**
 * The allow-list the destination tests run with: their servers listen on loopback, which a
 * delivery may not reach otherwise (see test/security/outbound-*.test.ts for that).
 */
export const LOOPBACK_ALLOWED = ['127.0.0.1', '::1'];

/** `deliver` as the tests use it: loopback allowed, retries without long pauses. */
export function testDeliver(options: DeliverOptions = {}) {
  return createDeliver({ outboundAllow: LOOPBACK_ALLOWED, retryDelayMs: 1, ...options });
}

const require = createRequire(import.meta.url);

/** A temporary folder with a rendered-looking file of random bytes. */
export async function makeWorkDir(): Promise<{
  dir: string;
  file(name: string, size?: number): Promise<{ path: string; bytes: Buffer }>;
  remove(): Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'reelforge-destinations-'));
  return {
    dir,
    async file(name, size = 64 * 1024) {
      const bytes = randomBytes(size);
      const file = path.join(dir, name);
      await writeFile(file, bytes);
      return { path: file, bytes };
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const listen = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer | object;
}

/**
 * A plain HTTP server that records every request (with its whole body) and answers through
 * `respond`; the fake hosted services and the HTTP upload target are built on it.
 */
export async function startRecordingServer(
  respond: (request: RecordedRequest, base: string) => Answer | Promise<Answer> = () => ({ status: 201 }),
) {
  const requests: RecordedRequest[] = [];
  let base = '';
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      // The client went away before its request was whole (a worker stopped mid-upload): nothing to record or answer.
      return;
    }
    const request: RecordedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    requests.push(request);
    try {
      const answer = await respond(request, base);
      const body =
        answer.body === undefined
          ? ''
          : typeof answer.body === 'string' || Buffer.isBuffer(answer.body)
            ? answer.body
            : JSON.stringify(answer.body);
      const type =
        typeof answer.body === 'object' && !Buffer.isBuffer(answer.body) ? { 'content-type': 'application/json' } : {};
      res.writeHead(answer.status ?? 200, { ...type, ...answer.headers });
      res.end(body);
    } catch (error) {
      res.writeHead(599);
      res.end(String(error));
    }
  });
  const port = await listen(server);
  base = `http://127.0.0.1:${port}`;
  return { url: base, port, requests, close: () => closeServer(server) };
}

/** The fields and files of a multipart body, parsed the way a server would. */
export async function parseMultipart(request: RecordedRequest): Promise<FormData> {
  return new Response(request.body, {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
}

/** The error a delivery fails with; a delivery that succeeds fails the test. */
export async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the delivery to fail, and it succeeded');
}

/**
 * A listener deliveries must never reach: it counts every connection (and drops it). The
 * outbound tests point destinations at it without an allow-list and expect zero.
 */
export async function startTrap(host = '127.0.0.1') {
  let connections = 0;
  const server = createNetServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    get connections() {
      return connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A name /etc/hosts maps to 127.0.0.1 (besides localhost, which is refused by name alone). */
export function hostsFileLoopbackName(): string {
  const names = readFileSync('/etc/hosts', 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim().split(/\s+/))
    .filter(([address]) => address === '127.0.0.1')
    .flatMap(([, ...aliases]) => aliases)
    .filter((name) => name && !/(^|\.)localhost(\.|$)/i.test(name));
  return names[0] ?? 'localhost';
}

/** A port nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await closeServer(server);
  return port;
}

// --- S3: s3rver, an S3-compatible server with signature v4 checks ---------------------

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** s3rver's fixed credentials: requests signed with anything else are refused. */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(buckets: string[]) {
  const S3rver = require('s3rver') as S3rverClass;
  const directory = await mkdtemp(path.join(tmpdir(), 'reelforge-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  // s3rver keeps no ACL and answers a stub one, so the ACL header is checked as sent.
  const requests: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
  server.httpServer.on('request', (req: { method?: string; url?: string; headers: IncomingHttpHeaders }) =>
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers }),
  );
  return {
    host: `127.0.0.1:${port}`,
    requests,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

// --- FTP: ftp-srv, passive ports in a small loopback range ------------------------------

const quietLog = {
  child: () => quietLog,
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
  fatal() {},
};

/** ftp-srv on 127.0.0.1; with `tls` it offers explicit TLS (AUTH TLS), data connections included. */
export async function startFtpServer(
  users: Record<string, string>,
  { anonymous = false, tls }: { anonymous?: boolean; tls?: { key: string; cert: string } } = {},
) {
  const root = await mkdtemp(path.join(tmpdir(), 'reelforge-ftp-'));
  // Ten passive ports from a random place in a high range, so parallel test files do not meet.
  const pasvMin = 40_000 + Math.floor(Math.random() * 2_000) * 10;
  // ftp-srv hooks SIGTERM/SIGINT/SIGQUIT to exit the process; the test worker must not keep that.
  const signals = ['SIGTERM', 'SIGINT', 'SIGQUIT'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const server = new FtpSrv({
    url: 'ftp://127.0.0.1:0',
    pasv_url: '127.0.0.1',
    pasv_min: pasvMin,
    pasv_max: pasvMin + 9,
    anonymous,
    tls: tls ?? false,
    log: quietLog as never,
  });
  const commands: string[] = [];
  // 'connect' is emitted by ftp-srv but missing from its typings.
  (server as unknown as EventEmitter).on(
    'connect',
    ({ connection }: { connection: { commands: { handle(command: unknown): unknown } } }) => {
      const handle = connection.commands.handle.bind(connection.commands);
      connection.commands.handle = (command: unknown) => {
        commands.push(
          String(typeof command === 'string' ? command : ((command as { raw?: string }).raw ?? ''))
            .split(' ')[0]!
            .trim()
            .toUpperCase(),
        );
        return handle(command);
      };
    },
  );
  server.on('login', ({ username, password }, resolve, reject) => {
    if (username === 'anonymous' ? anonymous : users[username] === password) resolve({ root });
    else reject(new Error('Login incorrect.'));
  });
  await server.listen();
  const port = ((server as unknown as { server: Server }).server.address() as AddressInfo).port;
  return {
    host: `127.0.0.1:${port}`,
    root,
    commands,
    async close() {
      await server.close();
      for (const signal of signals) {
        for (const listener of process.listeners(signal))
          if (!before.get(signal)?.has(listener)) process.off(signal, listener);
      }
      await rm(root, { recursive: true, force: true });
    },
  };
}

// --- Azure Blob: Azurite (in memory), the Azure Storage emulator ------------------------

interface AzuriteServer {
  start(): Promise<void>;
  close(): Promise<void>;
  clean(): Promise<void>;
  getHttpServerAddress(): string;
}

const azuriteConstants = () =>
  require('azurite/dist/src/common/utils/constants') as { EMULATOR_ACCOUNT_NAME: string; EMULATOR_ACCOUNT_KEY: Buffer };

/** Azurite's well-known development account, as Azurite itself defines it. */
export const AZURITE_ACCOUNT = {
  account: azuriteConstants().EMULATOR_ACCOUNT_NAME,
  key: azuriteConstants().EMULATOR_ACCOUNT_KEY.toString('base64'),
};

export async function startAzurite() {
  const BlobServer = (
    require('azurite/dist/src/blob/BlobServer') as { default: new (config: unknown) => AzuriteServer }
  ).default;
  const BlobConfiguration = (
    require('azurite/dist/src/blob/BlobConfiguration') as { default: new (...args: unknown[]) => unknown }
  ).default;
  // host, port, keepAliveTimeout, metadata and extent DB paths, persistence, access log (off),
  // its stream, debug log (off), its path, loose, skipApiVersionCheck, cert, key, pwd, oauth,
  // disableProductStyleUrl, in-memory persistence.
  const config = new BlobConfiguration(
    '127.0.0.1',
    0,
    undefined,
    undefined,
    undefined,
    undefined,
    false,
    undefined,
    false,
    undefined,
    false,
    false,
    '',
    '',
    '',
    undefined,
    false,
    true,
  );
  const server = new BlobServer(config);
  await server.start();
  const url = server.getHttpServerAddress();
  return {
    url,
    /** The endpoint template for `createDeliver`: Azurite takes the account as the first path segment. */
    endpoint: `${url}/{account}`,
    async close() {
      await server.close();
      await server.clean();
    },
  };
}
