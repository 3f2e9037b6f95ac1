import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { api, createProject } from './helpers/assets.ts';
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
    await server.request('/accounts/auth/login', {
      method: 'POST',
      body: { Username: 'carol', Password: 'wrong pass' },
    });
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

describe('request logs', () => {
  it('name projects, runs, render tokens and shares only by a keyed hash', async () => {
    lines.length = 0;
    const token = await server.login('carol', PASSWORD);
    const prjuid = await createProject(server, token, 'Logged');
    const runid = 'spring-campaign-run-7';
    const renderToken = randomBytes(16).toString('hex');
    const shareId = randomBytes(16).toString('hex');
    const calls = [
      `${api()}/project/${prjuid}`,
      `${api()}/list/data/${prjuid}/`,
      `/r/eu-west-1/render/v2/batch/results/${runid}`,
      `/r/eu-west-1/render/v2/render/${renderToken}.mp4?frame=2`,
      `/r/eu-west-1/render/v2/render/${renderToken}/status`,
      `/cdn/${prjuid}/${runid}/out.mp4`,
      `/share/player.html?id=${shareId}`,
      `/share-api/poster/${shareId}.jpg`,
      `/projects/eu-west-1/${prjuid}/movies?token=${token}`,
      `/nowhere/${prjuid}`,
    ];
    for (const call of calls) await server.request(call, { token, headers: { accept: 'text/html' } });

    const log = lines.join('');
    for (const call of calls) expect(log).toContain(call.split('/')[1]);
    expect(log).toContain('/r/eu-west-1/api/v1/project/~');
    expect(log).toMatch(/\/render\/v2\/render\/~[0-9a-f]{10}\.mp4\?frame=2/);
    for (const secret of [prjuid, runid, renderToken, shareId, token]) expect(log).not.toContain(secret);
    // One id, one mark: the lines of one project can still be followed.
    const mark = /list\/data\/(~[0-9a-f]{10})\//.exec(log)?.[1];
    expect(mark).toBeDefined();
    expect(log).toContain(`/api/v1/project/${mark}"`);
    expect(log).toContain(`/cdn/${mark}/`);
    expect(log).toContain(`/projects/eu-west-1/${mark}/movies?token=[redacted]`);
  });
});
