import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@reelforge/api';
import { copyAndFollow, migrateAndWait, projectCopyClient } from '@reelforge/api/project-copy';
import type { CopyTask } from '@reelforge/contract';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: SignedIn;
let other: SignedIn;
let prjuid: string;

const now = () => Promise.resolve();

beforeAll(async () => {
  server = await startTestServer();
  [demo, other] = await Promise.all([signIn(server, 'demo'), signIn(server, 'other')]);
  prjuid = await demo.api.region('eu-west-1').createProject('Client made');
  await demo.api.movies('eu-west-1').save(prjuid, 'tiny', tinyMovie());
});
afterAll(() => server.close());

describe('the project copy client', () => {
  it('copies a project under its default name and follows the task to its end', async () => {
    const seen: CopyTask[] = [];
    const task = await copyAndFollow(
      demo.api.regional(projectCopyClient, 'eu-west-1'),
      prjuid,
      'us-east-1',
      undefined,
      (answer) => seen.push(answer),
      now,
    );
    expect(task).toMatchObject({
      status: 'done',
      progress: 100,
      region: 'us-east-1',
      project: { name: 'Client made Copy', region: 'us-east-1' },
    });
    expect(seen[0]?.status).toBe('running');
    expect(task.items).toEqual([
      { kind: 'project', name: 'Client made Copy', status: 'done' },
      { kind: 'movie', name: 'tiny', status: 'done' },
    ]);
    const copies = await demo.api.region('us-east-1').listProjects();
    expect(copies.Projects.map((project) => project.name)).toEqual(['Client made Copy']);
  });

  it('takes a name, and refuses bad ones with the platform’s message', async () => {
    const task = await copyAndFollow(
      demo.api.regional(projectCopyClient, 'eu-west-1'),
      prjuid,
      'eu-west-1',
      'Named',
      undefined,
      now,
    );
    expect(task.project?.name).toBe('Named');
    const refused = await demo.api
      .regional(projectCopyClient, 'eu-west-1')
      .copy(prjuid, 'us-east-1', '')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).message).toMatch(/1 to 100 characters/);
  });

  it("keeps another user's project and tasks out of reach", async () => {
    const mine = await demo.api.regional(projectCopyClient, 'eu-west-1').copy(prjuid, 'us-east-1', 'Private');
    await expect(other.api.regional(projectCopyClient, 'eu-west-1').copy(prjuid, 'us-east-1')).rejects.toMatchObject({
      status: 404,
    });
    await expect(other.api.regional(projectCopyClient, 'eu-west-1').copyTask(mine.task_id)).rejects.toMatchObject({
      status: 404,
    });
    await copyAndFollow(
      demo.api.regional(projectCopyClient, 'eu-west-1'),
      prjuid,
      'us-east-1',
      'Private',
      undefined,
      now,
    );
  });

  it('migrates through the API host, and to eu-original-1 through the media host', async () => {
    const moved = await migrateAndWait(demo.api.regional(projectCopyClient, 'eu-west-1'), prjuid, 'us-east-1', now);
    expect(moved).toMatchObject({ status: 'done', region: 'us-east-1' });
    expect((await demo.api.region('us-east-1').getProject(prjuid)).name).toBe('Client made');
    await expect(demo.api.region('eu-west-1').getProject(prjuid)).rejects.toMatchObject({ status: 404 });
    expect(
      await migrateAndWait(demo.api.regional(projectCopyClient, 'us-east-1'), prjuid, 'eu-original-1', now),
    ).toMatchObject({ region: 'eu-original-1' });
    expect((await demo.api.movies('eu-original-1').list(prjuid)).map((movie) => movie.name)).toEqual(['tiny']);
  });

  it('rejects a refused migration with the platform’s Message', async () => {
    const own = await migrateAndWait(
      demo.api.regional(projectCopyClient, 'eu-original-1'),
      prjuid,
      'eu-original-1',
      now,
    ).catch((error: unknown) => error);
    expect((own as ApiError).status).toBe(400);
    expect((own as Error).message).toMatch(/already lives in eu-original-1/);
  });
});
