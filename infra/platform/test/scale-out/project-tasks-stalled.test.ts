import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, putData } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { copyEnded, migrationEnded, projectNames, startCopy, startMigration } from '../helpers/project-copy.ts';
import { distributionList, publish, publishAndWait, publishTask } from '../helpers/publish.ts';
import type { TestServer } from '../helpers/server.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import { serverAt, type PlatformProcess } from './processes.ts';
import { logged } from './worker-logs.ts';

// Project tasks whose workers kept dying: BullMQ fails such a job (maxStalledCount, lowered
// here to 0 so the first dead worker is one too many) without running it again, and the
// worker that finds it ends its task as an error the user can act on.
let deployment: Deployment;
let one: TestServer;
let two: TestServer;
let demo: string;

const took = (process: PlatformProcess, taskId: string) =>
  process.logs.some((line) => line.includes('"project task taken"') && line.includes(taskId));
async function projectOfThree(name: string): Promise<string> {
  const prjuid = await createProject(one, demo, name);
  for (const file of ['one.txt', 'two.txt', 'three.txt'])
    expect((await putData(one, demo, prjuid, file, `${file}\n`, { contentType: 'text/plain' })).status).toBe(201);
  return prjuid;
}

beforeAll(async () => {
  deployment = await startDeployment('project-tasks-stalled', {
    common: { redisQueue: { lockMs: 4_000, stalledCheckMs: 1_000, maxStalledCount: 0 } },
  });
  one = serverAt((await deployment.start('api')).url);
  two = serverAt((await deployment.start('api')).url);
  demo = await one.login('demo');
}, 60_000);
afterAll(() => deployment?.stop());

describe('a project task whose worker died more often than the queue allows', () => {
  it('ends as an error saying to start it again (a publish, a copy, a migration), and the next one runs', async () => {
    // The first worker holds each task mid-way (the file is never written), then dies.
    const dying = await deployment.start('worker', {
      holdFile: path.join(deployment.root, 'never'),
      holdTasks: ['publish', 'copy', 'migrate'],
    });
    const published = await projectOfThree('Published by a dead worker');
    const moving = await projectOfThree('Migrated by a dead worker');
    const publishId = (await publish(one, demo, published, 'us-east-1')).json.task_id as string;
    const copyId = (await startCopy(one, demo, published, { region: 'eu-west-1', name: 'Copied by a dead worker' }))
      .json.task_id as string;
    const moveId = (await startMigration(one, demo, moving, 'us-east-1')).json.task_id as string;
    await eventually(async () => [publishId, copyId, moveId].every((id) => took(dying, id)), Boolean);
    await eventually(
      () => publishTask(two, demo, published, publishId, false),
      (reply) => reply.json.done === 1,
    );
    await dying.kill('SIGKILL');

    const next = await deployment.start('worker');
    const stalled = await eventually(
      () => publishTask(two, demo, published, publishId, false),
      (reply) => reply.json.status !== 'copying',
    );
    expect(stalled.json).toMatchObject({
      task_id: publishId,
      status: 'error',
      Message: 'The worker publishing to us-east-1 stopped before it was done; publish again.',
    });
    expect((await distributionList(two, demo, published)).find((row) => row.name === 'us-east-1')).toMatchObject({
      state: 'FAILED',
    });

    const copy = await copyEnded(two, demo, copyId);
    expect(copy).toMatchObject({
      status: 'error',
      Message: 'The worker making the copy stopped before it was done; nothing of it was kept. Copy the project again.',
    });
    expect(await projectNames(two, demo)).not.toContain('Copied by a dead worker');

    const move = await migrationEnded(two, demo, moving, 'us-east-1', moveId);
    expect(move).toMatchObject({
      status: 'error',
      region: 'eu-west-1',
      Message:
        'The worker migrating the project stopped before it was done; the project is still in eu-west-1. Migrate it again.',
    });
    expect(await projectNames(two, demo)).toContain('Migrated by a dead worker');
    // The worker that found them ran none of them; it ended each one.
    for (const id of [publishId, copyId, moveId]) expect(took(next, id)).toBe(false);
    await eventually(
      async () => logged(next, 'project task stalled out'),
      (count) => count >= 3,
    );
    expect(logged(next, 'project task stalled out')).toBe(3);

    // Started again, each runs: the migration is no longer blocked by the one that stalled out.
    const again = await startMigration(one, demo, moving, 'us-east-1');
    expect(await migrationEnded(two, demo, moving, 'us-east-1', again.json.task_id)).toMatchObject({
      status: 'done',
      region: 'us-east-1',
    });
    expect(await publishAndWait(one, demo, published, 'us-east-1')).toMatchObject({ status: 'done' });
    expect(
      (
        await copyEnded(
          two,
          demo,
          (
            await startCopy(one, demo, published, { region: 'eu-west-1', name: 'Copied again' })
          ).json.task_id,
        )
      ).status,
    ).toBe('done');
  }, 180_000);
});
