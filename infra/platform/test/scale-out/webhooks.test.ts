import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { leanMovie, putMovieJson, render, renderToken } from '../helpers/movies.ts';
import type { TestServer } from '../helpers/server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { startDeployment, type Deployment } from './deployment.ts';
import { serverAt } from './processes.ts';

// Webhooks across processes (docs/api.md, "Webhooks"): a render token's file made by a worker
// process is told by it, once; and however many processes look for due deliveries, each
// delivery is sent by one of them (its claim in the database), once.
let deployment: Deployment;
let one: TestServer;
let two: TestServer;
let demo: string;
let prjuid: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  deployment = await startDeployment('webhooks', {
    // The receiver is on loopback; every process looks for due deliveries often.
    common: { outboundAllowHosts: ['127.0.0.1'], webhookPollMs: 25, webhookRetryPausesMs: [25] },
  });
  const apis = [await deployment.start('api'), await deployment.start('api')];
  await deployment.start('worker');
  one = serverAt(apis[0]!.url);
  two = serverAt(apis[1]!.url);
  demo = await one.login('demo');
  prjuid = await createProject(one, demo, 'Hooks elsewhere');
  expect((await putMovieJson(one, demo, prjuid, 'lean', leanMovie(1))).status).toBe(201);
}, 60_000);
afterAll(async () => {
  await deployment?.stop();
  await receiver?.close();
});

async function makeHook(events: string[]): Promise<string> {
  const reply = await one.request(`${api()}/webhooks/${prjuid}`, {
    method: 'POST',
    token: demo,
    body: { Url: receiver.url, Events: events },
  });
  expect(reply.status, reply.text).toBe(201);
  receiver.secret = reply.json.Secret;
  return reply.json.Webhook.Id;
}

describe('webhooks in scale-out', () => {
  it('tell a render a worker made, once, linking the api process it was asked through', async () => {
    await makeHook(['render.succeeded']);
    const token = await renderToken(one, demo, prjuid, { movie: 'lean', params: { title: 'Elsewhere' } });
    const video = await fetchBytes(two, `${render()}/v2/render/${token}.mp4`);
    expect(video.status).toBe(200);
    const told = await eventually(
      async () => receiver.accepted().filter((r) => r.headers['reelforge-event'] === 'render.succeeded'),
      (found) => found.length > 0,
    );
    const body = JSON.parse(told[0]!.body);
    expect(body.render).toMatchObject({
      token,
      format: 'mp4',
      url: `${two.url}/r/eu-west-1/render/v2/render/${token}.mp4`,
    });
    // Asked again through the other api process: the file is there, nothing more is told.
    expect((await fetchBytes(one, `${render()}/v2/render/${token}.mp4`)).status).toBe(200);
    expect(receiver.accepted().filter((r) => r.headers['reelforge-event'] === 'render.succeeded')).toHaveLength(1);
  });

  it('sends each delivery once, whichever of the three processes claims it', async () => {
    const hook = await makeHook(['render.failed']);
    // Every other try of the first ones fails: deliveries are tried again by whoever claims them next.
    receiver.answers = [500, 200, 500, 200, 500];
    const sent: string[] = [];
    for (let i = 0; i < 30; i++) {
      const on = i % 2 ? one : two;
      const reply = await on.request(`${api()}/webhooks/${prjuid}/${hook}/ping`, { method: 'POST', token: demo });
      expect(reply.status).toBe(202);
      sent.push(reply.json.Delivery.Id);
    }
    const delivered = await eventually(
      async () =>
        receiver.accepted().filter((r) => r.status === 200 && sent.includes(String(r.headers['reelforge-delivery']))),
      (found) => found.length >= 30,
    );
    const ids = delivered.map((r) => String(r.headers['reelforge-delivery']));
    expect(new Set(ids).size).toBe(30);
    expect(ids).toHaveLength(30);
    const log = (await one.request(`${api()}/webhooks/${prjuid}/${hook}/deliveries?limit=200`, { token: demo })).json
      .Deliveries as { Status: string; Tries: number }[];
    expect(log).toHaveLength(30);
    expect(log.every((d) => d.Status === 'delivered')).toBe(true);
    expect(log.reduce((sum, d) => sum + d.Tries, 0)).toBe(33);
  });
});
