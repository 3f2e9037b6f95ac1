// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, CONSOLE_VERSION, createHttp } from '../src/index.js';

let server: Server;
let origin: string;
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 2_000);
    if (req.url === '/denied') {
      res.writeHead(401, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ Message: 'Token expired' }));
    }
    if (req.url === '/broken') {
      res.writeHead(503, 'Service Unavailable');
      return void res.end();
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = () => seen[seen.length - 1] as IncomingMessage;

describe('calls to the platform', () => {
  it("keep a token the caller sets instead of the session's (the playground's)", async () => {
    const http = createHttp({ origin, domainSuffix: '', getToken: () => 'abc' });
    await http('/r/eu-west-1/api/v1/compdata/examples/x', { headers: { Authorization: 'istoken play' } });
    expect(last().headers.authorization).toBe('istoken play');
    await http('/r/eu-west-1/api/v1/list/project/');
    expect(last().headers.authorization).toBe('istoken abc');
  });

  it('carry the istoken header on the console origin', async () => {
    const http = createHttp({ origin, domainSuffix: 'reelforge.io', getToken: () => 'abc' });
    const reply = await http<{ ok: boolean }>('/r/eu-west-1/api/v1/list/project/', { regionHost: true });
    expect(reply.data).toEqual({ ok: true });
    expect(last().headers.authorization).toBe('istoken abc');
    expect(last().headers['x-console-version']).toBe(CONSOLE_VERSION);
  });

  it('send the console version only to region hosts', async () => {
    const http = createHttp({ origin, domainSuffix: '', getToken: () => 'abc' });
    await http('/regions/auth.json');
    expect(last().headers['x-console-version']).toBeUndefined();
  });

  it('send JSON bodies as JSON', async () => {
    const http = createHttp({ origin, domainSuffix: '', getToken: () => null });
    await http('/accounts/auth/login', { method: 'POST', body: { Username: 'demo' } });
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().headers.authorization).toBeUndefined();
  });

  it('report a timeout as status -1', async () => {
    const http = createHttp({ origin, domainSuffix: '', getToken: () => null });
    const error = await http('/slow', { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(-1);
  });

  it('send the user to sign in on a 401, unless the caller handles it', async () => {
    const onUnauthorized = vi.fn();
    const http = createHttp({ origin, domainSuffix: '', getToken: () => 'old', onUnauthorized });
    const error = await http('/denied').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Token expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await http('/denied', { ownUnauthorized: true }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keep the status text of other failures', async () => {
    const http = createHttp({ origin, domainSuffix: '', getToken: () => null });
    const error = (await http('/broken').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(error.statusText).toBe('Service Unavailable');
  });
});
