import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject } from '../helpers/assets.ts';
import { startTestServer, type Reply, type TestServer } from '../helpers/server.ts';

// Request-rate limits, set low here: per address, and per account once signed in. The server
// trusts X-Forwarded-For so each test can act from addresses of its own.
let server: TestServer;
let next = 0;
const newAddress = () => `198.51.100.${++next}`;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true, rateLimits: { signIn: 3, renders: 2, shares: 2, uploads: 3 } });
});
afterAll(() => server.close());

/** A fresh account of its own, signed in, so the account counts start at zero. */
async function freshUser(name: string): Promise<string> {
  await server.app.users.create({ username: name, password: 'correct horse' });
  const reply = await server.request('/accounts/auth/login', {
    method: 'POST',
    body: { Username: name, Password: 'correct horse' },
    headers: { 'x-forwarded-for': newAddress() },
  });
  return reply.json.Token;
}

function expectTooMany(reply: Reply | { status: number; headers: Headers; json: any }, message: RegExp) {
  expect(reply.status).toBe(429);
  expect(reply.json.Message).toMatch(message);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

/** PUT /v1/data of a small text file, from the given address. */
async function upload(token: string, prjuid: string, name: string, from: string) {
  const response = await fetch(`${server.url}${api()}/data/${prjuid}/${name}`, {
    method: 'PUT',
    headers: { authorization: `istoken ${token}`, 'content-type': 'text/plain', 'x-forwarded-for': from },
    body: 'a small note\n',
  });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

describe('uploads', () => {
  it('are refused with 429 past the allowance of one address, whichever accounts upload', async () => {
    const [a, b] = [await freshUser('up-a'), await freshUser('up-b')];
    const [pa, pb] = [await createProject(server, a, 'A'), await createProject(server, b, 'B')];
    const from = newAddress();
    const uploads = [];
    for (const [token, prjuid, i] of [
      [a, pa, 1],
      [b, pb, 2],
      [a, pa, 3],
    ] as const)
      uploads.push(await upload(token, prjuid, `note-${i}.txt`, from));
    expect(uploads.map((u) => u.status)).toEqual([201, 201, 201]);
    expectTooMany(
      await upload(b, pb, 'note-4.txt', from),
      /^Too many uploads from this address: at most 3 a minute\. Try again in \d+ seconds?\.$/,
    );
    expect((await upload(b, pb, 'note-5.txt', newAddress())).status).toBe(201);
  });

  it('are refused past the allowance of one account, whichever addresses it uses', async () => {
    const token = await freshUser('up-c');
    const prjuid = await createProject(server, token, 'C');
    for (let i = 0; i < 3; i++) expect((await upload(token, prjuid, `n-${i}.txt`, newAddress())).status).toBe(201);
    expectTooMany(
      await upload(token, prjuid, 'n-3.txt', newAddress()),
      /^Too many uploads from this account: at most 3 a minute\./,
    );
  });
});

describe('renders, frames and previews', () => {
  const render = '/r/eu-west-1/render/v2/render';
  const routes: Array<[string, string, (prjuid: string) => string, unknown]> = [
    ['a render token (POST)', 'POST', (p) => `${render}/${p}`, { movie: 'nothing' }],
    ['a render (PUT)', 'PUT', (p) => `${render}/${p}`, { movie: 'nothing' }],
    ['a preview', 'PUT', (p) => `/r/us-east-1/preview/preview/v1/previewrequest/${p}`, { previewrequest: 'AAAA' }],
    ['a frame', 'PUT', (p) => `/r/eu-original-1/iv/apps/api/v1/sdl/renderframe/${p}`, 'not a form'],
    ['a movie render', 'PUT', (p) => `/r/eu-west-1/iv/apps/api/v1/sdl/rendermovie/${p}`, 'not a form'],
  ];

  it.each(routes)('%s is refused with 429 past the allowance, in any region', async (what, method, path, body) => {
    const token = await freshUser(`render-${what.replace(/\W+/g, '-')}`);
    const prjuid = await createProject(server, token, 'R');
    const from = newAddress();
    const call = () => server.request(path(prjuid), { method, token, body, headers: { 'x-forwarded-for': from } });
    const first = [await call(), await call()];
    for (const reply of first) expect(reply.status).not.toBe(429);
    expectTooMany(await call(), /^Too many render requests from this address: at most 2 a minute\./);
  });

  it('counts renders of all routes and regions together for one account', async () => {
    const token = await freshUser('render-all');
    const prjuid = await createProject(server, token, 'R');
    for (const [, method, path, body] of routes.slice(0, 2)) {
      await server.request(path(prjuid), { method, token, body, headers: { 'x-forwarded-for': newAddress() } });
    }
    const [, method, path, body] = routes[2]!;
    expectTooMany(
      await server.request(path(prjuid), { method, token, body, headers: { 'x-forwarded-for': newAddress() } }),
      /from this account/,
    );
  });

  it("counts a playground token's renders against the account that asked for it", async () => {
    const token = await freshUser('render-playground');
    const prjuid = await createProject(server, token, 'R');
    const pass = (
      await server.request('/accounts/auth/playground', { token, headers: { 'x-forwarded-for': newAddress() } })
    ).json;
    const [, method, path, body] = routes[0]!;
    await server.request(path(prjuid), { method, token, body, headers: { 'x-forwarded-for': newAddress() } });
    const example = () =>
      server.request(path(pass.Prjuid), {
        method,
        token: pass.Token,
        body: { compdata: '01-title-card' },
        headers: { 'x-forwarded-for': newAddress() },
      });
    expect((await example()).status).toBe(200);
    expectTooMany(await example(), /from this account/);
  });

  it('does not count reading: listing projects goes on', async () => {
    const token = await freshUser('reader');
    const from = newAddress();
    for (let i = 0; i < 10; i++) {
      expect(
        (await server.request(`${api()}/list/project/`, { token, headers: { 'x-forwarded-for': from } })).status,
      ).toBe(200);
    }
  });
});

describe('shares', () => {
  it('are refused with 429 past the allowance, for creating and deleting alike', async () => {
    const token = await freshUser('sharer');
    const from = newAddress();
    const headers = { 'x-forwarded-for': from };
    expect((await server.request('/share-api/create', { method: 'POST', token, body: {}, headers })).status).toBe(400);
    expect(
      (await server.request('/share-api/delete', { method: 'POST', token, body: { id: 'x' }, headers })).status,
    ).toBe(404);
    expectTooMany(
      await server.request('/share-api/delete', { method: 'POST', token, body: { id: 'x' }, headers }),
      /^Too many share changes from this address: at most 2 a minute\./,
    );
  });
});

describe('sign-in', () => {
  it('is refused with 429 past the allowance even with the right password, and other addresses go on', async () => {
    const from = newAddress();
    const signIn = (Password: string, at = from) =>
      server.request('/accounts/auth/login', {
        method: 'POST',
        body: { Username: 'demo', Password },
        headers: { 'x-forwarded-for': at },
      });
    expect([(await signIn('demo')).status, (await signIn('nope')).status, (await signIn('demo')).status]).toEqual([
      200, 401, 200,
    ]);
    expectTooMany(await signIn('demo'), /^Too many sign-in attempts from this address: at most 3 a minute\./);
    expect((await signIn('demo', newAddress())).status).toBe(200);
  });
});
