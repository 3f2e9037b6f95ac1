import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { redactUrl } from '../../src/db/dialect.ts';
import { readConnection } from '../../src/db/postgres.ts';
import { postgresCluster } from '../helpers/postgres-databases.ts';

const SECRET = 'n0t-the-Pa55word';
let cluster: { url: string; stop: () => Promise<void> };
let root: string;

beforeAll(async () => {
  cluster = await postgresCluster();
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-pg-connect-'));
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
  await rm(root, { recursive: true, force: true });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startError(databaseUrl: string): Promise<string> {
  const app = buildApp({
    dataDir: path.join(root, 'data'),
    consoleDir: root,
    remotesDir: root,
    logLevel: 'silent',
    databaseUrl,
  });
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    return (error as Error).message;
  }
  await app.close();
  throw new Error('the platform started');
}

describe('a database URL that does not lead to a database', () => {
  it('stops the start with one line naming the server, without the password: nothing listening', async () => {
    const port = await closedPort();
    const message = await startError(`postgres://reelforge:${SECRET}@127.0.0.1:${port}/platform`);
    expect(message).toMatch(
      new RegExp(
        `^Could not connect to PostgreSQL at postgres://reelforge:\\*\\*\\*@127\\.0\\.0\\.1:${port}/platform: .*ECONNREFUSED`,
      ),
    );
    expect(message).not.toContain(SECRET);
    expect(message).not.toContain('\n');
  });

  it('a wrong password, or a database that does not exist', async () => {
    const wrong = new URL(cluster.url);
    wrong.password = SECRET;
    const refused = await startError(wrong.toString());
    expect(refused).toMatch(/password authentication failed/);
    expect(refused).not.toContain(SECRET);
    const missing = new URL(cluster.url);
    missing.pathname = '/no_such_database';
    expect(await startError(missing.toString())).toMatch(/database "no_such_database" does not exist/);
  });

  it('through the command: exits with that one line on stderr', () => {
    const main = path.resolve(import.meta.dirname, '../../src/main.ts');
    const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
    const result = spawnSync(tsx, [main], {
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: path.join(root, 'cli'),
        PORT: '0',
        DATABASE_URL: `postgresql://admin:${SECRET}@127.0.0.1:1/platform`,
        LOG_LEVEL: 'silent',
      },
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Could not connect to PostgreSQL at postgresql:\/\/admin:\*\*\*@127\.0\.0\.1:1\/platform: /,
      ),
    ]);
    expect(result.stdout + result.stderr).not.toContain(SECRET);
  });
});

describe('the database URL', () => {
  it('is named without its password in messages', () => {
    expect(redactUrl(`postgres://me:${SECRET}@db.internal:5432/reelforge?sslmode=require`)).toBe(
      'postgres://me:***@db.internal:5432/reelforge',
    );
    expect(redactUrl('not a url')).not.toContain('not a url');
  });

  it('may set the pool size, which PostgreSQL itself never sees', () => {
    expect(readConnection('postgres://me:pw@db/x?pool_size=25&sslmode=require')).toEqual({
      connectionString: 'postgres://me:pw@db/x?sslmode=require',
      poolSize: 25,
    });
    expect(readConnection('postgres://me:pw@db/x').poolSize).toBe(10);
    expect(() => readConnection('postgres://me:pw@db/x?pool_size=0')).toThrow(
      "DATABASE_URL's pool_size must be a whole number from 1 to 1000",
    );
  });
});
