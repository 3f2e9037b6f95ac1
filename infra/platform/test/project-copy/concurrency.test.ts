import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY_CONCURRENCY } from '@reelforge/model';
import { createProject, putData } from '../helpers/assets.ts';
import { putAppData } from '../helpers/batch.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { copyEnded, copyTask, projectNames, startCopy } from '../helpers/project-copy.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let release: () => void = () => {};
let gate: Promise<void> = Promise.resolve();
let held = 0;
let arrived: () => void = () => {};

beforeAll(async () => {
  server = await startTestServer({
    // Every item that ended waits here (its slot still taken) until the test lets it go.
    projectTaskStep: async (step) => {
      if (step.at !== 'item') return;
      held++;
      arrived();
      // The creation goes on: it takes no slot.
      if (held > 1) await gate;
    },
  });
  demo = await server.login('demo');
});
afterAll(() => {
  release();
  return server.close();
});

describe('a copy in progress', () => {
  it('copies assets 4 at a time before app data and movies, and shows each item and the progress', {
    timeout: 60_000,
  }, async () => {
    const uid = await createProject(server, demo, 'Many files');
    for (let i = 0; i < 10; i++)
      expect(
        (await putData(server, demo, uid, `f${i}.txt`, `file ${i}\n`, { contentType: 'text/plain' })).status,
      ).toBeLessThan(300);
    await putAppData(server, demo, uid, 'scripts.json', []);
    expect((await putMovieJson(server, demo, uid, 'tiny', tinyMovie())).status).toBe(201);

    gate = new Promise((resolve) => (release = resolve));
    // The creation, then as many files as may run at once.
    const reachedAll = new Promise<void>((resolve) => (arrived = () => held === 1 + COPY_CONCURRENCY && resolve()));
    const started = await startCopy(server, demo, uid, { region: 'us-east-1' });
    await reachedAll;
    const midway = (await copyTask(server, demo, started.json.task_id)).json;
    expect(midway.status).toBe('running');
    const byStatus = (status: string) =>
      midway.items.filter((item: { status: string }) => item.status === status).length;
    expect(midway.items[0]).toMatchObject({ kind: 'project', status: 'done' });
    // The creation, 4 files done (each holding its slot), every other item still waiting.
    expect(byStatus('done')).toBe(1 + COPY_CONCURRENCY);
    expect(byStatus('pending')).toBe(midway.items.length - 1 - COPY_CONCURRENCY);
    expect(midway.progress).toBe(Math.round((COPY_CONCURRENCY / (midway.items.length - 1)) * 100));
    expect(
      midway.items.filter(
        (item: { kind: string; status: string }) => item.kind !== 'asset' && item.status !== 'pending',
      ),
    ).toEqual([expect.objectContaining({ kind: 'project' })]);
    // Not listed while it is made.
    expect(await projectNames(server, demo, 'us-east-1')).not.toContain('Many files Copy');

    release();
    const task = await copyEnded(server, demo, started.json.task_id);
    expect(task.status).toBe('done');
    expect(task.items.map((item: { kind: string }) => item.kind)).toEqual([
      'project',
      ...Array(10).fill('asset'),
      'appdata',
      'movie',
    ]);
    expect(await projectNames(server, demo, 'us-east-1')).toContain('Many files Copy');
  });
});
