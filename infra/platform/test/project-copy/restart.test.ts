import { cp, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { createProject, putData } from '../helpers/assets.ts';
import { copyEnded, migrationEnded, startCopy, startMigration } from '../helpers/project-copy.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/**
 * A crash mid-copy and mid-migration: the first server copies its whole data folder at a
 * step of the task (as a machine that lost power there would leave it), then goes on; a
 * second app starts on each such copy, as after the crash.
 */
let server: TestServer;
let demo: string;
let snapshotAt: ((step: { task: string; at: string }) => boolean) | undefined;
let snapshotTo = '';
let steps = 0;

beforeAll(async () => {
  server = await startTestServer({
    projectTaskStep: async (step) => {
      steps++;
      if (snapshotAt?.(step)) {
        snapshotAt = undefined;
        await cp(server.dataDir, snapshotTo, { recursive: true });
      }
    },
  });
  demo = await server.login('demo');
});
afterAll(() => server.close());

async function snapshotDuring(
  name: string,
  when: (step: { task: string; at: string }) => boolean,
  run: () => Promise<void>,
): Promise<string> {
  snapshotTo = path.join(server.root, `crash-${name}`);
  snapshotAt = when;
  steps = 0;
  await run();
  expect(snapshotAt, `the ${name} snapshot was taken`).toBeUndefined();
  return path.join(snapshotTo);
}

async function restartOn(
  dataDir: string,
): Promise<{ app: App; call: (url: string) => Promise<{ status: number; json: any }> }> {
  const app = buildApp({
    dataDir,
    consoleDir: path.join(dataDir, 'none'),
    remotesDir: path.join(dataDir, 'none'),
    logLevel: 'silent',
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/accounts/auth/login',
    payload: { Username: 'demo', Password: 'demo' },
  });
  const token = login.json().Token as string;
  const call = async (url: string) => {
    const reply = await app.inject({ url, headers: { authorization: `istoken ${token}` } });
    return {
      status: reply.statusCode,
      json: /json/.test(String(reply.headers['content-type'])) ? reply.json() : undefined,
    };
  };
  return { app, call };
}

const names = (list: { json: { Projects: Array<{ name: string }> } }) =>
  list.json.Projects.map((project) => project.name);
const entries = (dir: string) => readdir(dir).catch(() => [] as string[]);
const hidden = async (dataDir: string, region: string) =>
  (await entries(path.join(dataDir, 'blobs', region))).filter((name) => name.startsWith('.'));
const uidsIn = async (dataDir: string, region: string) =>
  (await entries(path.join(dataDir, 'blobs', region))).filter((name) => /^[0-9a-f]{32}$/.test(name));
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function projectWithFiles(name: string, files: number): Promise<string> {
  const uid = await createProject(server, demo, name);
  for (let i = 0; i < files; i++) {
    expect(
      (await putData(server, demo, uid, `file-${i}.txt`, `file ${i}\n`, { contentType: 'text/plain' })).status,
    ).toBeLessThan(300);
  }
  return uid;
}

describe('a crash', () => {
  it('mid-copy leaves nothing half listed: the copy is removed, folder and rows, and its task says so', {
    timeout: 60_000,
  }, async () => {
    const uid = await projectWithFiles('Source', 8);
    const before = await uidsIn(server.dataDir, 'us-east-1');
    let taskId = '';
    const midway = await snapshotDuring(
      'mid-copy',
      (step) => step.task === 'copy' && steps === 4,
      async () => {
        taskId = (await startCopy(server, demo, uid, { region: 'us-east-1' })).json.task_id;
        await copyEnded(server, demo, taskId);
      },
    );
    const placed = await snapshotDuring(
      'placed',
      (step) => step.at === 'placed',
      async () => {
        await copyEnded(
          server,
          demo,
          (await startCopy(server, demo, uid, { region: 'us-east-1', name: 'Second' })).json.task_id,
        );
      },
    );
    // Its files were in place, the rows not yet: after the crash no trace of it either.
    expect((await uidsIn(placed, 'us-east-1')).length).toBe(before.length + 2);

    for (const dataDir of [midway, placed]) {
      const { app, call } = await restartOn(dataDir);
      try {
        expect(names(await call('/r/us-east-1/api/v1/list/project/'))).not.toContain('Second');
        expect(await hidden(dataDir, 'us-east-1')).toEqual([]);
        // The first copy (complete before the second started, in the second snapshot) is all that is there.
        const listed = names(await call('/r/us-east-1/api/v1/list/project/'));
        expect(listed).toEqual(dataDir === midway ? [] : ['Source Copy']);
        expect((await uidsIn(dataDir, 'us-east-1')).length).toBe(before.length + listed.length);
      } finally {
        await app.close();
      }
    }
    const { app, call } = await restartOn(midway);
    try {
      const task = await call(`/r/eu-west-1/api/v1/copy/task/${taskId}`);
      expect(task.json.status).toBe('error');
      expect(task.json.Message).toMatch(/interrupted/);
      expect(task.json.project).toBeUndefined();
      // Nothing of it was kept: every item says so, none reads as copied.
      expect(task.json.items).toHaveLength(9);
      for (const item of task.json.items)
        expect(item).toMatchObject({ status: 'error', message: expect.stringMatching(/interrupted/) });
    } finally {
      await app.close();
    }
  });

  it('mid-migration leaves the project whole in one region: at home before the switch, moved after it', {
    timeout: 60_000,
  }, async () => {
    const uid = await projectWithFiles('Mover', 3);
    const copied = await snapshotDuring(
      'copied',
      (step) => step.at === 'copied',
      async () => {
        const task = await startMigration(server, demo, uid, 'us-east-1');
        await migrationEnded(server, demo, uid, 'us-east-1', task.json.task_id);
      },
    );
    const back = await snapshotDuring(
      'committed',
      (step) => step.at === 'committed',
      async () => {
        const task = await startMigration(server, demo, uid, 'eu-west-1', 'us-east-1');
        await migrationEnded(server, demo, uid, 'eu-west-1', task.json.task_id, 'us-east-1');
      },
    );

    // Cut short before the switch: still at home, whole; nothing of it in the target.
    let restarted = await restartOn(copied);
    try {
      expect(names(await restarted.call('/r/eu-west-1/api/v1/list/project/'))).toContain('Mover');
      expect(names(await restarted.call('/r/us-east-1/api/v1/list/project/'))).not.toContain('Mover');
      expect((await restarted.call(`/r/eu-west-1/api/v1/data/${uid}/file-2.txt`)).status).toBe(200);
      expect(await exists(path.join(copied, 'blobs', 'us-east-1', uid))).toBe(false);
      expect(await hidden(copied, 'us-east-1')).toEqual([]);
    } finally {
      await restarted.app.close();
    }

    // Cut short after the switch (moving back from us-east-1): finished at start, files and all.
    restarted = await restartOn(back);
    try {
      expect(names(await restarted.call('/r/eu-west-1/api/v1/list/project/'))).toContain('Mover');
      expect(names(await restarted.call('/r/us-east-1/api/v1/list/project/'))).not.toContain('Mover');
      const file = await restarted.call(`/r/eu-west-1/api/v1/data/${uid}/file-2.txt`);
      expect(file.status).toBe(200);
      expect(await exists(path.join(back, 'blobs', 'us-east-1', uid))).toBe(false);
      expect(await hidden(back, 'eu-west-1')).toEqual([]);
    } finally {
      await restarted.app.close();
    }
  });
});
