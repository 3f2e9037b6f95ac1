import { tinyMovie } from '../helpers/movies.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, fetchBytes } from '../helpers/assets.ts';
import { startTestServer, type Reply, type TestServer } from '../helpers/server.ts';

// The allowances of the routes that start work, set to 2 a window (renders 3): per address,
// and per account. The server trusts X-Forwarded-For so each test acts from addresses of its own.
let server: TestServer;
let next = 0;
const newAddress = () => `203.0.113.${++next}`;
const render = '/r/eu-west-1/render';

beforeAll(async () => {
  server = await startTestServer({
    trustProxy: true,
    rateLimits: { scripts: 2, sessions: 2, saves: 2, copies: 2, uploads: 2, renders: 3 },
  });
});
afterAll(() => server.close());

interface Caller {
  token: string;
  prjuid: string;
}

/** A fresh account with a project of its own, made from addresses used for nothing else. */
async function freshCaller(name: string, region = 'eu-west-1'): Promise<Caller> {
  await server.app.users.create({ username: name, password: 'correct horse' });
  const login = await server.request('/accounts/auth/login', {
    method: 'POST',
    body: { Username: name, Password: 'correct horse' },
    headers: { 'x-forwarded-for': newAddress() },
  });
  const token = login.json.Token as string;
  // A save of the account's: it has one left after this.
  const project = await server.request(`${api(region)}/project/P`, {
    method: 'PUT',
    token,
    headers: { 'x-forwarded-for': newAddress() },
  });
  expect(project.status).toBe(201);
  return { token, prjuid: project.json.uid };
}

const from = (address: string) => ({ 'x-forwarded-for': address });

function expectTooMany(reply: Reply, message: RegExp) {
  expect(reply.status).toBe(429);
  expect(reply.json.Message).toMatch(message);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(reply.json.Message).toContain(`Try again in ${retryAfter} second`);
  expect(reply.headers.get('x-ratelimit-remaining')).toBe('0');
}

/** The RateLimit headers of an answer, as numbers. */
const limitHeaders = (reply: Reply) =>
  ['limit', 'remaining', 'reset'].map((name) => Number(reply.headers.get(`x-ratelimit-${name}`)));

describe('script runs', () => {
  /** A caller with a one-row datasource to run scripts on (one upload of its own). */
  async function scripter(name: string): Promise<Caller & { datasource: string }> {
    const caller = await freshCaller(name);
    const form = new FormData();
    for (const [key, value] of Object.entries({ delimiter: ',', first_line_is_header: 'true', replace: '0' }))
      form.append(key, value);
    form.append('file', new Blob(['name\nAnn\n']), 'people.csv');
    const uploaded = await fetchBytes(server, `${api()}/datasource/${caller.prjuid}/people.csv`, {
      method: 'PUT',
      token: caller.token,
      body: form,
      headers: from(newAddress()),
    });
    expect(uploaded.status).toBeLessThan(300);
    return { ...caller, datasource: uploaded.json.Datasources[0].uid };
  }
  const run = (caller: Caller & { datasource: string }, address: string, row = 0) =>
    server.request(`${api()}/script/run/${caller.prjuid}`, {
      method: 'POST',
      token: caller.token,
      body: {
        src: 'function prerender(movie, params, context) { return context.key; }',
        sdk: 'fx',
        datasource: caller.datasource,
        row,
      },
      headers: from(address),
    });

  it('count per address, whichever accounts run them, with the headers on each answer', async () => {
    const [a, b] = [await scripter('script-a'), await scripter('script-b')];
    const address = newAddress();
    const first = await run(a, address);
    const second = await run(b, address);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(limitHeaders(first).slice(0, 2)).toEqual([2, 1]);
    expect(limitHeaders(second).slice(0, 2)).toEqual([2, 0]);
    for (const reply of [first, second]) expect(limitHeaders(reply)[2]).toBeGreaterThan(0);
    expectTooMany(
      await run(a, address),
      /^Too many script runs from this address: at most 2 a minute\. Try again in \d+ seconds?\.$/,
    );
    expect((await run(b, newAddress())).status).toBe(200);
  });

  it('count per account, whichever addresses it uses; runs refused before they start are given back', async () => {
    const a = await scripter('script-c');
    // A row past the end, a datasource that is not there, a body without one: nothing ran.
    expect((await run(a, newAddress(), 5)).status).toBe(400);
    expect((await run({ ...a, datasource: 'f'.repeat(32) }, newAddress())).status).toBe(404);
    const bare = await server.request(`${api()}/script/run/${a.prjuid}`, {
      method: 'POST',
      token: a.token,
      body: { src: '' },
      headers: from(newAddress()),
    });
    expect(bare.status).toBe(400);
    for (let i = 0; i < 2; i++) expect((await run(a, newAddress())).status).toBe(200);
    expectTooMany(await run(a, newAddress()), /^Too many script runs from this account: at most 2 a minute\./);
  });
});

describe('token renewals and storage credentials', () => {
  it('count together per account, from any address', async () => {
    const a = await freshCaller('session-a');
    const renew = await server.request('/accounts/auth/renew', {
      method: 'POST',
      token: a.token,
      headers: from(newAddress()),
    });
    expect(renew.status).toBe(200);
    const credentials = await server.request('/accounts/auth/session', {
      method: 'POST',
      token: a.token,
      headers: from(newAddress()),
    });
    expect(credentials.status).toBe(200);
    expect(limitHeaders(credentials).slice(0, 2)).toEqual([2, 0]);
    expectTooMany(
      await server.request('/accounts/auth/renew', { method: 'POST', token: a.token, headers: from(newAddress()) }),
      /^Too many token renewals and storage credentials from this account/,
    );
  });

  it('count per address, and the tighter counter is the one in the headers', async () => {
    const [a, b] = [await freshCaller('session-b'), await freshCaller('session-c')];
    const address = newAddress();
    // a's account has one left after this; the address too.
    const first = await server.request('/accounts/auth/session', {
      method: 'POST',
      token: a.token,
      headers: from(address),
    });
    expect(limitHeaders(first).slice(0, 2)).toEqual([2, 1]);
    // b's account has one left, the address none: the address is reported.
    const second = await server.request('/accounts/auth/session', {
      method: 'POST',
      token: b.token,
      headers: from(address),
    });
    expect(second.status).toBe(200);
    expect(limitHeaders(second).slice(0, 2)).toEqual([2, 0]);
    expectTooMany(
      await server.request('/accounts/auth/renew', { method: 'POST', token: b.token, headers: from(address) }),
      /from this address/,
    );
  });
});

describe('saves', () => {
  it('count every kind of document together per account: movies, app data, compositions, tags', async () => {
    const a = await freshCaller('saver-a');
    // The project was the first save; the movie is the second.
    const movie = await server.request(`${api()}/sdl/${a.prjuid}/m`, {
      method: 'PUT',
      token: a.token,
      body: tinyMovie(),
      headers: from(newAddress()),
    });
    expect(movie.status).toBeLessThan(300);
    for (const [method, path] of [
      ['PUT', `${api()}/appdata/${a.prjuid}/jobs.json`],
      ['PUT', `${api()}/compdata/${a.prjuid}/c`],
      ['DELETE', `${api()}/appdata/${a.prjuid}/jobs.json`],
      ['PUT', `${api()}/tag/a-tag`],
      ['PUT', `${api()}/project/Another`],
    ] as const) {
      expectTooMany(
        await server.request(path, {
          method,
          token: a.token,
          body: method === 'PUT' ? {} : undefined,
          headers: from(newAddress()),
        }),
        /^Too many saves from this account: at most 2 a minute\./,
      );
    }
  });

  it('count per address, whichever accounts save', async () => {
    const [a, b] = [await freshCaller('saver-b'), await freshCaller('saver-c')];
    const address = newAddress();
    await server.request(`${api()}/appdata/${a.prjuid}/scripts.json`, {
      method: 'POST',
      token: a.token,
      body: {},
      headers: from(address),
    });
    await server.request(`${api()}/trackdataversion/${b.prjuid}/v.mp4/1?create=1`, {
      method: 'PUT',
      token: b.token,
      body: {},
      headers: from(address),
    });
    expectTooMany(
      await server.request(`${api()}/sdl/${b.prjuid}/m`, { method: 'DELETE', token: b.token, headers: from(address) }),
      /^Too many saves from this address/,
    );
  });
});

describe('project copies and migrations', () => {
  const copy = (caller: Caller, body: unknown, address = newAddress()) =>
    server.request(`${api()}/copy/${caller.prjuid}`, {
      method: 'POST',
      token: caller.token,
      body,
      headers: from(address),
    });

  it('count copies and migrations together per account; refusals before any work are given back', async () => {
    const a = await freshCaller('copier-a');
    // Refused before any work (a bad body, an unknown region, its own region): not counted.
    for (let i = 0; i < 3; i++) expect((await copy(a, { nonsense: i })).status).toBe(400);
    expect(
      (
        await server.request(`${api()}/migrate/${a.prjuid}/nowhere-1?async=1`, {
          method: 'PUT',
          token: a.token,
          headers: from(newAddress()),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.request(`${api()}/migrate/${a.prjuid}/eu-west-1?async=1`, {
          method: 'PUT',
          token: a.token,
          headers: from(newAddress()),
        })
      ).status,
    ).toBe(400);
    const started = await copy(a, { region: 'eu-west-1', name: 'Copy 1' });
    expect(started.status).toBe(200);
    expect(limitHeaders(started).slice(0, 2)).toEqual([2, 1]);
    expect((await copy(a, { region: 'eu-west-1', name: 'Copy 2' })).status).toBe(200);
    expectTooMany(
      await server.request(`${api()}/migrate/${a.prjuid}/us-east-1?async=1`, {
        method: 'PUT',
        token: a.token,
        headers: from(newAddress()),
      }),
      /^Too many project copies and migrations from this account: at most 2 a minute\./,
    );
    expectTooMany(await copy(a, { region: 'eu-west-1', name: 'Copy 3' }), /from this account/);
  });

  it('count per address, whichever accounts copy', async () => {
    const [a, b] = [await freshCaller('copier-b'), await freshCaller('copier-c')];
    const address = newAddress();
    expect((await copy(a, { region: 'eu-west-1', name: 'Copy' }, address)).status).toBe(200);
    expect((await copy(b, { region: 'eu-west-1', name: 'Copy' }, address)).status).toBe(200);
    expectTooMany(
      await copy(b, { region: 'eu-west-1', name: 'Again' }, address),
      /^Too many project copies and migrations from this address/,
    );
  });
});

describe('userfs uploads', () => {
  const upload = (caller: Caller, name: string, address: string) =>
    server.request(`${api()}/userfs/data/${name}`, {
      method: 'PUT',
      token: caller.token,
      body: 'a note\n',
      headers: { ...from(address), 'content-type': 'text/plain' },
    });

  it('count in the upload allowance, per account and per address', async () => {
    const [a, b] = [await freshCaller('userfs-a'), await freshCaller('userfs-b')];
    const address = newAddress();
    expect((await upload(a, 'one.txt', address)).status).toBe(201);
    expect((await upload(b, 'two.txt', address)).status).toBe(201);
    expectTooMany(await upload(a, 'three.txt', address), /^Too many uploads from this address: at most 2 a minute\./);
    expect((await upload(a, 'three.txt', newAddress())).status).toBe(201);
    expectTooMany(await upload(a, 'four.txt', newAddress()), /^Too many uploads from this account/);
  });
});

describe('frames of a render token', () => {
  it('count one by one against the token owner, while frames already made are read freely', async () => {
    const a = await freshCaller('frames-a');
    const saved = await server.request(`${api()}/sdl/${a.prjuid}/tiny`, {
      method: 'PUT',
      token: a.token,
      body: tinyMovie(),
      headers: from(newAddress()),
    });
    expect(saved.status).toBeLessThan(300);
    const posted = await server.request(`${render}/v2/render/${a.prjuid}`, {
      method: 'POST',
      token: a.token,
      body: { movie: 'tiny' },
      headers: from(newAddress()),
    });
    expect(posted.status).toBe(200);
    const frame = (n: number, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${render}/v2/render/${posted.json.token}.png?frame=${n}`, {
        headers: { ...from(newAddress()), ...headers },
      });
    // The token (one), then two new frames: the allowance of 3 is used up.
    const made = [await frame(0), await frame(1)];
    expect(made.map((r) => r.status)).toEqual([200, 200]);
    expect(made[1]!.headers.get('x-ratelimit-remaining')).toBe('0');
    const third = await frame(2);
    expect(third.status).toBe(429);
    expect(((await third.json()) as { Message: string }).Message).toMatch(
      /^Too many render requests from this account: at most 3 a minute\./,
    );
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Frames made already are reads: answered, whole or in ranges, without RateLimit headers.
    const again = await frame(1);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-ratelimit-limit')).toBeNull();
    const ranged = await frame(0, { range: 'bytes=0-9' });
    expect(ranged.status).toBe(206);
  });

  it('count the frames of all tokens of an account together', async () => {
    const a = await freshCaller('frames-b');
    await server.request(`${api()}/sdl/${a.prjuid}/tiny`, {
      method: 'PUT',
      token: a.token,
      body: tinyMovie(),
      headers: from(newAddress()),
    });
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      tokens.push(
        (
          await server.request(`${render}/v2/render/${a.prjuid}`, {
            method: 'POST',
            token: a.token,
            body: { movie: 'tiny' },
            headers: from(newAddress()),
          })
        ).json.token,
      );
    }
    // The account has one render left.
    const asked = await fetch(`${server.url}${render}/v2/render/${tokens[0]}.jpg?frame=3`, {
      headers: from(newAddress()),
    });
    expect(asked.status).toBe(200);
    const refused = await fetch(`${server.url}${render}/v2/render/${tokens[1]}.jpg?frame=3`, {
      headers: from(newAddress()),
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { Message: string }).Message).toMatch(/from this account/);
  });

  it('count each render of the older render call, and not the file it kept', async () => {
    const a = await freshCaller('legacy-a', 'eu-original-1');
    const saved = await server.request(`${api('eu-original-1')}/sdl/${a.prjuid}/m`, {
      method: 'PUT',
      token: a.token,
      body: tinyMovie(),
      headers: from(newAddress()),
    });
    expect(saved.status).toBeLessThan(300);
    const legacy = (title: string) =>
      server.request(`/r/eu-original-1/render/render/${a.prjuid}/m.jpg?title=${title}`, {
        token: a.token,
        headers: from(newAddress()),
      });
    const made = [await legacy('One'), await legacy('Two'), await legacy('Three')];
    expect(made.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(made[2]!.headers.get('x-ratelimit-remaining')).toBe('0');
    // Kept: served again without counting; new values are a new render, refused.
    const kept = await legacy('One');
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-ratelimit-limit')).toBeNull();
    expectTooMany(await legacy('Four'), /^Too many render requests from this account: at most 3 a minute\./);
  });
});
