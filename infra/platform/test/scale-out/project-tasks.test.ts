import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, putData } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import {
  copyEnded,
  copyTask,
  migrationEnded,
  projectNames,
  startCopy,
  startMigration,
} from '../helpers/project-copy.ts';
import { depublish, distributionList, publish, publishTask } from '../helpers/publish.ts';
import type { TestServer } from '../helpers/server.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import { serverAt, type PlatformProcess } from './processes.ts';

// Two api processes and worker processes on one data folder, one database and one Redis:
// publish copies, project copies and migrations asked through an api process are run by a
// worker (the project task queue), and followed through the other api process.
let deployment: Deployment;
let apis: PlatformProcess[];
let one: TestServer;
let two: TestServer;
let demo: string;

/** Whether a process's log says it took the task (its id). */
const took = (process: PlatformProcess, taskId: string) =>
  process.logs.some((line) => line.includes('"project task taken"') && line.includes(taskId));
const anyTook = (process: PlatformProcess) => process.logs.some((line) => line.includes('"project task taken"'));
const release = (name: string) => writeFile(path.join(deployment.root, name), '');
/** A project of three small files, made through the first api process. */
async function projectOfThree(name: string): Promise<string> {
  const prjuid = await createProject(one, demo, name);
  for (const file of ['one.txt', 'two.txt', 'three.txt'])
    expect((await putData(one, demo, prjuid, file, `${file}\n`, { contentType: 'text/plain' })).status).toBe(201);
  return prjuid;
}

beforeAll(async () => {
  // A dead worker's task is taken by another within seconds.
  deployment = await startDeployment('project-tasks', {
    common: { redisQueue: { lockMs: 2_000, stalledCheckMs: 1_000 } },
  });
  apis = [await deployment.start('api'), await deployment.start('api')];
  one = serverAt(apis[0]!.url);
  two = serverAt(apis[1]!.url);
  demo = await one.login('demo');
}, 60_000);
afterAll(() => deployment?.stop());

describe('publish copies, project copies and migrations run by worker processes', () => {
  it('runs a publish, a copy and a migration asked through one api process on the worker, followed and depublished through the other', async () => {
    // Its copies wait after their first file or item until the test writes `first`.
    const worker = await deployment.start('worker', { holdFile: path.join(deployment.root, 'first') });
    const prjuid = await projectOfThree('Published elsewhere');

    const published = await publish(one, demo, prjuid, 'us-east-1');
    expect(published.status).toBe(200);
    const taskid = published.json.task_id as string;
    const copied = await startCopy(one, demo, prjuid, { region: 'us-east-1', name: 'Copied elsewhere' });
    expect(copied.status).toBe(200);
    const copyId = copied.json.task_id as string;

    // Held by the worker, their progress is read through the other api process.
    const midway = await eventually(
      () => publishTask(two, demo, prjuid, taskid, false),
      (reply) => reply.json.done === 1,
    );
    expect(midway.json).toEqual({ task_id: taskid, status: 'copying', done: 1, total: 3 });
    const copying = await eventually(
      () => copyTask(two, demo, copyId),
      (reply) => reply.json.items?.some((item: { status: string }) => item.status === 'done'),
    );
    expect(copying.json.status).toBe('running');
    expect(took(worker, taskid) && took(worker, copyId)).toBe(true);
    for (const process of apis) expect(anyTook(process)).toBe(false);

    // Publishing again through the other api process joins the copy the worker runs.
    expect((await publish(two, demo, prjuid, 'us-east-1')).json.task_id).toBe(taskid);
    // Depublished through the other api process: the worker's copy stops, and leaves nothing published.
    expect((await depublish(two, demo, prjuid, 'us-east-1')).json).toEqual({ Deleted: 'us-east-1' });
    await release('first');
    const stopped = await publishTask(two, demo, prjuid, taskid);
    expect(stopped.json).toMatchObject({
      task_id: taskid,
      status: 'error',
      Message: 'The distribution was removed while it was being published.',
    });
    expect((await distributionList(one, demo, prjuid)).map((row) => row.name)).toEqual(['eu-west-1']);
    expect((await copyEnded(two, demo, copyId)).status).toBe('done');
    expect((await projectNames(two, demo, 'us-east-1')).filter((name) => name === 'Copied elsewhere')).toHaveLength(1);

    // Published again, now unheld: done, as either api process reads it.
    const again = await publish(one, demo, prjuid, 'us-east-1');
    expect(again.json.task_id).not.toBe(taskid);
    expect(
      (
        await eventually(
          () => publishTask(two, demo, prjuid, again.json.task_id),
          (reply) => reply.json.status === 'done',
        )
      ).json,
    ).toMatchObject({ done: 3, total: 3 });
    expect((await distributionList(two, demo, prjuid)).find((row) => row.name === 'us-east-1')?.state).toBe(
      'PUBLISHED',
    );

    // A migration: answered once it ended (the call waits for the worker), and followed through the other.
    const moving = await projectOfThree('Migrated elsewhere');
    const waited = await startMigration(one, demo, moving, 'us-east-1', 'eu-west-1', '');
    expect(waited.json).toMatchObject({ status: 'done', region: 'us-east-1' });
    expect(await migrationEnded(two, demo, moving, 'us-east-1', waited.json.task_id)).toMatchObject({
      status: 'done',
      region: 'us-east-1',
    });
    expect(took(worker, waited.json.task_id)).toBe(true);
    expect(await projectNames(two, demo, 'us-east-1')).toContain('Migrated elsewhere');
    expect(await projectNames(two, demo, 'eu-west-1')).not.toContain('Migrated elsewhere');
    for (const process of apis) expect(anyTook(process)).toBe(false);
    await worker.stop();
  }, 120_000);

  it('finishes on another worker a copy whose worker was killed midway: one project made', async () => {
    const hold = { holdFile: path.join(deployment.root, 'second') };
    const workers = [await deployment.start('worker', hold), await deployment.start('worker', hold)];
    const prjuid = await projectOfThree('Copied twice over');
    const copied = await startCopy(one, demo, prjuid, { region: 'us-east-1', name: 'Made once' });
    expect(copied.status).toBe(200);
    const copyId = copied.json.task_id as string;
    await eventually(
      () => copyTask(two, demo, copyId),
      (reply) => reply.json.items?.some((item: { status: string }) => item.status === 'done'),
    );

    // The worker running it dies; the other takes its job once the lock ran out and copies again.
    const running = workers.find((worker) => took(worker, copyId))!;
    const other = workers.find((worker) => worker !== running)!;
    await running.kill('SIGKILL');
    await eventually(async () => took(other, copyId), Boolean);
    await release('second');
    const ended = await copyEnded(two, demo, copyId);
    expect(ended.status).toBe('done');
    expect(ended.items.every((item: { status: string }) => item.status === 'done')).toBe(true);
    expect((await projectNames(one, demo, 'us-east-1')).filter((name) => name === 'Made once')).toHaveLength(1);
    expect(ended.project.name).toBe('Made once');
    await other.stop();
  }, 120_000);

  it('publishes on another worker a copy whose worker was killed midway, its staging folder gone', async () => {
    const hold = { holdFile: path.join(deployment.root, 'fourth') };
    const workers = [await deployment.start('worker', hold), await deployment.start('worker', hold)];
    const prjuid = await projectOfThree('Published twice over');
    const taskid = (await publish(one, demo, prjuid, 'us-east-1')).json.task_id as string;
    await eventually(
      () => publishTask(two, demo, prjuid, taskid, false),
      (reply) => reply.json.done === 1,
    );

    const running = workers.find((worker) => took(worker, taskid))!;
    const other = workers.find((worker) => worker !== running)!;
    await running.kill('SIGKILL');
    await eventually(async () => took(other, taskid), Boolean);
    await release('fourth');
    let task = (await publishTask(two, demo, prjuid, taskid)).json;
    while (task.status === 'pending' || task.status === 'copying')
      task = (await publishTask(two, demo, prjuid, taskid)).json;
    expect(task).toEqual({ task_id: taskid, status: 'done', done: 3, total: 3 });
    expect((await distributionList(one, demo, prjuid)).find((row) => row.name === 'us-east-1')).toMatchObject({
      state: 'PUBLISHED',
      dirty: false,
    });
    // The dead worker's staging folder went when the copy was made again.
    expect(
      (await readdir(path.join(deployment.root, 'data', 'blobs', 'us-east-1'))).filter((name) => name.startsWith('.')),
    ).toEqual([]);
    await other.stop();
  }, 120_000);

  it('hands a copy back to the queue when its worker is stopped (SIGTERM): another worker makes it', async () => {
    const hold = { holdFile: path.join(deployment.root, 'third') };
    const workers = [await deployment.start('worker', hold), await deployment.start('worker', hold)];
    const prjuid = await projectOfThree('Handed over on a stop');
    const copied = await startCopy(one, demo, prjuid, { region: 'us-east-1', name: 'Made after a stop' });
    const copyId = copied.json.task_id as string;
    await eventually(
      () => copyTask(two, demo, copyId),
      (reply) => reply.json.items?.some((item: { status: string }) => item.status === 'done'),
    );

    const running = workers.find((worker) => took(worker, copyId))!;
    const other = workers.find((worker) => worker !== running)!;
    const stopped = running.stop();
    // Released once the stop reached the copy: it is given back, not finished there.
    await eventually(
      async () =>
        running.logs.some(
          (line) => line.includes('"project tasks stopping to be handed back"') && line.includes(copyId),
        ),
      Boolean,
    );
    await release('third');
    expect(await stopped).toBe(0);
    expect(running.logs.some((line) => line.includes('"project task handed back"') && line.includes(copyId))).toBe(
      true,
    );
    const ended = await copyEnded(two, demo, copyId);
    expect(ended.status).toBe('done');
    // The other worker copied it again (a task found ended would be "spent").
    await eventually(
      async () => other.logs.some((line) => line.includes('"project task ended"') && line.includes(copyId)),
      Boolean,
    );
    expect((await projectNames(one, demo, 'us-east-1')).filter((name) => name === 'Made after a stop')).toHaveLength(1);
  }, 120_000);
});
