import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE } from '@reelforge/model/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The console's failed state changes, reported to the accounts service and listed for admins.
let server: TestServer;
let demo: string;
let other: string;
let admin: string;
let clock = Date.UTC(2026, 10, 3, 9, 0, 0);

const URL_ = '/accounts/account/client-errors';
const report = (token: string | undefined, body: unknown) =>
  server.request(URL_, { method: 'POST', ...(token ? { token } : {}), body });
const list = async () => (await server.request(URL_, { token: admin })).json as any[];
const base = {
  from: 'projects',
  to: 'project.movies',
  error: '{"name":"ApiError","message":"Not found"}',
  version: '0.1.0',
};

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  [demo, other, admin] = await Promise.all([server.login('demo'), server.login('other'), server.login('admin')]);
});
afterAll(() => server.close());

describe('POST /accounts/account/client-errors', () => {
  it('stores a report, and counts the same one again with its first and last times', async () => {
    expect((await report(demo, base)).status).toBe(202);
    clock += 60_000;
    const again = await report(other, base);
    expect(again.status).toBe(202);
    expect(again.json).toEqual({ Accepted: true });
    const [group] = await list();
    expect(group).toEqual({
      ...base,
      count: 2,
      first: new Date(clock - 60_000).toISOString(),
      last: new Date(clock).toISOString(),
    });
  });

  it('removes markup, tokens and other secrets before storing', async () => {
    clock += 1000;
    const token = 'ab'.repeat(32);
    const reply = await report(other, {
      from: 'projects<script>alert(1)</script>',
      to: '<img src=x onerror=alert(1)>movies',
      error: `Failed: GET /r/eu-west-1/api/v1/data?token=${token} password=hunter2 Authorization: istoken ${token}`,
      version: '0.1.0',
    });
    expect(reply.status).toBe(202);
    const [group] = await list();
    expect(group.from).toBe('projectsalert(1)');
    expect(group.to).toBe('movies');
    for (const secret of [token, 'hunter2', '<b>', '<script', 'onerror', '\u0007'])
      expect(JSON.stringify(group)).not.toContain(secret);
    expect(group.error).toContain('[redacted]');
    clock += 1000;
    expect(
      (
        await report(other, {
          ...base,
          error: 'Saving <b>Intro</b> failed<!-- x -->\u0007 <a href="javascript:alert(1)">again</a>',
        })
      ).status,
    ).toBe(202);
    const [marked] = await list();
    expect(marked.error).toBe('Saving Intro failed again');
  });

  it('refuses an anonymous report, a body too large and fields too long or missing', async () => {
    expect((await report(undefined, base)).status).toBe(401);
    expect((await report('f'.repeat(64), base)).status).toBe(401);
    for (const body of [
      { ...base, error: 'x'.repeat(2001) },
      { ...base, from: 'x'.repeat(201) },
      { ...base, error: '' },
      { from: 'a', to: 'b', error: 'c' },
      { ...base, version: 5 },
      'not json at all',
    ]) {
      const reply = await report(other, body);
      expect(reply.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const huge = await report(other, { ...base, error: 'x'.repeat(40_000) });
    expect([400, 413]).toContain(huge.status);
  });
});

describe('the allowance', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ rateLimits: { clientErrors: 3 } });
  });
  afterAll(() => limited.close());

  it('answers 429 once over the allowance, saying what was counted, and stores no more', async () => {
    const token = await limited.login('demo');
    const send = (error: string) => limited.request(URL_, { method: 'POST', token, body: { ...base, error } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(`flood ${i}`)).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    const refused = await send('one more');
    expect(refused.json.Message).toMatch(/Too many error reports/);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const admin = await limited.login('admin');
    expect((await limited.request(URL_, { token: admin })).json.map((group: any) => group.error).sort()).toEqual([
      'flood 0',
      'flood 1',
      'flood 2',
    ]);
  });
});

describe('GET /accounts/account/client-errors', () => {
  it('is for admins only, newest first, with counts', async () => {
    expect((await server.request(URL_, { token: demo })).status).toBe(403);
    expect((await server.request(URL_)).status).toBe(401);
    const groups = await list();
    const lasts = groups.map((group) => group.last);
    expect([...lasts].sort().reverse()).toEqual(lasts);
    expect(groups.find((group) => group.error === base.error)?.count).toBe(2);
  });
});

describe('the query descriptions', () => {
  it('serves what the console sends as /queries/analytics.json and /queries/account-stats.json', async () => {
    const analytics = await server.request('/queries/analytics.json');
    expect(analytics.status).toBe(200);
    expect(analytics.json.search).toMatchObject({
      host: 'analytics',
      method: 'POST',
      path: '/search',
      query: ['start', 'end'],
    });
    expect(analytics.json.search.ranges).toEqual(ANALYTICS_RANGES);
    expect(analytics.json.search.defaults).toMatchObject({ range: DEFAULT_ANALYTICS_RANGE.seconds, interval: 30 });
    expect(analytics.json.errors.path).toBe('/session/errors/{prjuid}/{sessionid}');
    expect(analytics.json.tokenMapping.path).toBe('/token/mapping/{token}');
    const stats = await server.request('/queries/account-stats.json');
    expect(stats.json).toMatchObject({ host: 'analytics', method: 'GET', path: '/project/stats/{from}/{to}' });
    const regions = await server.request('/regions/regions.json');
    expect(regions.json['eu-west-1'].analytics).toBe('/r/eu-west-1/analytics');
  });
});
