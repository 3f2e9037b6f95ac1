import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhooksClient, type WebhooksClient } from '@reelforge/api/webhooks';
import { eventually } from '../helpers/eventually.ts';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

let server: TestServer;
let receiver: WebhookReceiver;
let demo: SignedIn;
let other: SignedIn;
let hooks: WebhooksClient;
let prjuid: string;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startTestServer({ outboundAllowHosts: ['127.0.0.1'], webhookPollMs: 20 });
  [demo, other] = await Promise.all([signIn(server, 'demo'), signIn(server, 'other')]);
  hooks = demo.api.regional(webhooksClient, 'eu-west-1');
  prjuid = await demo.api.region('eu-west-1').createProject('Hooked by the client');
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

describe('the webhooks client', () => {
  it('makes, lists, changes, pings and deletes a hook, its secret given once', async () => {
    const made = await hooks.create(prjuid, { Url: receiver.url, Events: ['render.succeeded'] });
    receiver.secret = made.Secret;
    expect(await hooks.list(prjuid)).toEqual([made.Webhook]);
    const changed = await hooks.update(prjuid, made.Webhook.Id, { Events: ['render.failed', 'batch.row.failed'] });
    expect(changed.Events).toEqual(['render.failed', 'batch.row.failed']);

    const ping = await hooks.ping(prjuid, made.Webhook.Id);
    const page = await eventually(
      () => hooks.deliveries(prjuid, made.Webhook.Id, { limit: 10 }),
      (found) => found.Deliveries[0]?.Status === 'delivered',
    );
    expect(page.Deliveries[0]).toMatchObject({ Id: ping.Id, Event: 'ping', Tries: 1, LastStatus: 200 });
    expect((await hooks.resend(prjuid, made.Webhook.Id, ping.Id)).Status).toBe('pending');

    const rotated = await hooks.rotateSecret(prjuid, made.Webhook.Id);
    expect(rotated.Secret).not.toBe(made.Secret);
    await hooks.remove(prjuid, made.Webhook.Id);
    expect(await hooks.list(prjuid)).toEqual([]);
  });

  it('rejects with the server’s message and status', async () => {
    await expect(hooks.create(prjuid, { Url: 'ftp://example.com', Events: ['render.failed'] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/https:\/\/ or http:\/\//),
    });
    await expect(other.api.regional(webhooksClient, 'eu-west-1').list(prjuid)).rejects.toMatchObject({ status: 404 });
  });
});
