import { rmSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../../src/app.ts';
import { DATABASE_FILE, openDatabase } from '../../src/db/database.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { startS3Store } from './object-stores.ts';
import { TEST_PASSWORD_COST } from './test-password-cost.ts';
import { createDatabase } from './postgres-databases.ts';

export interface TestServerOptions extends Partial<AppOptions> {
  /** Add routes or hooks before the server starts (e.g. a route that fails). */
  configure?: (app: App) => void;
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined if it was not JSON. */
  json: any;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  /** Sent as JSON unless it is already a string (then sent as is, as JSON content). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  app: App;
  root: string;
  dataDir: string;
  request(path: string, options?: RequestOptions): Promise<Reply>;
  /** Signs in and returns the token. */
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** Accounts every test server has: the password equals the username. */
export const ACCOUNTS = {
  demo: { username: 'demo', password: 'demo', isAdmin: false },
  other: { username: 'other', password: 'other', isAdmin: false },
  admin: { username: 'admin', password: 'admin', isAdmin: true },
} as const;

/** The test accounts' passwords hashed at the low test cost, once per test process. */
let accountHashes: Promise<Record<string, string>> | undefined;
const testAccountHashes = () =>
  (accountHashes ??= Promise.all(
    Object.values(ACCOUNTS).map(
      async ({ username, password }) => [username, await hashPassword(password, TEST_PASSWORD_COST)] as const,
    ),
  ).then(Object.fromEntries));

/**
 * An empty SQLite database with every migration applied, made once per test process: each
 * server's data folder starts from a copy, so its start finds nothing to migrate.
 */
let template: Promise<string> | undefined;
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'reelforge-db-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, DATABASE_FILE);
    // Closing empties the WAL into the file: the file alone is the database.
    await (await openDatabase(file)).destroy();
    return file;
  })();
  return template;
}

/** The real app over real HTTP on 127.0.0.1, with its own temporary data dir. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { configure, ...appOptions } = options;
  const root = await mkdtemp(path.join(tmpdir(), 'reelforge-platform-'));
  const dataDir = path.join(root, 'data');
  // On the platform-scale-out project (vitest.scale-out.config.ts) a server stores as a
  // scaled-out deployment does: a fresh database of its own on the run's PostgreSQL, dropped
  // on close, and the blobs in a bucket of an s3rver of its own.
  const scaledOut = inject('serversScaledOut') === true;
  const clusterUrl = inject('postgresUrl');
  const database = scaledOut && clusterUrl && !appOptions.databaseUrl ? await createDatabase(clusterUrl) : undefined;
  const bucket = scaledOut && !appOptions.objectStore ? await startS3Store() : undefined;
  if (!database && !appOptions.databaseUrl && !appOptions.dataDir) {
    await mkdir(dataDir, { recursive: true });
    await copyFile(await migratedTemplate(), path.join(dataDir, DATABASE_FILE));
  }
  const app = buildApp({
    dataDir,
    consoleDir: path.join(root, 'console-not-built'),
    remotesDir: path.join(root, 'no-remotes'),
    logLevel: 'silent',
    ...(database ? { databaseUrl: database.url } : {}),
    ...(bucket ? { objectStore: bucket.settings } : {}),
    ...appOptions,
  });
  configure?.(app);
  await app.ready();
  // One after another, so every server gives the same account the same id (on PostgreSQL,
  // inserts at once on several connections take ids in any order).
  const hashes = await testAccountHashes();
  for (const account of Object.values(ACCOUNTS))
    await app.users.create({ ...account, passwordHash: hashes[account.username] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const url = `http://127.0.0.1:${address.port}`;

  const { request, login } = httpClient(url);

  return {
    url,
    app,
    root,
    dataDir,
    request,
    login,
    close: async () => {
      await app.close();
      await bucket?.close();
      await database?.drop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Requests and sign-in against a platform at `url` (a test server, or a process of its own). */
export function httpClient(url: string): Pick<TestServer, 'request' | 'login'> {
  const request = async (
    pathname: string,
    { method = 'GET', token, body, headers = {} }: RequestOptions = {},
  ): Promise<Reply> => {
    const allHeaders: Record<string, string> = { ...headers };
    if (token) allHeaders.authorization = `istoken ${token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      allHeaders['content-type'] ??= 'application/json';
    }
    const response = await fetch(url + pathname, { method, headers: allHeaders, body: payload });
    const text = await response.text();
    // Parsed only when the server says it is JSON: a client like the console's does the same.
    let json: unknown;
    if (/json/.test(response.headers.get('content-type') ?? '')) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, headers: response.headers, text, json };
  };

  const login = async (username: string, password = username) => {
    const reply = await request('/accounts/auth/login', {
      method: 'POST',
      body: { Username: username, Password: password },
    });
    if (reply.status !== 200) throw new Error(`login ${username}: ${reply.status} ${reply.text}`);
    return reply.json.Token as string;
  };
  return { request, login };
}
