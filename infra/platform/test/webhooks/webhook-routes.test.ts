import { WEBHOOK_EVENTS, WEBHOOK_SECRET_PATTERN } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { withProject } from '../helpers/with-project.ts';

// docs/api.md, "Webhooks": a project's hooks over the region API, its owner's alone.

const fixture = withProject('Hooks', {
  others: ['other'],
  // The receiver listens on loopback, which deliveries reach only when the operator opens it.
  server: { outboundAllowHosts: ['127.0.0.1'], webhookPollMs: 20 },
});
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const hooks = () => `${api()}/webhooks/${fixture.uid}`;
const call = (path: string, options: { method?: string; token?: string; body?: unknown } = {}) =>
  fixture.server.request(path, { token: fixture.owner, ...options });

async function makeHook(body: Record<string, unknown> = {}) {
  const reply = await call(hooks(), {
    method: 'POST',
    body: { Url: receiver.url, Events: ['render.succeeded'], ...body },
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.json as { Webhook: { Id: string; Url: string; Events: string[]; Enabled: boolean }; Secret: string };
}

const deliveriesOf = async (id: string, query = '') =>
  (await call(`${hooks()}/${id}/deliveries${query}`)).json as { Deliveries: any[]; Next?: string };

describe('a project’s webhooks', () => {
  it('are made with a secret answered once, and listed without it', async () => {
    const made = await makeHook({ Events: ['batch.run.finished', 'render.failed', 'render.failed'] });
    expect(made.Secret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(made.Webhook).toMatchObject({
      Url: receiver.url,
      // In the order of the event list, each once.
      Events: ['render.failed', 'batch.run.finished'],
      Enabled: true,
    });
    const list = await call(hooks());
    expect(list.status).toBe(200);
    expect(list.json.Webhooks.map((hook: { Id: string }) => hook.Id)).toContain(made.Webhook.Id);
    expect(list.text).not.toContain(made.Secret);
    expect(list.text).not.toMatch(/whsec_/);
  });

  it('change their address, events and enabled state, and are deleted with their log', async () => {
    const { Webhook } = await makeHook();
    const changed = await call(`${hooks()}/${Webhook.Id}`, {
      method: 'PATCH',
      body: { Url: `${receiver.url}/other`, Events: [...WEBHOOK_EVENTS], Enabled: false },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.Webhook).toMatchObject({
      Url: `${receiver.url}/other`,
      Events: [...WEBHOOK_EVENTS],
      Enabled: false,
    });
    // A disabled hook is sent no test event.
    const ping = await call(`${hooks()}/${Webhook.Id}/ping`, { method: 'POST' });
    expect(ping.status).toBe(409);
    expect(ping.json.Message).toMatch(/disabled/);

    const removed = await call(`${hooks()}/${Webhook.Id}`, { method: 'DELETE' });
    expect(removed.json).toEqual({ Deleted: Webhook.Id });
    expect((await call(`${hooks()}/${Webhook.Id}/deliveries`)).status).toBe(404);
    expect((await call(`${hooks()}/${Webhook.Id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('send a signed test event, again with a new signature, and page their log newest first', async () => {
    const made = await makeHook();
    receiver.secret = made.Secret;
    const id = made.Webhook.Id;
    const ping = await call(`${hooks()}/${id}/ping`, { method: 'POST' });
    expect(ping.status, ping.text).toBe(202);
    expect(ping.json.Delivery).toMatchObject({ Event: 'ping', Status: 'pending' });
    const deliveryId = ping.json.Delivery.Id as string;
    const delivered = await eventually(
      () => deliveriesOf(id),
      (log) => log.Deliveries[0]?.Status === 'delivered',
    );
    expect(delivered.Deliveries[0]).toMatchObject({ Id: deliveryId, Tries: 1, LastStatus: 200, LastError: null });
    const first = receiver.accepted().find((r) => r.headers['reelforge-delivery'] === deliveryId)!;
    expect(first.headers['reelforge-event']).toBe('ping');
    expect(first.headers['content-type']).toBe('application/json');
    const body = JSON.parse(first.body);
    expect(body).toMatchObject({
      id: ping.json.Delivery.EventId,
      type: 'ping',
      project: { uid: fixture.uid, name: 'Hooks', region: 'eu-west-1' },
      movie: null,
      error: null,
    });

    const resent = await call(`${hooks()}/${id}/deliveries/${deliveryId}/resend`, { method: 'POST' });
    expect(resent.status, resent.text).toBe(202);
    await eventually(
      async () => receiver.accepted().filter((r) => r.headers['reelforge-delivery'] === deliveryId),
      (found) => found.length === 2,
    );
    const second = receiver.accepted().filter((r) => r.headers['reelforge-delivery'] === deliveryId)[1]!;
    // The same body, signed anew.
    expect(second.body).toBe(first.body);
    const time = (r: typeof first) => Number(/t=(\d+)/.exec(String(r.headers['reelforge-signature']))![1]);
    expect(time(second)).toBeGreaterThanOrEqual(time(first));

    for (let i = 0; i < 2; i++) expect((await call(`${hooks()}/${id}/ping`, { method: 'POST' })).status).toBe(202);
    const page = await deliveriesOf(id, '?limit=2');
    expect(page.Deliveries).toHaveLength(2);
    expect(page.Next).toBeDefined();
    const rest = await deliveriesOf(id, `?limit=2&before=${page.Next}`);
    expect(rest.Deliveries.map((d) => d.Id)).toEqual([deliveryId]);
    expect(rest.Next).toBeUndefined();
  });

  it('rotate the secret: the new one is answered once and signs what follows', async () => {
    const made = await makeHook();
    const rotated = await call(`${hooks()}/${made.Webhook.Id}/secret`, { method: 'POST' });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.json.Secret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(rotated.json.Secret).not.toBe(made.Secret);
    receiver.secret = made.Secret;
    const before = receiver.received.length;
    await call(`${hooks()}/${made.Webhook.Id}/ping`, { method: 'POST' });
    const refused = await eventually(
      () => deliveriesOf(made.Webhook.Id),
      (log) => log.Deliveries[0]?.LastStatus === 400,
    );
    // The receiver holding the old secret refuses it (a 400 is tried again later).
    expect(refused.Deliveries[0]).toMatchObject({
      Status: 'pending',
      LastError: 'the endpoint answered 400 (Bad Request)',
    });
    expect(receiver.received.slice(before).every((r) => !r.verified)).toBe(true);
    await call(`${hooks()}/${made.Webhook.Id}`, { method: 'DELETE' });
  });

  it('are at most 10 a project', async () => {
    const { Webhooks } = (await call(hooks())).json as { Webhooks: unknown[] };
    for (let i = Webhooks.length; i < 10; i++) await makeHook();
    const eleventh = await call(hooks(), { method: 'POST', body: { Url: receiver.url, Events: ['render.failed'] } });
    expect(eleventh.status).toBe(409);
    expect(eleventh.json.Message).toMatch(/at most 10 webhooks/);
  });
});

describe('refusals', () => {
  let hookId: string;
  let deliveryId: string;
  beforeAll(async () => {
    const { Webhooks } = (await call(hooks())).json as { Webhooks: { Id: string }[] };
    hookId = Webhooks[0]!.Id;
    const log = await deliveriesOf(hookId);
    deliveryId = log.Deliveries[0]?.Id ?? '0'.repeat(32);
  });

  it('another user’s project is a 404 on every call', async () => {
    const token = fixture.others.other;
    const base = hooks();
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['POST', base, { Url: receiver.url, Events: ['render.succeeded'] }],
      ['PATCH', `${base}/${hookId}`, { Enabled: false }],
      ['DELETE', `${base}/${hookId}`],
      ['POST', `${base}/${hookId}/secret`],
      ['GET', `${base}/${hookId}/deliveries`],
      ['POST', `${base}/${hookId}/deliveries/${deliveryId}/resend`],
      ['POST', `${base}/${hookId}/ping`],
    ];
    for (const [method, path, body] of calls) {
      const reply = await fixture.server.request(path, { method, token, ...(body ? { body } : {}) });
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.json.Message).toMatch(/Project .* not found/);
    }
    // Nothing of the owner's changed.
    const list = (await call(hooks())).json.Webhooks as { Id: string; Enabled: boolean }[];
    expect(list.find((hook) => hook.Id === hookId)?.Enabled).toBe(true);
  });

  it('without a sign-in every call is a 401', async () => {
    const reply = await fixture.server.request(hooks());
    expect(reply.status).toBe(401);
  });

  it('an unknown hook or delivery of one’s own project is a 404', async () => {
    const unknown = 'f'.repeat(32);
    expect((await call(`${hooks()}/${unknown}`, { method: 'PATCH', body: { Enabled: true } })).status).toBe(404);
    expect((await call(`${hooks()}/${unknown}/ping`, { method: 'POST' })).status).toBe(404);
    expect((await call(`${hooks()}/${hookId}/deliveries/${unknown}/resend`, { method: 'POST' })).status).toBe(404);
  });

  it('bad bodies and queries are a 400 saying why', async () => {
    const bad: [string, string, unknown, RegExp][] = [
      ['POST', hooks(), { Events: ['render.succeeded'] }, /Url/],
      ['POST', hooks(), { Url: receiver.url }, /Events/],
      ['POST', hooks(), { Url: 'ftp://example.com/x', Events: ['render.succeeded'] }, /https:\/\/ or http:\/\//],
      ['POST', hooks(), { Url: 'example.com/hooks', Events: ['render.succeeded'] }, /not a URL/],
      [
        'POST',
        hooks(),
        { Url: `https://example.com/${'a'.repeat(2048)}`, Events: ['render.succeeded'] },
        /at most 2048/,
      ],
      ['POST', hooks(), { Url: 'https://u:p@example.com/', Events: ['render.succeeded'] }, /user name or password/],
      ['POST', hooks(), { Url: receiver.url, Events: [] }, /at least one event/],
      ['POST', hooks(), { Url: receiver.url, Events: ['render.done'] }, /Unknown event render\.done/],
      ['POST', hooks(), { Url: receiver.url, Events: ['render.failed'], Enabled: 'yes' }, /Enabled/],
      ['POST', hooks(), '{"Url": ', /JSON|body/i],
      ['PATCH', `${hooks()}/${hookId}`, { Events: [] }, /at least one event/],
      ['PATCH', `${hooks()}/${hookId}`, { Url: 'mailto:ops@example.com' }, /https:\/\/ or http:\/\//],
    ];
    for (const [method, path, body, message] of bad) {
      const reply = await call(path, { method, body });
      expect(reply.status, `${method} ${JSON.stringify(body)}: ${reply.text}`).toBe(400);
      expect(reply.json.Message, JSON.stringify(body)).toMatch(message);
    }
    for (const query of ['?limit=0', '?limit=201', '?limit=x', '?before=-1'])
      expect((await call(`${hooks()}/${hookId}/deliveries${query}`)).status, query).toBe(400);
  });
});
