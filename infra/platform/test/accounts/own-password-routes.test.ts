import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/password.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TEST_PASSWORD_COST } from '../helpers/test-password-cost.ts';

// POST /accounts/auth/password (docs/accounts.md, "Your own password") over HTTP.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: { signIn: 10_000, sessions: 10_000 } });
});
afterAll(() => server.close());

/** An account of its own with a password, made straight in the store at the tests' hashing cost. */
async function account(username: string, password: string): Promise<number> {
  const passwordHash = await hashPassword(password, TEST_PASSWORD_COST);
  return (await server.app.users.create({ username, password, passwordHash })).id;
}

const change = (token: string | undefined, body: unknown) =>
  server.request('/accounts/auth/password', { method: 'POST', token, body });
const signIn = (Username: string, Password: string) =>
  server.request('/accounts/auth/login', { method: 'POST', body: { Username, Password } });
const verify = async (token: string) => (await server.request('/accounts/auth/verify', { token })).status;

describe('changing one’s own password', () => {
  it('takes the current password and a good new one: 204, the new one signs in, the old one no more', async () => {
    const id = await account('ada', 'first password of ada');
    const token = await server.login('ada', 'first password of ada');
    const reply = await change(token, {
      CurrentPassword: 'first password of ada',
      NewPassword: 'analytical engine notes',
    });
    expect(reply.status).toBe(204);
    expect(reply.text).toBe('');
    expect((await signIn('ada', 'first password of ada')).status).toBe(401);
    expect((await signIn('ada', 'analytical engine notes')).status).toBe(200);
    const row = await server.app.db
      .selectFrom('users')
      .select('password_changed_at')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(Date.now() - (row?.password_changed_at ?? 0)).toBeLessThan(60_000);
  });

  it('ends the account’s other sessions and tokens, keeping the one that asked; other accounts keep theirs', async () => {
    await account('grace', 'first password of grace');
    const elsewhere = await server.login('grace', 'first password of grace');
    const older = await server.login('grace', 'first password of grace');
    const renewed = await server.request('/accounts/auth/renew', { method: 'POST', token: older });
    const caller = renewed.json.Token as string;
    const demo = await server.login('demo');
    const reply = await change(caller, {
      CurrentPassword: 'first password of grace',
      NewPassword: 'compilers all the way',
    });
    expect(reply.status).toBe(204);
    expect(await verify(caller)).toBe(200);
    // The other sign-in, and the token the caller's was renewed from, end at once.
    expect(await verify(elsewhere)).toBe(401);
    expect(await verify(older)).toBe(401);
    expect(await verify(demo)).toBe(200);
    // The session left goes on: it renews.
    expect((await server.request('/accounts/auth/renew', { method: 'POST', token: caller })).status).toBe(200);
  });

  it('refuses a wrong current password (403), changing nothing and ending nothing', async () => {
    await account('linus', 'first password of linus');
    const token = await server.login('linus', 'first password of linus');
    const other = await server.login('linus', 'first password of linus');
    const reply = await change(token, { CurrentPassword: 'not the password', NewPassword: 'a perfectly fine one' });
    expect(reply.status).toBe(403);
    expect(reply.json.Message).toMatch(/current password is not right/);
    expect((await signIn('linus', 'first password of linus')).status).toBe(200);
    expect((await signIn('linus', 'a perfectly fine one')).status).toBe(401);
    expect(await verify(other)).toBe(200);
  });

  it('counts wrong current passwords as wrong sign-ins: after five, the name waits from the address (429)', async () => {
    await account('margaret', 'first password of margaret');
    const token = await server.login('margaret', 'first password of margaret');
    for (let i = 0; i < 5; i += 1)
      expect((await change(token, { CurrentPassword: `guess ${i}`, NewPassword: 'apollo guidance code' })).status).toBe(
        403,
      );
    const waiting = await change(token, {
      CurrentPassword: 'first password of margaret',
      NewPassword: 'apollo guidance code',
    });
    expect(waiting.status).toBe(429);
    expect(waiting.json.Message).toMatch(/Too many wrong passwords\. Try again in \d+ minutes?\./);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    // So does signing in with the name from this address.
    expect((await signIn('margaret', 'first password of margaret')).status).toBe(429);
  });

  it('refuses a new password the rule refuses (400 saying why): short, common in any case, the name in any case', async () => {
    await account('Barbara Liskov', 'first password of barbara');
    const token = await server.login('Barbara Liskov', 'first password of barbara');
    const refused: Array<[string, RegExp]> = [
      ['', /at least 12 characters, not 0/],
      ['short', /at least 12 characters, not 5/],
      ['elevenchars', /not 11/],
      ['qwerty123456', /most common/],
      ['QWERTY123456', /most common/],
      ['1Q2W3E4R5T6Y', /most common/],
      ['barbara liskov', /account's name/],
      ['BARBARA LISKOV', /account's name/],
    ];
    for (const [NewPassword, reason] of refused) {
      const reply = await change(token, { CurrentPassword: 'first password of barbara', NewPassword });
      expect(reply.status, NewPassword).toBe(400);
      expect(reply.json.Message, NewPassword).toMatch(reason);
    }
    expect((await signIn('Barbara Liskov', 'first password of barbara')).status).toBe(200);
  });

  it('refuses bad bodies (400) and answers 401 without a token', async () => {
    const token = await server.login('demo');
    for (const body of [
      {},
      { CurrentPassword: 'demo' },
      { NewPassword: 'a good long password' },
      { CurrentPassword: 5, NewPassword: 'a good long password' },
      { CurrentPassword: 'demo', NewPassword: ['a good long password'] },
      { CurrentPassword: '', NewPassword: 'a good long password' },
      { CurrentPassword: 'demo', NewPassword: 'x'.repeat(1025) },
    ]) {
      const reply = await change(token, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.Message).toEqual(expect.any(String));
    }
    expect((await change(undefined, { CurrentPassword: 'demo', NewPassword: 'a good long password' })).status).toBe(
      401,
    );
    expect((await signIn('demo', 'demo')).status).toBe(200);
  });

  it('refuses a session an admin assumed (403): an admin gives a new password instead', async () => {
    const admin = await server.login('admin');
    const asOther = (
      await server.request('/accounts/auth/assume', { method: 'POST', token: admin, body: { Username: 'other' } })
    ).json.Token;
    const reply = await change(asOther, { CurrentPassword: 'other', NewPassword: 'a good long password' });
    expect(reply.status).toBe(403);
    expect(reply.json.Message).toMatch(/An assumed session cannot change other's password/);
    expect((await signIn('other', 'other')).status).toBe(200);
  });

  it('refuses an account of single sign-on, which has no password here (409)', async () => {
    await server.app.users.createWithIdentity({
      username: 'sso',
      email: null,
      issuer: 'https://id.example.com',
      subject: 'sso-subject',
      isAdmin: false,
    });
    // Signed in as single sign-on does it: a token of a sign-in of its own.
    const { token } = await server.app.tokens.issue((await server.app.users.findByUsername('sso'))!.id);
    const reply = await change(token, { CurrentPassword: 'anything', NewPassword: 'a good long password' });
    expect(reply.status).toBe(409);
    expect(reply.json.Message).toMatch(/single sign-on/);
  });
});
