import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustHops, trustProxy, type TrustProxy } from '../../src/config/trust-proxy.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { attempt, inTurn, statuses } from './sign-in-helpers.ts';

// Which address a sign-in counts against: X-Forwarded-For names it only when the peer is a
// trusted proxy (TRUST_PROXY). Five wrong passwords for a name lock that name from that
// address, which shows which address the server saw.
const servers: TestServer[] = [];
const start = async (trust?: TrustProxy) => {
  const server = await startTestServer({ trustProxy: trust, rateLimits: { signIn: 10_000 } });
  servers.push(server);
  return server;
};
afterAll(() => Promise.all(servers.map((server) => server.close())));

/** Five failures with the first header, then one attempt with the second: 429 means the same address. */
async function sameAddress(
  server: TestServer,
  first: Record<string, string>,
  second: Record<string, string>,
  name: string,
) {
  const request = (headers: Record<string, string>) =>
    server.request('/accounts/auth/login', { method: 'POST', body: { Username: name, Password: 'wrong' }, headers });
  expect(statuses(await inTurn(5, () => request(first)))).toEqual(Array(5).fill(401));
  return (await request(second)).status === 429;
}

describe('without TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await start();
  });

  it.each([
    ['one forged address', { 'x-forwarded-for': '203.0.113.1' }, { 'x-forwarded-for': '203.0.113.2' }],
    ['a forged chain', { 'x-forwarded-for': '203.0.113.1, 10.0.0.1' }, { 'x-forwarded-for': '203.0.113.9, 10.0.0.2' }],
    ['no header, then a forged one', {}, { 'x-forwarded-for': '198.51.100.1' }],
    [
      'Forwarded and X-Real-IP',
      { forwarded: 'for=203.0.113.1' },
      { forwarded: 'for=203.0.113.2', 'x-real-ip': '203.0.113.3' },
    ],
  ])('ignores %s: the peer address is the one counted', async (_case, first, second) => {
    expect(await sameAddress(server, first, second, `name-${JSON.stringify(second)}`)).toBe(true);
  });

  it('does not let a forged header unlock the name for the attacker', async () => {
    await inTurn(5, () => attempt(server, 'demo', 'wrong'));
    const replies = await inTurn(5, (i) => attempt(server, 'demo', 'demo', `192.0.2.${i}`));
    expect(new Set(statuses(replies))).toEqual(new Set([429]));
  });
});

describe('with TRUST_PROXY', () => {
  it('true: the client named by X-Forwarded-For is counted', async () => {
    const server = await start(true);
    expect(
      await sameAddress(server, { 'x-forwarded-for': '203.0.113.1' }, { 'x-forwarded-for': '203.0.113.2' }, 'demo'),
    ).toBe(false);
    expect(
      await sameAddress(server, { 'x-forwarded-for': '203.0.113.3' }, { 'x-forwarded-for': '203.0.113.3' }, 'other'),
    ).toBe(true);
    expect((await attempt(server, 'demo', 'demo', '203.0.113.2')).status).toBe(200);
  });

  it("a list: only a listed proxy's header is read", async () => {
    const listed = await start(['10.0.0.0/8', '127.0.0.1']);
    expect(
      await sameAddress(listed, { 'x-forwarded-for': '203.0.113.1' }, { 'x-forwarded-for': '203.0.113.2' }, 'demo'),
    ).toBe(false);
    const unlisted = await start(['10.0.0.0/8', '::ffff:10.0.0.1']);
    expect(
      await sameAddress(unlisted, { 'x-forwarded-for': '203.0.113.1' }, { 'x-forwarded-for': '203.0.113.2' }, 'demo'),
    ).toBe(true);
  });

  it('a hop count: the address the last proxy saw is counted, not what the client wrote before it', async () => {
    const server = await start(trustHops(1));
    const chain = (forged: string) => ({ 'x-forwarded-for': `${forged}, 198.51.100.20` });
    expect(await sameAddress(server, chain('203.0.113.1'), chain('203.0.113.2'), 'demo')).toBe(true);
    expect(await sameAddress(server, chain('203.0.113.1'), { 'x-forwarded-for': '198.51.100.21' }, 'other')).toBe(
      false,
    );
  });
});

describe('reading TRUST_PROXY', () => {
  const read = (value?: string) => trustProxy(value === undefined ? {} : { TRUST_PROXY: value }, 'TRUST_PROXY');

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['off', false],
    ['0', false],
    ['true', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 2001:db8::/32 ,loopback', ['10.0.0.0/8', '2001:db8::/32', 'loopback']],
  ])('%j -> %j', (value, expected) => {
    expect(read(value)).toEqual(expected);
  });

  it('takes a number as that many proxy hops', () => {
    const trust = read('2');
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1), trust('203.0.113.1', 2)]).toEqual([true, true, false]);
  });

  it.each(['yes please', '10.0.0.0/33', '300.1.1.1', '-1', 'example.com', '65'])(
    'refuses %j, naming the setting',
    (value) => {
      expect(() => read(value)).toThrow(/TRUST_PROXY/);
    },
  );
});
