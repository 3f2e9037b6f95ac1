import * as renderer from '@reelforge/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject } from '../helpers/assets.ts';
import { newRunId, saveJobs, submit, task, waitForQueue } from '../helpers/batch.ts';
import { eventually } from '../helpers/eventually.ts';
import { putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { startWebhookReceiver, type Received, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

// docs/api.md, "Webhooks": real renders and batch rows tell a real receiver, which checks each
// delivery as the page tells developers to; deliveries go through the outbound guard.

// A render whose title says "boom" fails as an input error would.
const failingEngine = {
  renderMovie: async (request: renderer.RenderRequest) => {
    if (request.params?.title === 'boom')
      throw new renderer.RenderError('The title cannot be rendered: boom', 'input', 0);
    return renderer.renderMovie(request);
  },
};

let server: TestServer;
let demo: string;
let prjuid: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startTestServer({
    // The receiver listens on loopback: the operator opens it, as for an on-premise target.
    outboundAllowHosts: ['127.0.0.1'],
    // Short pauses between tries, and the sweep looking often, so retries come within the test.
    webhookRetryPausesMs: [30],
    webhookPollMs: 20,
    renderEngine: failingEngine,
    batchConcurrency: 2,
  });
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Deliveries');
  expect((await putMovieJson(server, demo, prjuid, 'tiny', tinyMovie())).status).toBe(201);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const hooks = (uid = prjuid) => `${api()}/webhooks/${uid}`;

async function makeHook(events: string[], url = receiver.url, on = server, token = demo, uid = prjuid) {
  const reply = await on.request(hooks(uid), { method: 'POST', token, body: { Url: url, Events: events } });
  expect(reply.status, reply.text).toBe(201);
  return { id: reply.json.Webhook.Id as string, secret: reply.json.Secret as string };
}

const deliveries = async (id: string, on = server, token = demo, uid = prjuid) =>
  (await on.request(`${hooks(uid)}/${id}/deliveries`, { token })).json.Deliveries as any[];

const bodyOf = (received: Received) => JSON.parse(received.body);
const acceptedOf = (type: string) => receiver.accepted().filter((r) => r.headers['reelforge-event'] === type);

describe('deliveries of events', () => {
  it('tell a render token’s file made, with its token and URL, signed as the page says', async () => {
    const hook = await makeHook(['render.succeeded', 'render.failed']);
    receiver.secret = hook.secret;
    const token = await renderToken(server, demo, prjuid, { movie: 'tiny', params: { title: 'Hooked' } });
    const file = await server.request(`${render()}/v2/render/${token}.mp4`);
    expect(file.status).toBe(200);

    const [received] = await eventually(
      async () => acceptedOf('render.succeeded'),
      (found) => found.length === 1,
    );
    const body = bodyOf(received!);
    expect(body).toMatchObject({
      type: 'render.succeeded',
      project: { uid: prjuid, name: 'Deliveries', region: 'eu-west-1' },
      movie: 'tiny',
      render: { token, format: 'mp4', url: `${server.url}/r/eu-west-1/render/v2/render/${token}.mp4` },
      error: null,
    });
    expect(body.id).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(body.created)).toBeGreaterThan(0);
    expect(received!.headers['reelforge-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // The URL is the file's.
    const again = await fetch(body.render.url);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('video/mp4');
    await again.arrayBuffer();
    // Fetched again, the file is not made again: no second event.
    const log = await eventually(
      () => deliveries(hook.id),
      (rows) => rows.length === 1 && rows[0].Status === 'delivered',
    );
    expect(log[0]).toMatchObject({ Event: 'render.succeeded', Tries: 1, LastStatus: 200 });

    // A render that fails tells why.
    const failing = await renderToken(server, demo, prjuid, { movie: 'tiny', params: { title: 'boom' } });
    expect((await server.request(`${render()}/v2/render/${failing}.mp4`)).status).toBe(400);
    const [failed] = await eventually(
      async () => acceptedOf('render.failed'),
      (found) => found.length === 1,
    );
    expect(bodyOf(failed!)).toMatchObject({
      type: 'render.failed',
      render: { token: failing, format: 'mp4' },
      error: expect.stringMatching(/boom/),
    });
    await server.request(`${hooks()}/${hook.id}`, { method: 'DELETE', token: demo });
  });

  it('tell a render started from code, linking its file', async () => {
    const hook = await makeHook(['render.succeeded']);
    receiver.secret = hook.secret;
    const started = await server.request(`${api()}/project/${prjuid}/renders`, {
      method: 'POST',
      token: demo,
      body: { movie: 'tiny', variables: { title: 'From code' }, format: 'jpg' },
    });
    expect(started.status, started.text).toBe(202);
    const token = started.json.token as string;
    const [told] = await eventually(
      async () => acceptedOf('render.succeeded').filter((r) => bodyOf(r).render.token === token),
      (found) => found.length === 1,
    );
    expect(bodyOf(told!).render).toEqual({
      token,
      format: 'jpg',
      frame: 0,
      url: `${server.url}/r/eu-west-1/render/v2/render/${token}.jpg`,
    });
    await server.request(`${hooks()}/${hook.id}`, { method: 'DELETE', token: demo });
  });

  it('tell each batch row, the run’s end and the job’s success notification', async () => {
    const hook = await makeHook([
      'batch.row.succeeded',
      'batch.row.failed',
      'batch.run.finished',
      'batch.job.onsuccess',
      'batch.job.onerror',
    ]);
    receiver.secret = hook.secret;
    const job = {
      id: 'job-hooks-000001',
      name: 'Hooked rows',
      movie: 'tiny',
      format: 'jpg',
      destination: { type: 'cdn' },
      notifications: { onsuccess: 'ops@example.com, https://notify.example/done', onerror: 'ops@example.com' },
    };
    await saveJobs(server, demo, prjuid, [job]);
    const runid = newRunId();
    const queue = await submit(server, demo, prjuid, {
      jobid: job.id,
      runid,
      tasks: [task(0, { title: 'One' }), task(1, { title: 'Two' })],
    });
    expect(await waitForQueue(server, demo, queue)).toMatchObject({ state: 'done', done: 2, failed: 0 });

    const rows = await eventually(
      async () => acceptedOf('batch.row.succeeded'),
      (found) => found.length === 2,
    );
    const byRecord = rows.map(bodyOf).sort((a, b) => a.batch.row - b.batch.row);
    expect(byRecord[0]).toMatchObject({
      type: 'batch.row.succeeded',
      project: { uid: prjuid, name: 'Deliveries' },
      movie: 'tiny',
      batch: { run: runid, queue, job: { id: job.id, name: 'Hooked rows' }, row: 0, key: '1', error: null },
      error: null,
    });
    expect(byRecord[0].batch.url).toMatch(new RegExp(`^${server.url}/cdn/${prjuid}/${runid}/.+\\.jpg$`));
    expect(byRecord[1].batch).toMatchObject({ row: 1, key: '2' });
    const result = await fetch(byRecord[1].batch.url);
    expect(result.status).toBe(200);
    await result.arrayBuffer();

    const [finished] = await eventually(
      async () => acceptedOf('batch.run.finished'),
      (found) => found.length === 1,
    );
    expect(bodyOf(finished!).batch).toMatchObject({ run: runid, queue, state: 'done', total: 2, done: 2, failed: 0 });
    const [notified] = await eventually(
      async () => acceptedOf('batch.job.onsuccess'),
      (found) => found.length === 1,
    );
    expect(bodyOf(notified!).batch).toMatchObject({
      state: 'done',
      notify: ['ops@example.com', 'https://notify.example/done'],
    });
    expect(acceptedOf('batch.job.onerror')).toHaveLength(0);

    // A run with a failed row tells the row's error and the job's error notification.
    const failingRun = newRunId();
    const failingQueue = await submit(server, demo, prjuid, {
      jobid: job.id,
      runid: failingRun,
      tasks: [task(0, { title: 'boom' })],
    });
    expect(await waitForQueue(server, demo, failingQueue)).toMatchObject({ state: 'done', failed: 1 });
    const [rowFailed] = await eventually(
      async () => acceptedOf('batch.row.failed'),
      (found) => found.length === 1,
    );
    expect(bodyOf(rowFailed!)).toMatchObject({
      batch: { run: failingRun, row: 0, url: null, error: expect.stringMatching(/boom/) },
      error: expect.stringMatching(/boom/),
    });
    const [onerror] = await eventually(
      async () => acceptedOf('batch.job.onerror'),
      (found) => found.length === 1,
    );
    expect(bodyOf(onerror!)).toMatchObject({
      batch: { run: failingRun, state: 'done', failed: 1, notify: ['ops@example.com'] },
      error: '1 of 1 rows failed',
    });
    await server.request(`${hooks()}/${hook.id}`, { method: 'DELETE', token: demo });
  });

  it('try again after a 500: two tries, then delivered', async () => {
    const hook = await makeHook(['render.succeeded']);
    receiver.secret = hook.secret;
    receiver.answers = [500];
    const before = receiver.received.length;
    const ping = await server.request(`${hooks()}/${hook.id}/ping`, { method: 'POST', token: demo });
    expect(ping.status).toBe(202);
    const [delivery] = await eventually(
      () => deliveries(hook.id),
      (rows) => rows[0]?.Status === 'delivered',
    );
    expect(delivery).toMatchObject({ Tries: 2, LastStatus: 200, LastError: null });
    const tries = receiver.received.slice(before);
    expect(tries.map((r) => r.status)).toEqual([500, 200]);
    // Both tries carry the same delivery and body, each signed when it was sent.
    expect(new Set(tries.map((r) => r.headers['reelforge-delivery'])).size).toBe(1);
    expect(tries[1]!.body).toBe(tries[0]!.body);
    await server.request(`${hooks()}/${hook.id}`, { method: 'DELETE', token: demo });
  });

  it('gives up after WEBHOOK_ATTEMPTS tries, the last answer kept', async () => {
    const hook = await makeHook(['render.succeeded']);
    receiver.secret = hook.secret;
    receiver.answers = Array(6).fill(503);
    await server.request(`${hooks()}/${hook.id}/ping`, { method: 'POST', token: demo });
    const [delivery] = await eventually(
      () => deliveries(hook.id),
      (rows) => rows[0]?.Status === 'failed',
    );
    expect(delivery).toMatchObject({
      Tries: 6,
      LastStatus: 503,
      LastError: 'the endpoint answered 503 (Service Unavailable)',
      NextTry: null,
    });
    receiver.answers = [];
    await server.request(`${hooks()}/${hook.id}`, { method: 'DELETE', token: demo });
  });

  it('a delivery replayed more than 5 minutes later is refused by the receiver', async () => {
    const hook = await makeHook(['render.succeeded']);
    receiver.secret = hook.secret;
    const ping = await server.request(`${hooks()}/${hook.id}/ping`, { method: 'POST', token: demo });
    const [delivered] = await eventually(
      async () => acceptedOf('ping').filter((r) => r.headers['reelforge-delivery'] === ping.json.Delivery.Id),
      (found) => found.length > 0,
    );
    // Within the tolerance the same request still verifies: what refuses a replay is its time.
    expect(await receiver.replay(delivered!)).toBe(200);
    receiver.aheadMs = 5 * 60_000 + 1000;
    try {
      expect(await receiver.replay(delivered!)).toBe(400);
      expect(receiver.received.at(-1)!.verified).toBe(false);
    } finally {
      receiver.aheadMs = 0;
    }
    // A forged body under the same signature is refused at once.
    expect(
      await receiver.replay({ ...delivered!, body: delivered!.body.replace('"ping"', '"render.succeeded"') }),
    ).toBe(400);
    await server.request(`${hooks()}/${hook.id}`, { method: 'DELETE', token: demo });
  });
});

describe('the deliveries table', () => {
  it('keeps what a stopped process left pending: the sweeper sends it once its claim ran out', async () => {
    const hook = await makeHook(['render.succeeded']);
    receiver.secret = hook.secret;
    const long = Date.now() - 120_000;
    const body = JSON.stringify({
      id: 'e'.repeat(32),
      type: 'render.succeeded',
      created: new Date(long).toISOString(),
    });
    // As a process that died mid-try leaves it: claimed (a lease since run out), its first try counted.
    await server.app.db
      .insertInto('webhook_deliveries')
      .values({
        id: 'd'.repeat(32),
        webhook_id: hook.id,
        event_id: 'e'.repeat(32),
        event_type: 'render.succeeded',
        payload: body,
        status: 'pending',
        tries: 1,
        next_try_at: long,
        claimed_until: long + 60_000,
        created_at: long,
      })
      .execute();
    const [delivery] = await eventually(
      () => deliveries(hook.id),
      (rows) => rows[0]?.Status === 'delivered',
    );
    expect(delivery).toMatchObject({ Id: 'd'.repeat(32), Tries: 2, LastStatus: 200 });
    expect(receiver.accepted().filter((r) => r.headers['reelforge-delivery'] === 'd'.repeat(32))).toHaveLength(1);
    await server.request(`${hooks()}/${hook.id}`, { method: 'DELETE', token: demo });
  });

  it('keeps the newest 500 finished deliveries of a hook', async () => {
    const hook = await makeHook(['render.succeeded']);
    receiver.secret = hook.secret;
    const old = Date.now() - 3_600_000;
    const rows = Array.from({ length: 505 }, (_, i) => ({
      id: `${'a'.repeat(28)}${String(i).padStart(4, '0')}`,
      webhook_id: hook.id,
      event_id: `${'b'.repeat(28)}${String(i).padStart(4, '0')}`,
      event_type: 'ping',
      payload: '{}',
      status: 'delivered',
      tries: 1,
      last_status: 200,
      created_at: old + i,
      delivered_at: old + i,
    }));
    for (let i = 0; i < rows.length; i += 100)
      await server.app.db
        .insertInto('webhook_deliveries')
        .values(rows.slice(i, i + 100))
        .execute();
    // A delivery that finishes trims its hook's log.
    const ping = await server.request(`${hooks()}/${hook.id}/ping`, { method: 'POST', token: demo });
    await eventually(
      () => deliveries(hook.id),
      (log) => log[0]?.Id === ping.json.Delivery.Id && log[0]?.Status === 'delivered',
    );
    const kept = await server.app.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('webhook_id', '=', hook.id)
      .execute();
    expect(kept).toHaveLength(500);
    // The oldest six went.
    const ids = new Set(kept.map((row) => row.id));
    expect(rows.slice(0, 6).some((row) => ids.has(row.id))).toBe(false);
    expect(ids.has(rows[6]!.id)).toBe(true);
    await server.request(`${hooks()}/${hook.id}`, { method: 'DELETE', token: demo });
  });
});

describe('the outbound guard', () => {
  it('refuses internal addresses: the delivery fails at once, never sent', async () => {
    for (const [url, kind] of [
      ['http://169.254.169.254/latest/meta-data', /link-local address \(refused\)/],
      ['http://10.0.0.1/hooks', /private address \(refused\)/],
    ] as const) {
      const hook = await makeHook(['render.succeeded'], url);
      await server.request(`${hooks()}/${hook.id}/ping`, { method: 'POST', token: demo });
      const [delivery] = await eventually(
        () => deliveries(hook.id),
        (rows) => rows[0]?.Status === 'failed',
      );
      expect(delivery).toMatchObject({ Tries: 1, LastStatus: null, NextTry: null });
      expect(delivery.LastError).toMatch(kind);
      expect(delivery.LastError).toMatch(/OUTBOUND_ALLOW_HOSTS/);
      await server.request(`${hooks()}/${hook.id}`, { method: 'DELETE', token: demo });
    }
  });

  it('reaches 127.0.0.1 only when OUTBOUND_ALLOW_HOSTS opens it', async () => {
    const closed = await startTestServer({ webhookPollMs: 20 });
    try {
      const token = await closed.login('demo');
      const uid = await createProject(closed, token, 'Closed');
      const hook = await makeHook(['render.succeeded'], receiver.url, closed, token, uid);
      const connections = receiver.connections();
      await closed.request(`${hooks(uid)}/${hook.id}/ping`, { method: 'POST', token });
      const [delivery] = await eventually(
        () => deliveries(hook.id, closed, token, uid),
        (rows) => rows[0]?.Status === 'failed',
      );
      expect(delivery.Tries).toBe(1);
      expect(delivery.LastError).toMatch(/loopback address \(refused\)/);
      expect(receiver.connections()).toBe(connections);
    } finally {
      await closed.close();
    }
  });
});
