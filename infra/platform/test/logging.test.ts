import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.ts';

const PASSWORD = 'correct horse battery staple';
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    logLevel: 'trace',
    logStream: { write: (line: string) => lines.push(line) },
    configure: (app) => {
      app.get('/test/explode', { schema: { querystring: { type: 'object' } } }, async () => {
        throw new Error('boom');
      });
    },
  });
  await server.app.users.create({ username: 'carol', password: PASSWORD });
});
afterAll(() => server.close());

describe('logs', () => {
  it('record requests but never passwords, tokens or credentials', async () => {
    await server.request('/accounts/auth/login', { method: 'POST', body: { Username: 'carol', Password: 'wrong pass' } });
    const token = await server.login('carol', PASSWORD);
    const adminToken = await server.login('admin');
    const renewed = (await server.request('/accounts/auth/renew', { method: 'POST', token })).json.Token as string;
    const { Credentials } = (await server.request('/accounts/auth/session', { method: 'POST', token })).json;
    const assumed = (
      await server.request('/accounts/auth/assume', { method: 'POST', token: adminToken, body: { Username: 'demo' } })
    ).json.Token as string;
    // Tokens also travel in URLs: the console is opened with ?token=, login pages carry a return address.
    await server.request(`/projects?token=${token}`, { headers: { accept: 'text/html', cookie: `token=${token}` } });
    await server.request(`/accounts/login?return=${encodeURIComponent(`/projects?token=${renewed}`)}`);
    await server.request('/test/explode', { token });

    const log = lines.join('');
    expect(log).toContain('/accounts/auth/login');
    expect(log).toContain('request failed');
    expect(log).toContain('/projects?token=[redacted]');

    for (const secret of [
      PASSWORD,
      'wrong pass',
      token,
      renewed,
      adminToken,
      assumed,
      Credentials.SecretAccessKey,
      Credentials.SessionToken,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
