import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes, putData } from '../helpers/assets.ts';
import { copyEnded, migrationEnded, startCopy, startMigration } from '../helpers/project-copy.ts';
import { distributionList, publish, publishTask } from '../helpers/publish.ts';
import type { TestServer } from '../helpers/server.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import { serverAt, type PlatformProcess } from './processes.ts';

// Two api processes and a worker on one database, one Redis and one bucket (s3rver): the
// worker copies the projects' files key by key inside the bucket, and the other api process
// reads what it made from there.
let deployment: Deployment;
let worker: PlatformProcess;
let one: TestServer;
let two: TestServer;
let demo: string;

const took = (process: PlatformProcess, taskId: string) =>
  process.logs.some((line) => line.includes('"project task taken"') && line.includes(taskId));
const text = async (server: TestServer, path: string) => {
  const reply = await fetchBytes(server, path, { token: demo });
  return reply.status === 200 ? reply.bytes.toString() : `${reply.status}`;
};

beforeAll(async () => {
  deployment = await startDeployment('project-tasks-objects', { objectStore: true });
  one = serverAt((await deployment.start('api')).url);
  two = serverAt((await deployment.start('api')).url);
  worker = await deployment.start('worker');
  demo = await one.login('demo');
}, 60_000);
afterAll(() => deployment?.stop());

describe('project tasks run by a worker on the bucket', () => {
  it('publishes, copies and migrates a project whose files are in the bucket (where it is published); the other api process reads the results', async () => {
    const prjuid = await createProject(one, demo, 'In the bucket');
    expect(
      (await putData(one, demo, prjuid, 'notes.txt', 'kept in the bucket', { contentType: 'text/plain' })).status,
    ).toBe(201);

    const published = await publish(one, demo, prjuid, 'us-east-1');
    let task = (await publishTask(two, demo, prjuid, published.json.task_id)).json;
    while (task.status === 'pending' || task.status === 'copying')
      task = (await publishTask(two, demo, prjuid, published.json.task_id)).json;
    expect(task).toEqual({ task_id: published.json.task_id, status: 'done', done: 1, total: 1 });
    // Its fingerprint, taken by the worker from the bucket, is the one the other api process reads there.
    expect((await distributionList(two, demo, prjuid)).find((row) => row.name === 'us-east-1')).toMatchObject({
      state: 'PUBLISHED',
      dirty: false,
    });

    const copied = await startCopy(one, demo, prjuid, { region: 'us-east-1', name: 'Copied in the bucket' });
    const copy = await copyEnded(two, demo, copied.json.task_id);
    expect(copy.status).toBe('done');
    expect(await text(two, `${api('us-east-1')}/data/${copy.project.uid}/notes.txt`)).toBe('kept in the bucket');

    // Migrated where it is published: the published copy's generations go, the project's files are the home's.
    const moved = await startMigration(one, demo, prjuid, 'us-east-1');
    expect(await migrationEnded(two, demo, prjuid, 'us-east-1', moved.json.task_id)).toMatchObject({
      status: 'done',
      region: 'us-east-1',
    });
    expect(await text(two, `${api('us-east-1')}/data/${prjuid}/notes.txt`)).toBe('kept in the bucket');
    expect(await text(two, `${api()}/data/${prjuid}/notes.txt`)).toBe('404');
    for (const id of [published.json.task_id, copied.json.task_id, moved.json.task_id])
      expect(took(worker, id)).toBe(true);
  }, 120_000);
});
