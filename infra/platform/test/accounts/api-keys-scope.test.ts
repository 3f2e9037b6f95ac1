import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject } from '../helpers/assets.ts';
import { batch, createQueue, newRunId, task } from '../helpers/batch.ts';
import { putMovieJson, render, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type Reply, type TestServer } from '../helpers/server.ts';

// What an API key reaches (docs/api.md, "API keys"), over HTTP: its owner's projects and no one
// else's, only those it names, and no writes when it is read-only.
let server: TestServer;
let demo: string;
let other: string;
/** demo's projects: `a` and `b`, and `there` in another region; `c` is other's. */
const uid = { a: '', b: '', there: '', c: '' };

beforeAll(async () => {
  server = await startTestServer({ rateLimits: { saves: 10_000, renders: 10_000 } });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  uid.a = await createProject(server, demo, 'A');
  uid.b = await createProject(server, demo, 'B');
  uid.there = await createProject(server, demo, 'There', 'us-east-1');
  uid.c = await createProject(server, other, 'C');
});
afterAll(() => server.close());

/** A new key of the account signed in with `token`: the key itself. */
async function keyOf(token: string, body: Record<string, unknown> = {}): Promise<string> {
  const reply = await server.request('/accounts/account/apikeys', {
    method: 'POST',
    token,
    body: { Name: 'test', ...body },
  });
  if (reply.status !== 201) throw new Error(`key: ${reply.status} ${reply.text}`);
  return reply.json.Secret as string;
}

/** A request with the key as `Authorization: Bearer`. */
const withKey = (key: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<Reply> =>
  server.request(path, { ...init, headers: { authorization: `Bearer ${key}` } });

/** The calls tried on a project: a GET, a PUT, a render call and a batch call. */
const calls = (prjuid: string) => ({
  get: (key: string) => withKey(key, `${api()}/list/data/${prjuid}/`),
  put: (key: string) => withKey(key, `${api()}/appdata/${prjuid}/scripts.json`, { method: 'PUT', body: [] }),
  render: (key: string) =>
    withKey(key, `${render()}/v2/render/${prjuid}`, { method: 'POST', body: { movie: 'nothing-here' } }),
  batch: async (key: string) => {
    const queue = await createQueue(server, demo);
    return withKey(key, `${batch()}/eu-west-1/default/${queue}`, {
      method: 'PUT',
      body: { region: 'eu-west-1', jobid: 'job', runid: newRunId(), projectid: prjuid, tasks: [task(0)] },
    });
  },
});

const projectsListed = async (key: string) =>
  ((await withKey(key, `${api()}/list/project/`)).json.Projects as { uid: string }[])
    .map((project) => project.uid)
    .sort();

describe('a key for all projects', () => {
  it('acts as its owner: the same project list as the owner’s token', async () => {
    const key = await keyOf(demo);
    const byToken = await server.request(`${api()}/list/project/`, { token: demo });
    const byKey = await withKey(key, `${api()}/list/project/`);
    expect(byKey.status).toBe(200);
    expect(byKey.json).toEqual(byToken.json);
    expect(await projectsListed(key)).toEqual([uid.a, uid.b].sort());
  });

  it('reads, writes, renders and runs batches in its owner’s projects', async () => {
    const key = await keyOf(demo);
    const { get, put, batch: batchCall } = calls(uid.a);
    expect((await get(key)).status).toBe(200);
    expect((await put(key)).status).toBeLessThan(300);
    expect((await putMovieJson(server, demo, uid.a, 'tiny', tinyMovie())).status).toBeLessThan(300);
    const rendered = await withKey(key, `${render()}/v2/render/${uid.a}`, { method: 'POST', body: { movie: 'tiny' } });
    expect(rendered.status).toBe(200);
    expect(rendered.json.token).toMatch(/^[0-9a-f]{32}$/);
    expect((await batchCall(key)).json).toMatchObject({ total: 1 });
  });

  it('never reaches another account’s project: a GET, a PUT, a render and a batch call are 404 as to a token', async () => {
    const key = await keyOf(demo);
    const theirs = calls(uid.c);
    for (const [name, call] of Object.entries(theirs)) {
      const reply = await call(key);
      expect(reply.status, name).toBe(404);
      expect(reply.json.Message, name).toBe(`Project ${uid.c} not found`);
    }
    // The other account's own token, for comparison: the same answer for demo's project.
    const asOther = await server.request(`${api()}/list/data/${uid.a}/`, { token: other });
    expect(asOther.status).toBe(404);
    expect(asOther.json.Message).toBe(`Project ${uid.a} not found`);
    // And the other account's key never reaches demo's.
    const otherKey = await keyOf(other);
    for (const [name, call] of Object.entries(calls(uid.a))) expect((await call(otherKey)).status, name).toBe(404);
  });
});

describe('a key for some projects', () => {
  it('lists only its projects', async () => {
    const key = await keyOf(demo, { Projects: [uid.a] });
    expect(await projectsListed(key)).toEqual([uid.a]);
    const both = await keyOf(demo, { Projects: [uid.a, uid.there] });
    expect(await projectsListed(both)).toEqual([uid.a]);
    const there = await withKey(both, `${api('us-east-1')}/list/project/`);
    expect(there.json.Projects.map((project: { uid: string }) => project.uid)).toEqual([uid.there]);
  });

  it('reaches its projects, and the owner’s others are 404 exactly like another account’s', async () => {
    const key = await keyOf(demo, { Projects: [uid.a] });
    for (const [name, call] of Object.entries(calls(uid.a))) {
      const reply = await call(key);
      // The render names no stored movie: its 404 is about the movie, not the project.
      if (name === 'render') expect(reply.json.Message, name).not.toMatch(/^Project/);
      else expect(reply.status, name).toBeLessThan(300);
    }
    for (const [name, call] of Object.entries(calls(uid.b))) {
      const reply = await call(key);
      expect(reply.status, name).toBe(404);
      expect(reply.json.Message, name).toBe(`Project ${uid.b} not found`);
    }
    const detail = await withKey(key, `${api()}/project/${uid.b}`);
    expect(detail.status).toBe(404);
    expect((await withKey(key, `${api()}/project/${uid.a}`)).status).toBe(200);
  });

  it('cannot delete a project it does not name, and deletes one it does', async () => {
    const doomed = await createProject(server, demo, 'Doomed');
    const key = await keyOf(demo, { Projects: [doomed] });
    const otherKey = await keyOf(demo, { Projects: [uid.a] });
    expect((await withKey(otherKey, `${api()}/project/${doomed}`, { method: 'DELETE' })).status).toBe(404);
    expect((await server.request(`${api()}/project/${doomed}`, { token: demo })).status).toBe(200);
    expect((await withKey(key, `${api()}/project/${doomed}`, { method: 'DELETE' })).status).toBe(200);
    expect((await server.request(`${api()}/project/${doomed}`, { token: demo })).status).toBe(404);
  });

  it('finds the batch queues and runs of its projects only', async () => {
    const key = await keyOf(demo, { Projects: [uid.a] });
    const mine = await createQueue(server, demo);
    const runid = newRunId();
    const filled = await withKey(key, `${batch()}/eu-west-1/default/${mine}`, {
      method: 'PUT',
      body: { region: 'eu-west-1', jobid: 'job', runid, projectid: uid.a, tasks: [task(0)] },
    });
    expect(filled.status).toBe(200);
    expect((await withKey(key, `${batch()}/${mine}`)).status).toBe(200);
    // A queue of the owner's other project is not there for the key, and neither are its rows.
    const elsewhere = await createQueue(server, demo);
    const put = await server.request(`${batch()}/eu-west-1/default/${elsewhere}`, {
      method: 'PUT',
      token: demo,
      body: { region: 'eu-west-1', jobid: 'job', runid: newRunId(), projectid: uid.b, tasks: [task(0)] },
    });
    expect(put.status).toBe(200);
    for (const path of [`${batch()}/${elsewhere}`, `${batch()}/${elsewhere}/rows`]) {
      const reply = await withKey(key, path);
      expect(reply.status, path).toBe(404);
      expect(reply.json.Message).toBe(`Batch queue ${elsewhere} not found`);
    }
    expect((await withKey(key, `${batch()}/${elsewhere}`, { method: 'DELETE' })).status).toBe(404);
    expect((await server.request(`${batch()}/${elsewhere}`, { token: demo })).status).toBe(200);
  });

  it('is refused (403) the account-wide calls: user files, tags, shares, new projects, copies', async () => {
    const key = await keyOf(demo, { Projects: [uid.a] });
    for (const [method, path] of [
      ['GET', `${api()}/userfs/list/data`],
      ['GET', `${api()}/list/tag`],
      ['PUT', `${api()}/project/New`],
      ['POST', `${api()}/copy/${uid.a}`],
      ['GET', '/share-api/exists?id=x'],
    ] as const) {
      const reply = await withKey(key, path, method === 'GET' ? {} : { method, body: {} });
      expect(reply.status, path).toBe(403);
      expect(reply.json.Message, path).toBe(
        'This API key reaches only the projects it names: this call needs a key for all projects',
      );
    }
  });
});

describe('a read-only key', () => {
  it('reads (200) and is refused every write, POSTs included (403)', async () => {
    const key = await keyOf(demo, { Access: 'read' });
    expect((await withKey(key, `${api()}/list/data/${uid.a}/`)).status).toBe(200);
    expect((await withKey(key, `${api()}/list/project/`)).status).toBe(200);
    for (const [method, path, body] of [
      ['PUT', `${api()}/appdata/${uid.a}/scripts.json`, []],
      ['POST', `${api()}/appdata/${uid.a}/scripts.json`, []],
      ['POST', `${render()}/v2/render/${uid.a}`, { movie: 'tiny' }],
      ['DELETE', `${api()}/data/${uid.a}/anything.png`, undefined],
      ['DELETE', `${api()}/project/${uid.a}`, undefined],
    ] as const) {
      const reply = await withKey(key, path, { method, body });
      expect(reply.status, `${method} ${path}`).toBe(403);
      expect(reply.json.Message).toBe('This API key is read-only');
    }
    expect((await server.request(`${api()}/project/${uid.a}`, { token: demo })).status).toBe(200);
  });

  it('reads only its projects when it names some', async () => {
    const key = await keyOf(demo, { Access: 'read', Projects: [uid.a] });
    expect((await withKey(key, `${api()}/list/data/${uid.a}/`)).status).toBe(200);
    expect((await withKey(key, `${api()}/list/data/${uid.b}/`)).status).toBe(404);
    expect((await withKey(key, `${api()}/appdata/${uid.b}/scripts.json`, { method: 'PUT', body: [] })).status).toBe(
      403,
    );
  });
});
