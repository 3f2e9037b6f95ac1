import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, putData } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { publish, publishTask } from '../helpers/publish.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The copy waits after its first file until the test lets it go on.
let release = () => {};
const held = new Promise<void>((resolve) => (release = resolve));

let server: TestServer;
let demo: string;
let prjuid: string;

beforeAll(async () => {
  server = await startTestServer({ publishFileCopied: async (done) => (done === 1 ? held : undefined) });
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Followed publish');
  expect((await putData(server, demo, prjuid, 'notes.txt', 'notes', { contentType: 'text/plain' })).status).toBe(201);
  expect((await putMovieJson(server, demo, prjuid, 'tiny', tinyMovie())).status).toBe(201);
});
afterAll(async () => {
  release();
  await server.close();
});

describe('a publish under way', () => {
  it('tells the files copied of all there are, to the end', async () => {
    const started = await publish(server, demo, prjuid, 'us-east-1');
    expect(started.status).toBe(200);
    const taskid = started.json.task_id as string;

    const midway = await eventually(
      () => publishTask(server, demo, prjuid, taskid, false),
      (reply) => reply.json.done === 1,
    );
    expect(midway.json).toEqual({ task_id: taskid, status: 'copying', done: 1, total: 2 });

    release();
    expect((await publishTask(server, demo, prjuid, taskid)).json).toEqual({
      task_id: taskid,
      status: 'done',
      done: 2,
      total: 2,
    });
  });
});
