import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as renderer from '@reelforge/renderer';
import { buildApp } from '../../src/app.ts';
import { DATABASE_FILE } from '../../src/plugins/storage.ts';
import { task } from '../helpers/batch.ts';
import { tinyMovie } from '../helpers/movies.ts';

const PLATFORM = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROWS = 6;

interface Child {
  process: ChildProcess;
  url: string;
  output: () => string;
}

let root: string;
let dataDir: string;
const children: ChildProcess[] = [];

/**
 * The real server, `main.ts` through tsx: its own data dir and a free port. Node with tsx's
 * loader rather than the tsx command, which would run the server in a child of its own
 * that a SIGKILL of the command leaves running.
 */
async function startServer(): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PLATFORM, 'src', 'main.ts')], {
    cwd: PLATFORM,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', BATCH_CONCURRENCY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const match = /Reelforge is running at (http:\/\/\S+)/.exec(output);
    if (match) return { process: child, url: match[1]!, output: () => output };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await delay(50);
  }
}

async function call(base: string, token: string | undefined, method: string, pathname: string, body?: unknown) {
  const response = await fetch(base + pathname, {
    method,
    headers: {
      ...(token ? { authorization: `istoken ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-crash-'));
  dataDir = path.join(root, 'data');
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

describe('a run and a crash', () => {
  it('finishes after SIGKILL and a restart, with every row rendered exactly once in its results', {
    timeout: 120_000,
  }, async () => {
    const first = await startServer();
    const { Token: token } = await call(first.url, undefined, 'POST', '/accounts/auth/login', {
      Username: 'demo',
      Password: 'demo',
    });
    const api = '/r/eu-west-1/api/v1';
    const host = '/r/eu-west-1/render/v2/batch';
    const { uid: prjuid } = await call(first.url, token, 'PUT', `${api}/project/Crash`);
    await call(first.url, token, 'PUT', `${api}/sdl/${prjuid}/tiny`, tinyMovie());
    // Each task spends a while in its prerender script, so the kill finds one running.
    const slow =
      'function prerender(movie, params) { var end = Date.now() + 300; while (Date.now() < end) {} return movie; }';
    await call(first.url, token, 'PUT', `${api}/appdata/${prjuid}/scripts.json`, [
      { name: 'Slow', sdk: 'api', src: slow },
    ]);
    const job = {
      id: 'job-crash-000001',
      name: 'Crash',
      movie: 'tiny',
      format: 'mp4',
      prerender: 'Slow',
      destination: { type: 'cdn' },
    };
    await call(first.url, token, 'PUT', `${api}/appdata/${prjuid}/jobs.json`, [job]);

    const runid = 'run-crash-1';
    const tasks = Array.from({ length: ROWS }, (_, i) => ({
      record: i,
      key: `k${i}`,
      params: { title: `Row ${i}` },
      filename: `row-${i}.mp4`,
    }));
    const { Id: queue } = await call(first.url, token, 'POST', `${host}/eu-west-1/default`, { limit: 100 });
    await call(first.url, token, 'PUT', `${host}/eu-west-1/default/${queue}`, {
      jobid: job.id,
      runid,
      region: 'eu-west-1',
      projectid: prjuid,
      tasks,
    });
    await call(first.url, token, 'POST', `${host}/eu-west-1/default/${queue}/run`);

    // Kill it while a task runs, after some finished (read from its database, as a second reader).
    const database = new SQLite(path.join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
    try {
      const states = database.prepare('SELECT state, count(*) AS n FROM batch_tasks WHERE queue_id = ? GROUP BY state');
      const deadline = Date.now() + 60_000;
      for (;;) {
        const counts = Object.fromEntries(
          (states.all(queue) as Array<{ state: string; n: number }>).map((row) => [row.state, row.n]),
        );
        if ((counts.ok ?? 0) >= 2 && counts.running === 1) break;
        if (Date.now() > deadline) throw new Error(`no moment to kill: ${JSON.stringify(counts)}`);
        await delay(20);
      }
    } finally {
      database.close();
    }
    first.process.kill('SIGKILL');
    await once(first.process, 'exit');
    const before = await readdir(path.join(dataDir, 'blobs', 'eu-west-1', prjuid, 'cdn', runid));
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.length).toBeLessThan(ROWS);

    const second = await startServer();
    let status;
    const deadline = Date.now() + 60_000;
    do {
      await delay(100);
      status = await call(second.url, token, 'GET', `${host}/${queue}`);
    } while (status.state === 'running' && Date.now() < deadline);
    expect(status).toEqual({
      Id: queue,
      state: 'done',
      total: ROWS,
      done: ROWS,
      failed: 0,
      remaining: 0,
      queued: 0,
      rendering: 0,
      delivering: 0,
      runid,
    });
    expect(second.output()).toMatch(/batch tasks of an earlier process queued again/);

    const { Results } = await call(second.url, token, 'GET', `${host}/results/${runid}`);
    expect(
      Results.map((row: { record: number; key: string; status: string }) => [row.record, row.key, row.status]),
    ).toEqual(tasks.map((t) => [t.record, t.key, 'ok']));
    const files = await readdir(path.join(dataDir, 'blobs', 'eu-west-1', prjuid, 'cdn', runid));
    expect(files.sort()).toEqual(tasks.map((t) => t.filename).sort());
    // The URLs name the origin the run started on (the first server's port): fetch their paths here.
    for (const row of Results) expect((await fetch(second.url + new URL(row.url).pathname)).status).toBe(200);

    second.process.kill('SIGTERM');
    await once(second.process, 'exit');
  });
});

describe('a run and a graceful stop', () => {
  it('gives the running task back to the queue, and the next start finishes the run', { timeout: 60_000 }, async () => {
    const options = {
      dataDir: path.join(root, 'graceful'),
      consoleDir: path.join(root, 'no-console'),
      remotesDir: path.join(root, 'no-remotes'),
      logLevel: 'silent' as const,
      batchConcurrency: 1,
      // Renders that take a while, so the stop finds one running.
      renderEngine: {
        renderMovie: async (request: renderer.RenderRequest) => {
          await delay(250, undefined, { signal: request.signal });
          return renderer.renderMovie(request);
        },
      },
    };
    const open = async () => {
      const app = buildApp(options);
      await app.ready();
      return app;
    };

    let app = await open();
    const user = await app.users.create({ username: 'graceful', password: 'graceful-password' });
    const created = await app.projects.create(user, 'eu-west-1', 'Graceful');
    const project = (await app.projects.locate(user, 'eu-west-1', created.uid))!;
    await app.movies.save(project, 'tiny', tinyMovie());
    await app.appData.write(project, 'jobs.json', [
      { id: 'job-graceful-01', movie: 'tiny', format: 'mp4', destination: { type: 'cdn' } },
    ]);
    const caller = { ownerId: user.id, region: 'eu-west-1' };
    const queue = await app.batch.createQueue(caller, 'default');
    const tasks = Array.from({ length: 4 }, (_, i) => task(i, { title: `Row ${i}` }, `row-${i}.mp4`));
    await app.batch.addTasks(caller, queue, { jobid: 'job-graceful-01', runid: 'run-graceful', project, tasks });
    await app.batch.start(caller, queue, 'http://localhost:8080');

    const running = () =>
      app.db
        .selectFrom('batch_tasks')
        .select(['seq', 'state', 'attempts'])
        .where('queue_id', '=', queue)
        .where('state', '=', 'running')
        .execute();
    const deadline = Date.now() + 20_000;
    while ((await running()).length === 0 || (await app.batch.status(caller, queue)).done < 1) {
      if (Date.now() > deadline) throw new Error('no task ran');
      await delay(10);
    }
    const [interrupted] = await running();
    await app.close();

    // Given back at the stop (not left running for the next start to find), with no result.
    const database = new SQLite(path.join(options.dataDir, DATABASE_FILE), { readonly: true });
    try {
      const left = database
        .prepare('SELECT state, attempts FROM batch_tasks WHERE queue_id = ? AND seq = ?')
        .get(queue, interrupted!.seq);
      expect(left).toEqual({ state: 'queued', attempts: 1 });
      const result = database
        .prepare('SELECT count(*) AS n FROM batch_results WHERE queue_id = ? AND seq = ?')
        .get(queue, interrupted!.seq);
      expect(result).toEqual({ n: 0 });
    } finally {
      database.close();
    }

    app = await open();
    try {
      let status;
      do {
        await delay(50);
        status = await app.batch.status(caller, queue);
      } while (status.state === 'running' && Date.now() < deadline + 20_000);
      expect(status).toMatchObject({ state: 'done', total: 4, done: 4, failed: 0 });
      const results = await app.batch.results(caller, 'run-graceful');
      expect(results.map((row) => [row.record, row.status])).toEqual(tasks.map((t) => [t.record, 'ok']));
    } finally {
      await app.close();
    }
  });
});

describe('queues never started', () => {
  it('are forgotten at a start a day later; younger ones stay', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const options = {
      dataDir: path.join(root, 'abandoned'),
      consoleDir: path.join(root, 'no-console'),
      remotesDir: path.join(root, 'no-remotes'),
      logLevel: 'silent' as const,
      now: () => now,
    };
    let app = buildApp(options);
    await app.ready();
    const user = await app.users.create({ username: 'abandon', password: 'abandon-password' });
    const created = await app.projects.create(user, 'eu-west-1', 'Abandoned');
    const project = (await app.projects.locate(user, 'eu-west-1', created.uid))!;
    const caller = { ownerId: user.id, region: 'eu-west-1' };
    const old = await app.batch.createQueue(caller, 'default');
    await app.batch.addTasks(caller, old, {
      jobid: 'job-abandoned-1',
      runid: 'run-abandoned',
      project,
      tasks: [task(0)],
    });
    now += 2 * 60 * 60 * 1000;
    const young = await app.batch.createQueue(caller, 'default');
    await app.close();

    now += 23 * 60 * 60 * 1000;
    app = buildApp(options);
    await app.ready();
    try {
      await expect(app.batch.status(caller, old)).rejects.toThrow(/not found/);
      expect((await app.db.selectFrom('batch_tasks').select('id').where('queue_id', '=', old).execute()).length).toBe(
        0,
      );
      expect((await app.batch.status(caller, young)).state).toBe('created');
    } finally {
      await app.close();
    }
  });
});
