import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    configure: (app) => {
      app.get('/test/explode', { schema: { querystring: { type: 'object' } } }, async () => {
        throw new Error('SQLITE_CORRUPT: database disk image is malformed at /srv/secret/platform.sqlite');
      });
      app.get('/test/reject', { schema: { querystring: { type: 'object' } } }, async () => {
        // A non-Error rejection, as some libraries throw.
        throw { statusCode: 502, detail: 'upstream said /internal/host:9000' };
      });
      app.get('/test/conflict', { schema: { querystring: { type: 'object' } } }, async () => {
        throw { statusCode: 409 };
      });
    },
  });
});
afterAll(() => server.close());

describe('errors', () => {
  it('answer a failure with 500 {"Message": "Internal error"} and nothing of its internals', async () => {
    const reply = await server.request('/test/explode');
    expect(reply.status).toBe(500);
    expect(reply.json).toEqual({ Message: 'Internal error' });
    expect(reply.text).not.toMatch(/SQLITE|secret|at \w|\.ts:\d/);
  });

  it('never leak details of an upstream failure either', async () => {
    const reply = await server.request('/test/reject');
    expect(reply.status).toBeGreaterThanOrEqual(500);
    expect(reply.json).toEqual({ Message: 'Internal error' });
    expect(reply.text).not.toContain('internal');
  });

  it('always carry a Message, even for a 4xx thrown without one', async () => {
    const reply = await server.request('/test/conflict');
    expect(reply.status).toBe(409);
    expect(reply.json).toEqual({ Message: 'Conflict' });
  });

  it('answer an unknown route with 404 and a Message, for any method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const reply = await server.request('/no/such/route', { method, headers: { accept: 'application/json' } });
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual({ Message: expect.stringContaining('Not found') });
    }
  });

  it('answer an unsupported body type with a 4xx and a Message', async () => {
    const reply = await server.request('/accounts/auth/login', {
      method: 'POST',
      body: '<Username>demo</Username>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(reply.status).toBe(415);
    expect(reply.json.Message).toEqual(expect.any(String));
  });
});
