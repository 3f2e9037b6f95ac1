import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, listData } from '../helpers/assets.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { withProject } from '../helpers/with-project.ts';

/**
 * Slow clients cannot hold connections (docs/request-limits.md), with the windows shortened:
 * headers within 1 s, bodies at least 1 KiB/s over every 1 s, 6 connections per address.
 */
const LIMITS = { headersTimeoutMs: 1000, bodyMinBytesPerSecond: 1024, bodyRateWindowMs: 1000, connectionsPerClient: 6 };

let proxied: TestServer;
let proxiedDemo: string;

const ctx = withProject('Slow', { server: { requestLimits: LIMITS } });

interface Raw {
  socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
  /** Sends `text` a few bytes at a time, every `everyMs`, until the connection closes or it is all sent. */
  trickle(text: string, bytes: number, everyMs: number): Promise<void>;
}

async function open(target: TestServer): Promise<Raw> {
  const socket = connect(Number(new URL(target.url).port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  await new Promise((resolve) => socket.once('connect', resolve));
  const trickle = async (text: string, bytes: number, everyMs: number) => {
    for (let at = 0; at < text.length && !socket.destroyed; at += bytes) {
      socket.write(text.slice(at, at + bytes));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  };
  return { socket, closed, trickle };
}

const head = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
const messageOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).Message as string;

const appData = (name: string) => `${api()}/appdata/${ctx.uid}/${name}`;

describe('slow headers', () => {
  it('close a connection whose headers trickle in, or never come, with a 408', async () => {
    const trickling = await open(ctx.server);
    void trickling.trickle(head('GET', '/regions/regions.json', { 'x-padding': 'p'.repeat(400) }), 2, 100);
    const silent = await open(ctx.server);
    const partial = await open(ctx.server);
    partial.socket.write('GET /regions/regions.json HTTP/1.1\r\nHost: localhost\r\n');
    for (const raw of [trickling, partial]) {
      const answer = await raw.closed;
      expect(statusOf(answer)).toBe(408);
      expect(messageOf(answer)).toBe("The request's headers did not arrive within 1 s");
    }
    // A connection that never sends a byte is closed too.
    await silent.closed;
  });
});

describe('slow bodies', () => {
  const slowJson = (name: string) =>
    head('PUT', appData(name), {
      authorization: `istoken ${ctx.owner}`,
      'content-type': 'application/json',
      'content-length': 4000,
    });

  it('answer a JSON body slower than the rate with a 408 naming it, and another client is answered meanwhile', async () => {
    const order: string[] = [];
    const attacks = await Promise.all(['a.json', 'b.json', 'c.json'].map(() => open(ctx.server)));
    for (const [i, raw] of attacks.entries()) {
      raw.socket.write(slowJson('jobs.json'));
      void raw.trickle('[' + ' '.repeat(3998) + ']', 10, 200);
      void raw.closed.then(() => order.push(`attack ${i}`));
    }
    const other = await ctx.server.request('/regions/regions.json');
    order.push('other');
    expect(other.status).toBe(200);
    for (const raw of attacks) {
      const answer = await raw.closed;
      expect(statusOf(answer)).toBe(408);
      expect(messageOf(answer)).toBe('The request body arrived slower than 1 KiB/s over 1 s');
    }
    expect(order[0]).toBe('other');
    expect((await ctx.server.request(appData('jobs.json'), { token: ctx.owner })).status).toBe(404);
  });

  it('close a trickling upload and keep nothing of it', async () => {
    const upload = await open(ctx.server);
    upload.socket.write(
      head('PUT', `${api()}/data/${ctx.uid}/slow.txt`, {
        authorization: `istoken ${ctx.owner}`,
        'content-type': 'text/plain',
        'content-length': 100_000,
      }),
    );
    void upload.trickle('x'.repeat(100_000), 50, 100);
    expect(statusOf(await upload.closed)).toBe(408);
    const names = JSON.stringify(await listData(ctx.server, ctx.owner, ctx.uid));
    expect(names).not.toContain('slow.txt');
  });

  it('close a body that stops half-way, and one sent after an early refusal', async () => {
    const stalled = await open(ctx.server);
    stalled.socket.write(slowJson('stories.json') + '[' + ' '.repeat(1500));
    expect(statusOf(await stalled.closed)).toBe(408);
    // No token: refused at once, the trickling body that follows is still cut off.
    const refused = await open(ctx.server);
    refused.socket.write(
      head('PUT', appData('jobs.json'), { 'content-type': 'application/json', 'content-length': 4000 }),
    );
    void refused.trickle(' '.repeat(4000), 10, 200);
    const answer = await refused.closed;
    expect(statusOf(answer)).toBe(401);
  });

  it('accept a body with a pause the average over the window absorbs', async () => {
    const raw = await open(ctx.server);
    const body = JSON.stringify([{ name: 'Paused', src: 'x'.repeat(3000) }]);
    raw.socket.write(
      head('PUT', appData('scripts.json'), {
        authorization: `istoken ${ctx.owner}`,
        'content-type': 'application/json',
        'content-length': body.length,
        connection: 'close',
      }),
    );
    raw.socket.write(body.slice(0, 2000));
    await new Promise((resolve) => setTimeout(resolve, 400));
    raw.socket.write(body.slice(2000));
    expect(statusOf(await raw.closed)).toBe(201);
  });
});

describe('connections per client address', () => {
  // A body announced and never sent: the request stays open until the rate rule ends it.
  const waiting = (token?: string, forwardedFor?: string) =>
    head('PUT', `${api()}/appdata/${ctx.uid}/jobs.json`, {
      ...(token ? { authorization: `istoken ${token}` } : {}),
      'content-type': 'application/json',
      'content-length': 100,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    });

  it('refuse connections beyond the cap from one address, whatever X-Forwarded-For says without a trusted proxy', async () => {
    // Each connection names another client; the cap counts the peer. Idle connections of
    // this file's own client count too, so at least the two beyond the cap are cut.
    const sockets = await Promise.all(Array.from({ length: LIMITS.connectionsPerClient + 2 }, () => open(ctx.server)));
    for (const [i, raw] of sockets.entries()) raw.socket.write(waiting(undefined, `198.51.100.${i}`));
    const answers = await Promise.all(sockets.map((raw) => raw.closed));
    const cut = answers.filter((answer) => answer === '');
    expect(cut.length).toBeGreaterThanOrEqual(2);
    // The others were answered (401: no token), then closed once their body did not come.
    for (const answer of answers.filter((answer) => answer !== '')) expect(statusOf(answer)).toBe(401);
    // Once they are gone, the address is served again.
    expect((await ctx.server.request('/regions/regions.json')).status).toBe(200);
  });

  describe('behind a trusted proxy', () => {
    beforeAll(async () => {
      // A proxy on loopback: X-Forwarded-For names the client.
      proxied = await startTestServer({ requestLimits: LIMITS, trustProxy: ['127.0.0.1'] });
      proxiedDemo = await proxied.login('demo');
    });
    afterAll(() => proxied.close());

    it('count the address it names: one client is capped, another is answered', async () => {
      const order: string[] = [];
      const held = await Promise.all(Array.from({ length: LIMITS.connectionsPerClient }, () => open(proxied)));
      for (const raw of held) raw.socket.write(waiting(proxiedDemo, '203.0.113.5'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const extra = await open(proxied);
      extra.socket.write(waiting(proxiedDemo, '203.0.113.5'));
      const refused = await extra.closed;
      order.push('capped');
      expect(statusOf(refused)).toBe(429);
      expect(messageOf(refused)).toBe('Too many open requests from your address: at most 6 at once');
      const other = await fetch(`${proxied.url}/regions/regions.json`, {
        headers: { 'x-forwarded-for': '203.0.113.6' },
      });
      order.push('other');
      expect(other.status).toBe(200);
      await Promise.all(held.map((raw) => raw.closed.then(() => order.push('held'))));
      expect(order.slice(0, 2)).toEqual(['capped', 'other']);
    });
  });
});
