import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// After logout, the token is worth nothing: not for the accounts service, not for a region,
// not for sharing; nor are the tokens renewed from it, nor sessions an admin assumed from it.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const logout = (token?: string) => server.request('/accounts/auth/logout', { method: 'POST', token });
const renew = async (token: string) =>
  (await server.request('/accounts/auth/renew', { method: 'POST', token })).json.Token as string;

/** Every kind of call a stolen token would be tried on, with the status each answers. */
async function uses(token: string) {
  const calls = {
    verify: server.request('/accounts/auth/verify', { token }),
    renew: server.request('/accounts/auth/renew', { method: 'POST', token }),
    session: server.request('/accounts/auth/session', { method: 'POST', token }),
    projects: server.request('/r/eu-west-1/api/v1/list/project/', { token }),
    otherRegion: server.request('/r/us-east-1/api/v1/list/project/', { token }),
    createProject: server.request(`/r/eu-west-1/api/v1/project/${encodeURIComponent('After logout')}`, {
      method: 'PUT',
      token,
    }),
    shareExists: server.request(`/share-api/exists?id=${'0'.repeat(32)}`, { token }),
    search: server.request('/accounts/account/search?q=ad', { token }),
  };
  const entries = await Promise.all(
    Object.entries(calls).map(async ([name, reply]) => [name, (await reply).status] as const),
  );
  return Object.fromEntries(entries);
}

const allRefused = (statuses: Record<string, number>) => Object.values(statuses).every((status) => status === 401);

describe('POST /accounts/auth/logout', () => {
  it('answers 204 and the token is refused everywhere afterwards', async () => {
    const token = await server.login('demo');
    expect((await uses(token)).verify).toBe(200);
    const reply = await logout(token);
    expect(reply.status).toBe(204);
    expect(reply.text).toBe('');
    const after = await uses(token);
    expect(allRefused(after)).toBe(true);
    const verify = await server.request('/accounts/auth/verify', { token });
    expect(verify.json.Message).toMatch(/invalid or expired/);
  });

  it('ends the tokens renewed from the sign-in too, older and newer, whichever one logs out', async () => {
    const first = await server.login('demo');
    const second = await renew(first);
    const third = await renew(second);
    expect((await logout(second)).status).toBe(204);
    for (const token of [first, second, third]) expect(allRefused(await uses(token))).toBe(true);
  });

  it('cannot be undone by renewing: a renewal after logout is refused', async () => {
    const token = await server.login('demo');
    await logout(token);
    const reply = await server.request('/accounts/auth/renew', { method: 'POST', token });
    expect(reply.status).toBe(401);
    expect(reply.json).not.toHaveProperty('Token');
  });

  it("leaves the user's other sign-ins (another browser) working", async () => {
    const here = await server.login('demo');
    const elsewhere = await server.login('demo');
    await logout(here);
    expect((await server.request('/accounts/auth/verify', { token: elsewhere })).status).toBe(200);
  });

  it('ends the sessions an admin assumed when the admin logs out, but not the other way round', async () => {
    const admin = await server.login('admin');
    const assume = () =>
      server.request('/accounts/auth/assume', { method: 'POST', token: admin, body: { Username: 'demo' } });
    const assumedA = (await assume()).json.Token as string;
    const assumedB = (await assume()).json.Token as string;
    expect((await logout(assumedA)).status).toBe(204);
    expect((await server.request('/accounts/auth/verify', { token: admin })).status).toBe(200);
    expect((await server.request('/accounts/auth/verify', { token: assumedB })).json.Username).toBe('demo');
    const renewedB = await renew(assumedB);
    await logout(admin);
    for (const token of [admin, assumedB, renewedB]) expect(allRefused(await uses(token))).toBe(true);
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'f'.repeat(64)],
  ])('answers 401 for %s', async (_case, token) => {
    const reply = await logout(token);
    expect(reply.status).toBe(401);
    expect(reply.json.Message).toEqual(expect.any(String));
  });

  it('answers 401 to a second logout with the same token', async () => {
    const token = await server.login('other');
    expect((await logout(token)).status).toBe(204);
    expect((await logout(token)).status).toBe(401);
  });

  it('does not take the token from the cookie: a link or form from another site cannot log anyone out', async () => {
    const token = await server.login('demo');
    const reply = await server.request('/accounts/auth/logout', {
      method: 'POST',
      headers: { cookie: `token=${token}` },
    });
    expect(reply.status).toBe(401);
    expect((await server.request('/accounts/auth/verify', { token })).status).toBe(200);
  });
});
