import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, postgresCluster } from '../helpers/postgres-databases.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// Paths that read, then write: SQLite ran them one at a time, PostgreSQL runs them side by side.
let cluster: { url: string; stop: () => Promise<void> };
let database: { url: string; drop: () => Promise<void> };
let server: TestServer;

beforeAll(async () => {
  cluster = await postgresCluster();
  database = await createDatabase(cluster.url, { empty: true });
  server = await startTestServer({ databaseUrl: database.url });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await database?.drop();
  await cluster?.stop();
});

describe('requests at the same moment on PostgreSQL', () => {
  it('count the same new client error once each, in one group', async () => {
    const [demo, admin] = await Promise.all([server.login('demo'), server.login('admin')]);
    const body = { from: 'projects', to: 'project.movies', error: 'raced', version: '0.1.0' };
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.request('/accounts/account/client-errors', { method: 'POST', token: demo, body }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(202));
    const groups = (await server.request('/accounts/account/client-errors', { token: admin })).json as Array<{
      error: string;
      count: number;
    }>;
    expect(groups.filter((group) => group.error === 'raced').map((group) => group.count)).toEqual([8]);
  });

  it('make a tag and its missing parent once, whichever of them asks first', async () => {
    const demo = await server.login('demo');
    const put = (path: string) =>
      server.request(`/r/eu-west-1/api/v1/tag/${path.split('/').map(encodeURIComponent).join('/')}`, {
        method: 'PUT',
        token: demo,
      });
    const replies = await Promise.all(['shared/a', 'shared/b', 'shared/c', 'shared/d', 'shared', 'shared/a'].map(put));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 201, 201, 201, 409, 409]);
    const tags = (await server.request('/r/eu-west-1/api/v1/list/tag', { token: demo })).json.Tags as Array<{
      name: string;
    }>;
    expect(
      tags
        .map((tag) => tag.name)
        .filter((name) => name.startsWith('shared'))
        .sort(),
    ).toEqual(['shared', 'shared/a', 'shared/b', 'shared/c', 'shared/d']);
  });
});
