import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishAndWait, type PublishClient } from '@reelforge/api';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: SignedIn;
let publish: PublishClient;
let prjuid: string;

const now = () => Promise.resolve();

beforeAll(async () => {
  server = await startTestServer();
  demo = await signIn(server, 'demo');
  publish = demo.api.publish('eu-west-1');
  prjuid = await demo.api.region('eu-west-1').createProject('Published');
  await demo.api.movies('eu-west-1').save(prjuid, 'tiny', tinyMovie());
});
afterAll(() => server.close());

describe('the publish client', () => {
  it('lists only the project’s own region for a new project', async () => {
    expect(await publish.distributions(prjuid)).toEqual([
      { name: 'eu-west-1', fullname: 'Europe (Ireland)', state: 'PUBLISHED', dirty: false, default: true },
    ]);
  });

  it('publishes to another region and follows the task until it is done', async () => {
    const taskid = await publish.publish(prjuid, 'us-east-1');
    expect(taskid).toMatch(/^[0-9a-f]{32}$/);
    expect(await publish.task(prjuid, taskid)).toMatchObject({ task_id: taskid, status: 'done' });
    expect(await publish.distributions(prjuid)).toContainEqual(
      expect.objectContaining({ name: 'us-east-1', state: 'PUBLISHED', dirty: false, default: false }),
    );
  });

  it('publishes again and waits for it, as the publish page does', async () => {
    await demo.api.movies('eu-west-1').save(prjuid, 'second', tinyMovie());
    expect((await publish.distributions(prjuid)).find((d) => d.name === 'us-east-1')).toMatchObject({ dirty: true });
    await publishAndWait(publish, prjuid, 'us-east-1', now);
    expect((await publish.distributions(prjuid)).find((d) => d.name === 'us-east-1')).toMatchObject({
      state: 'PUBLISHED',
      dirty: false,
    });
  });

  it('rejects with the server’s message when a publish cannot start', async () => {
    await expect(publishAndWait(publish, prjuid, 'eu-west-1', now)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/\S/),
    });
  });

  it('removes a distribution, and a second removal is a 404', async () => {
    await publish.depublish(prjuid, 'us-east-1');
    expect((await publish.distributions(prjuid)).map((d) => d.name)).toEqual(['eu-west-1']);
    await expect(publish.depublish(prjuid, 'us-east-1')).rejects.toMatchObject({ status: 404 });
  });
});
