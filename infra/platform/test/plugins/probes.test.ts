import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_NAMES } from '../../src/db/migrate.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The probes of an embedded server over HTTP (docs/operations.md): /healthz while it runs,
// /readyz with every check listed, a 503 naming the check that fails.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the probes of an embedded server', () => {
  it('answers /healthz with 200 while it runs', async () => {
    const reply = await server.request('/healthz');
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ status: 'ok', role: 'all' });
  });

  it('answers /readyz with 200 and every check: database, migrations, data folder, ffmpeg', async () => {
    const reply = await server.request('/readyz');
    expect(reply.status).toBe(200);
    expect(reply.json.status).toBe('ready');
    expect(reply.json.checks.map((check: { name: string }) => check.name)).toEqual([
      'database',
      'migrations',
      'data folder',
      'ffmpeg',
    ]);
    for (const check of reply.json.checks) {
      expect(check).toEqual({ name: check.name, ok: true, ms: expect.any(Number) });
      expect(check.ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('is not ready while the database lacks a migration of the code, and ready again once it has it', async () => {
    const last = MIGRATION_NAMES.at(-1)!;
    const [row] = (
      await sql<{ name: string; timestamp: string }>`select * from kysely_migration where name = ${last}`.execute(
        server.app.db,
      )
    ).rows;
    await sql`delete from kysely_migration where name = ${last}`.execute(server.app.db);
    try {
      const reply = await server.request('/readyz');
      expect(reply.status).toBe(503);
      expect(reply.json.status).toBe('not ready');
      const failed = reply.json.checks.filter((check: { ok: boolean }) => !check.ok);
      expect(failed).toEqual([
        {
          name: 'migrations',
          ok: false,
          ms: expect.any(Number),
          error: expect.stringContaining(`not applied: ${last}`),
        },
      ]);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row!.name}, ${row!.timestamp})`.execute(
        server.app.db,
      );
    }
    expect((await server.request('/readyz')).status).toBe(200);
  });

  it('serves no /metrics on its public port unless asked to', async () => {
    expect((await server.request('/metrics')).status).toBe(404);
  });
});

describe('a server whose ffmpeg cannot run', () => {
  let broken: TestServer;
  beforeAll(async () => {
    broken = await startTestServer({ ffmpegPath: '/nowhere/ffmpeg' });
  });
  afterAll(() => broken?.close());

  it('is alive but answers /readyz with 503, naming ffmpeg and why, every other check passing', async () => {
    expect((await broken.request('/healthz')).status).toBe(200);
    const reply = await broken.request('/readyz');
    expect(reply.status).toBe(503);
    expect(reply.json.status).toBe('not ready');
    const byName = Object.fromEntries(reply.json.checks.map((check: { name: string }) => [check.name, check]));
    expect(Object.keys(byName)).toEqual(['database', 'migrations', 'data folder', 'ffmpeg']);
    expect(byName.ffmpeg).toMatchObject({ ok: false, error: expect.stringMatching(/ffmpeg did not run: .*ENOENT/) });
    for (const name of ['database', 'migrations', 'data folder']) expect(byName[name].ok, name).toBe(true);
  });
});
