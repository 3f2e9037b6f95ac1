import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLogContext } from '../../src/lib/log-context.ts';
import { requestIdOf } from '../../src/lib/request-id.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a request id', () => {
  it('is a new UUID unless a trusted proxy named a plain one', () => {
    expect(requestIdOf(undefined, true)).toMatch(UUID);
    expect(requestIdOf('edge-7f3a:12', true)).toBe('edge-7f3a:12');
    expect(requestIdOf(['first', 'second'], true)).toBe('first');
    // From anyone but a trusted proxy, or not a plain short token: a new one.
    expect(requestIdOf('edge-7f3a:12', false)).toMatch(UUID);
    for (const forged of ['', 'a b', 'line\nbreak', '<script>', '"quoted"', 'x'.repeat(129), 'é'])
      expect(requestIdOf(forged, true), JSON.stringify(forged)).toMatch(UUID);
    expect(requestIdOf(undefined, true)).not.toBe(requestIdOf(undefined, true));
  });
});

describe('log lines of a request', () => {
  const lines: string[] = [];
  let server: TestServer;
  let proxied: TestServer;
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    const configure = (app: TestServer['app']) => {
      // Work that logs through the app's own logger, after an await, as services do.
      app.get('/test/work', async () => {
        await new Promise((resolve) => setImmediate(resolve));
        app.log.info('work done');
        return { ok: true };
      });
      app.post('/test/work', { schema: { body: { type: 'object' } } }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        app.log.info('posted work done');
        return { ok: true };
      });
    };
    const logStream = { write: (line: string) => lines.push(line) };
    server = await startTestServer({ logLevel: 'info', logStream, configure });
    proxied = await startTestServer({ logLevel: 'info', logStream, configure, trustProxy: true });
  });
  afterAll(() => Promise.all([server.close(), proxied.close()]));

  it('carry the id the answer names, on the request logger and the app logger alike, once each', async () => {
    const reply = await fetch(`${server.url}/test/work`, { headers: { 'x-request-id': 'forged-by-caller' } });
    const id = reply.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    const posted = await fetch(`${server.url}/test/work`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    const postedId = posted.headers.get('x-request-id');
    const ofId = (reqId: string | null) => parsed().filter((line) => line.reqId === reqId);
    expect(ofId(id).map((line) => line.msg)).toEqual(['incoming request', 'work done', 'request completed']);
    expect(ofId(postedId).map((line) => line.msg)).toEqual([
      'incoming request',
      'posted work done',
      'request completed',
    ]);
    // Bound once: no line names a request id twice.
    for (const line of lines.filter((text) => text.includes(id!))) expect(line.split('"reqId"').length).toBe(2);
  });

  it("keep a trusted proxy's id", async () => {
    const reply = await fetch(`${proxied.url}/test/work`, { headers: { 'x-request-id': 'edge-42' } });
    expect(reply.headers.get('x-request-id')).toBe('edge-42');
    expect(parsed().filter((line) => line.reqId === 'edge-42' && line.msg === 'work done')).toHaveLength(1);
  });

  it('outside a request, carry the context the work runs in', async () => {
    withLogContext({ reqId: 'queued-by-7', batchRun: 'a'.repeat(32), seq: 3 }, () =>
      server.app.log.info('row rendered'),
    );
    expect(parsed().find((line) => line.msg === 'row rendered')).toMatchObject({
      reqId: 'queued-by-7',
      batchRun: 'a'.repeat(32),
      seq: 3,
    });
    server.app.log.info('no work');
    expect(parsed().find((line) => line.msg === 'no work')).not.toHaveProperty('reqId');
  });
});
