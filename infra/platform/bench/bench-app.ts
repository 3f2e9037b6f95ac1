/**
 * What every platform benchmark starts from: a temporary root removed at the end, the
 * real app on 127.0.0.1 over real HTTP, and users that each have a token and a project.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppOptions } from '../src/app.ts';
import { DEFAULT_RATE_LIMITS } from '../src/plugins/rate-limit-routes.ts';
import type { User } from '../src/accounts/user-store.ts';

export const REGION = 'eu-west-1';
export const API = `/r/${REGION}/api/v1`;

/** 100000 -> "100,000". */
export const count = (n: number) => n.toLocaleString('en-US');
/** Milliseconds as seconds: "1.23 s". */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Runs `work` with a new temporary directory, removed afterwards whatever happens. */
export async function withBenchRoot<T>(name: string, work: (root: string) => Promise<T>): Promise<T> {
  const root = await mkdtemp(path.join(tmpdir(), `reelforge-bench-${name}-`));
  try {
    return await work(root);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

export interface BenchUser {
  user: User;
  headers: Record<string, string>;
  /** The user's project in REGION. */
  prjuid: string;
  /** A request with the user's token: JSON (or raw bytes) in, JSON (or text) out; anything but 2xx throws. */
  call(method: string, url: string, body?: unknown): Promise<any>;
}

export interface BenchApp {
  app: App;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** A new user with a token and a project named `project`. */
  user(name: string, project?: string): Promise<BenchUser>;
  close(): Promise<void>;
}

/** The app with its data in `<root>/<name>`, listening on 127.0.0.1. */
export async function startBenchApp(root: string, name = 'data', options: Partial<AppOptions> = {}): Promise<BenchApp> {
  const app = buildApp({
    dataDir: path.join(root, name),
    consoleDir: path.join(root, 'console'),
    remotesDir: path.join(root, 'remotes'),
    logLevel: 'silent',
    // A bench measures the work, from one address, far faster than a person asks for it: the
    // request-rate limits (docs/rate-limits.md) are lifted unless the bench sets its own.
    rateLimits: Object.fromEntries(
      Object.keys(DEFAULT_RATE_LIMITS)
        .filter((kind) => kind !== 'windowMs')
        .map((kind) => [kind, 1_000_000_000]),
    ),
    ...options,
  });
  await app.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  return {
    app,
    origin,
    user: (username, project) => benchUser(app, origin, username, project),
    close: () => app.close(),
  };
}

async function benchUser(app: App, origin: string, username: string, projectName = 'Bench'): Promise<BenchUser> {
  const user = await app.users.create({ username, password: `${username}-password` });
  const { token } = await app.tokens.issue(user.id);
  const headers = { authorization: `istoken ${token}` };
  const project = await app.projects.create(user, REGION, projectName);
  const call = async (method: string, url: string, body?: unknown) => {
    const bytes = body instanceof Uint8Array;
    const response = await fetch(origin + url, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': bytes ? 'application/octet-stream' : 'application/json' }),
      },
      body: body === undefined ? undefined : bytes ? body : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    if (!text) return undefined;
    return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  };
  return { user, headers, prjuid: project.uid, call };
}
