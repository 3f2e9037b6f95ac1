import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes } from '../helpers/assets.ts';
import { newRunId, resultsOf, saveJobs, submit, task, waitForQueue } from '../helpers/batch.ts';
import { putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { cancelRender, longMovie, waitForStatus } from '../helpers/renders.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;
let otherPrjuid: string;

beforeAll(async () => {
  server = await startTestServer({ renderConcurrency: 2, batchConcurrency: 1 });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Fairness');
  otherPrjuid = await createProject(server, other, 'Fairness too');
  expect((await putMovieJson(server, demo, prjuid, 'tiny', tinyMovie())).status).toBe(201);
});
afterAll(async () => {
  await server.close();
});

/** A render started at once (PUT): its token. */
async function started(token: string, project: string, movie: unknown, format = 'mp4'): Promise<string> {
  const reply = await server.request(`${render()}/v2/render/${project}`, {
    method: 'PUT',
    token,
    body: { movie, format },
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.json.token;
}

/** GET of a token's file on its own connection, which the test can hang up. */
function fetchRender(token: string, ext: string) {
  let hangUp = () => undefined as void;
  const reply = new Promise<{ status: number } | undefined>((resolve) => {
    const call = get(`${server.url}${render()}/v2/render/${token}.${ext}`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
    });
    call.on('error', () => resolve(undefined));
    call.on('close', () => resolve(undefined));
    hangUp = () => call.destroy();
  });
  return { reply, hangUp: () => hangUp() };
}

const errorsOf = async (session: string) =>
  (
    await server.app.renders.sessions.errors((await server.app.users.findByUsername('demo'))!.id, session, { limit: 1 })
  )[0];

describe('fair render slots', () => {
  it("runs another user's normal render and a batch task while one user's two long renders hold their slots", async () => {
    const longs = [await started(demo, prjuid, longMovie()), await started(demo, prjuid, longMovie())];
    const first = await waitForStatus(server, longs[0]!, (s) => s.state === 'rendering');
    // The same user's second long render waits: one user never holds every shared slot.
    expect((await waitForStatus(server, longs[1]!, (s) => s.session !== undefined)).state).toBe('queued');

    const normal = await renderToken(server, other, otherPrjuid, { movie: tinyMovie(), format: 'jpg' });
    const image = await fetchBytes(server, `${render()}/v2/render/${normal}.jpg`);
    expect(image.status).toBe(200);

    const job = { id: 'job-fair-00001', movie: 'tiny', format: 'jpg', destination: { type: 'cdn' } };
    await saveJobs(server, demo, prjuid, [job]);
    const runid = newRunId();
    const queue = await submit(server, demo, prjuid, {
      jobid: job.id,
      runid,
      tasks: [task(0, { title: 'One' }), task(1, { title: 'Two' })],
    });
    expect(await waitForQueue(server, demo, queue)).toMatchObject({ state: 'done', done: 2, failed: 0 });
    expect((await resultsOf(server, demo, runid)).map((row) => row.status)).toEqual(['ok', 'ok']);

    // All of that happened while the first long render was still running.
    expect((await waitForStatus(server, longs[0]!, () => true)).state).toBe('rendering');
    const second = await waitForStatus(server, longs[1]!, () => true);
    expect((await cancelRender(server, demo, second.session)).status).toBe(200);
    expect((await cancelRender(server, demo, first.session)).status).toBe(200);
    await waitForStatus(server, longs[0]!, (s) => s.state === 'failed');
    await waitForStatus(server, longs[1]!, (s) => s.state === 'failed');
  });

  it('stops a render whose client hung up, and its slot goes to the next render', async () => {
    const long = await renderToken(server, demo, prjuid, { movie: longMovie() });
    const watcher = fetchRender(long, 'mp4');
    const running = await waitForStatus(server, long, (s) => s.state === 'rendering');
    const next = await renderToken(server, demo, prjuid, { movie: tinyMovie() });
    const waiting = fetchRender(next, 'jpg');
    expect((await waitForStatus(server, next, (s) => s.session !== undefined)).state).toBe('queued');

    watcher.hangUp();
    const image = await waiting.reply;
    expect(image?.status).toBe(200);
    const ended = await waitForStatus(server, long, (s) => s.state === 'failed');
    expect(ended.session).toBe(running.session);
    // A cancel is no failure: the session says why it stopped and has no error log.
    expect(await errorsOf(running.session)).toBeUndefined();
    expect(
      await server.app.renderSessions.get((await server.app.users.findByUsername('demo'))!.id, running.session),
    ).toMatchObject({ success: false, cancelled: 'its requester went away' });
    expect(server.app.renders.load().running).toBe(0);
  });

  it('keeps a render two clients wait for until both have hung up', async () => {
    const long = await renderToken(server, demo, prjuid, { movie: longMovie() });
    const one = fetchRender(long, 'mp4');
    await waitForStatus(server, long, (s) => s.state === 'rendering');
    const two = fetchRender(long, 'mp4');
    const ticket = (await server.app.renderTokens.resolve(long, 'eu-west-1'))!;
    const file = server.app.renderTokens.fileOf(ticket, 'mp4', 0);
    while (server.app.renders.waitingFor(file) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    one.hangUp();
    await one.reply;
    // A request after the hang-up proves the server saw it; the render goes on for the second client.
    expect((await server.request(`${render()}/v2/render/${long}/status`)).json.state).toBe('rendering');
    two.hangUp();
    await two.reply;
    expect((await waitForStatus(server, long, (s) => s.state === 'failed')).error).toBeDefined();
  });

  it("cancels a running or waiting render on its owner's call; anyone else's session is a 404", async () => {
    const running = await started(demo, prjuid, longMovie());
    const queued = await started(demo, prjuid, longMovie());
    const { session } = await waitForStatus(server, running, (s) => s.state === 'rendering');
    const waiting = await waitForStatus(server, queued, (s) => s.session !== undefined);
    expect(waiting.state).toBe('queued');

    for (const [token, id] of [
      [other, session],
      [demo, 'f'.repeat(32)],
      [demo, '../../x'],
      [demo, ''],
    ]) {
      const reply = await cancelRender(server, token!, id!);
      expect(reply.status, `${id}`).toBe(404);
    }
    expect((await cancelRender(server, undefined as unknown as string, session)).status).toBe(401);
    // Still running: the refused calls changed nothing.
    expect((await waitForStatus(server, running, () => true)).state).toBe('rendering');

    expect((await cancelRender(server, demo, waiting.session)).json).toEqual({ cancelled: waiting.session });
    expect((await waitForStatus(server, queued, (s) => s.state === 'failed')).session).toBe(waiting.session);
    expect((await cancelRender(server, demo, session.toUpperCase())).status).toBe(200);
    expect((await waitForStatus(server, running, (s) => s.state === 'failed')).error).toMatch(/cancelled by its owner/);
    expect((await cancelRender(server, demo, session)).status).toBe(404);
    expect(server.app.renders.load()).toMatchObject({ running: 0, waiting: 0 });
  });
});
