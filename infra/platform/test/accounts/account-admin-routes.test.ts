import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_OWNER } from '../../src/accounts/examples-owner.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TEST_PASSWORD_COST } from '../helpers/test-password-cost.ts';

// The admin calls of docs/accounts.md over HTTP: list, make, change role and state, new passwords,
// the last active admin, who may call, and the audit entries.
const ACCOUNTS = '/accounts/admin/accounts';
const rateLimits = { signIn: 10_000, saves: 10_000, sessions: 10_000 };

type Server = TestServer & {
  call(token: string | undefined, method: string, path?: string, body?: unknown): ReturnType<TestServer['request']>;
  /** An account of its own, with a password, made straight in the store (at the tests' hashing cost). */
  account(username: string, password: string, isAdmin?: boolean): Promise<number>;
  idOf(token: string, username: string): Promise<number>;
  audit(token: string): Promise<string[]>;
  verify(token: string): Promise<number>;
};

async function serve(): Promise<Server> {
  const server = await startTestServer({ rateLimits });
  const call: Server['call'] = (token, method, path = '', body) =>
    server.request(`${ACCOUNTS}${path}`, { method, token, ...(body === undefined ? {} : { body }) });
  return Object.assign(server, {
    call,
    account: async (username: string, password: string, isAdmin = false) =>
      (
        await server.app.users.create({
          username,
          password,
          isAdmin,
          passwordHash: await hashPassword(password, TEST_PASSWORD_COST),
        })
      ).id,
    idOf: async (token: string, username: string) => {
      const listed = await call(token, 'GET');
      const found = listed.json.Accounts.find((account: { Username: string }) => account.Username === username);
      if (!found) throw new Error(`${username} is not listed`);
      return found.Id as number;
    },
    audit: async (token: string) =>
      (await server.request('/accounts/account/audit', { token })).json.Entries.map(
        (entry: { who: string; what: string; whom: string; detail: string }) =>
          `${entry.who} ${entry.what} ${entry.whom}${entry.detail ? ` (${entry.detail})` : ''}`,
      ),
    verify: async (token: string) => (await server.request('/accounts/auth/verify', { token })).status,
  });
}

const signIn = (server: TestServer, Username: string, Password: string) =>
  server.request('/accounts/auth/login', { method: 'POST', body: { Username, Password } });

describe('the account list and new accounts', () => {
  let server: Server;
  let admin: string;
  beforeAll(async () => {
    server = await serve();
    admin = await server.login('admin');
    // The playground's owner exists once the example project does; it is nobody to manage.
    await server.app.users.create({ username: EXAMPLES_OWNER, password: 'x', passwordHash: 'unusable' });
  });
  afterAll(() => server.close());

  it('lists every account by name with its role, state, last sign-in and creation, never the playground’s owner', async () => {
    const reply = await server.call(admin, 'GET');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.json.Accounts.map((account: { Username: string }) => account.Username)).toEqual([
      'admin',
      'demo',
      'other',
    ]);
    const [signedIn, , never] = reply.json.Accounts;
    expect(signedIn).toEqual({
      Id: expect.any(Number),
      Username: 'admin',
      Email: null,
      Role: 'admin',
      State: 'active',
      LastSignIn: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      SingleSignOn: false,
    });
    expect(Date.now() - Date.parse(signedIn.LastSignIn)).toBeLessThan(60_000);
    expect(never).toMatchObject({ Username: 'other', Role: 'ordinary', State: 'active', LastSignIn: null });
  });

  it('notes each sign-in as the last', async () => {
    const before = (await server.call(admin, 'GET')).json.Accounts[1];
    await server.login('demo');
    const after = (await server.call(admin, 'GET')).json.Accounts[1];
    expect(after.Username).toBe('demo');
    expect(before.LastSignIn === null || Date.parse(after.LastSignIn) >= Date.parse(before.LastSignIn)).toBe(true);
    expect(after.LastSignIn).not.toBeNull();
  });

  it('makes an account with a generated password shown once, which signs it in', async () => {
    const reply = await server.call(admin, 'POST', '', {
      Username: 'Ed Itor',
      Email: 'ed@example.com',
      Role: 'ordinary',
    });
    expect(reply.status).toBe(201);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.json.Account).toMatchObject({
      Username: 'Ed Itor',
      Email: 'ed@example.com',
      Role: 'ordinary',
      State: 'active',
      LastSignIn: null,
      SingleSignOn: false,
    });
    expect(reply.json.Password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const token = (await signIn(server, 'Ed Itor', reply.json.Password)).json.Token;
    expect((await server.request('/accounts/auth/verify', { token })).json).toMatchObject({
      Username: 'Ed Itor',
      Admin: false,
    });
    // Listed from now on, by name; the password is never shown again.
    const listed = await server.call(admin, 'GET');
    expect(listed.json.Accounts.map((account: { Username: string }) => account.Username)).toEqual([
      'admin',
      'demo',
      'Ed Itor',
      'other',
    ]);
    expect(listed.text).not.toContain(reply.json.Password);
  });

  it('makes an admin, and takes an empty or null email as none', async () => {
    const reply = await server.call(admin, 'POST', '', { Username: 'ops', Email: '', Role: 'admin' });
    expect(reply.status).toBe(201);
    expect(reply.json.Account).toMatchObject({ Role: 'admin', Email: null });
    const token = (await signIn(server, 'ops', reply.json.Password)).json.Token;
    expect((await server.request('/accounts/auth/verify', { token })).json.Admin).toBe(true);
    expect((await server.call(admin, 'POST', '', { Username: 'nomail', Email: null, Role: 'ordinary' })).status).toBe(
      201,
    );
  });

  it('refuses a name taken (409), keeping the account as it was', async () => {
    const reply = await server.call(admin, 'POST', '', { Username: 'demo', Role: 'admin' });
    expect(reply.status).toBe(409);
    expect(reply.json.Message).toMatch(/An account named demo already exists/);
    expect((await signIn(server, 'demo', 'demo')).status).toBe(200);
    expect(
      (await server.call(admin, 'GET')).json.Accounts.find((a: { Username: string }) => a.Username === 'demo').Role,
    ).toBe('ordinary');
  });

  it('refuses bad bodies with a 400 that says why: wrong types, names the rule refuses, huge or empty ones, bad emails', async () => {
    const refused: Array<[unknown, RegExp]> = [
      [{}, /Username/],
      [{ Username: 'x' }, /Role/],
      [{ Username: 5, Role: 'ordinary' }, /Username/],
      [{ Username: 'x', Role: 'root' }, /Role/],
      [{ Username: 'x', Role: ['admin'] }, /Role/],
      [{ Username: '', Role: 'ordinary' }, /Username/],
      [{ Username: 'x'.repeat(201), Role: 'ordinary' }, /200/],
      [{ Username: '   ', Role: 'ordinary' }, /empty/],
      [{ Username: 'a/b', Role: 'ordinary' }, /slash/],
      [{ Username: ' pad', Role: 'ordinary' }, /space/],
      [{ Username: 'a\u0000b', Role: 'ordinary' }, /control/],
      [{ Username: EXAMPLES_OWNER, Role: 'ordinary' }, /playground/],
      [{ Username: 'x', Role: 'ordinary', Email: 'nobody' }, /one @/],
      [{ Username: 'x', Role: 'ordinary', Email: 42 }, /Email/],
      [{ Username: 'x', Role: 'ordinary', Email: `${'a'.repeat(250)}@example.com` }, /at most 254/],
      ['not json', /JSON|body/i],
    ];
    for (const [body, reason] of refused) {
      const reply = await server.call(admin, 'POST', '', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.Message, JSON.stringify(body)).toMatch(reason);
    }
    expect((await server.call(admin, 'GET')).json.Accounts.map((a: { Username: string }) => a.Username)).not.toContain(
      'x',
    );
  });

  it('writes who made which account, and as what', async () => {
    expect(await server.audit(admin)).toEqual(
      expect.arrayContaining([
        'admin account-create Ed Itor (as an ordinary account)',
        'admin account-create ops (as an admin)',
      ]),
    );
  });
});

describe('changing an account', () => {
  let server: Server;
  let admin: string;
  let demoId: number;
  beforeAll(async () => {
    server = await serve();
    admin = await server.login('admin');
    demoId = await server.idOf(admin, 'demo');
  });
  afterAll(() => server.close());

  it('disables it: its open sessions end at once, and it cannot sign in, even with the right password', async () => {
    const first = await server.login('demo');
    const second = await server.login('demo');
    expect(await server.verify(first)).toBe(200);
    const reply = await server.call(admin, 'PATCH', `/${demoId}`, { State: 'disabled' });
    expect(reply.status).toBe(200);
    expect(reply.json.Account).toMatchObject({ Id: demoId, Username: 'demo', State: 'disabled', Role: 'ordinary' });
    for (const token of [first, second]) {
      expect(await server.verify(token)).toBe(401);
      const projects = await server.request('/r/eu-west-1/api/v1/list/project/', { token });
      expect(projects.status).toBe(401);
    }
    const refused = await signIn(server, 'demo', 'demo');
    expect(refused.status).toBe(403);
    expect(refused.json.Message).toMatch(/This account is disabled/);
    expect(refused.json).not.toHaveProperty('Token');
    // A wrong password says no more than for anyone.
    expect((await signIn(server, 'demo', 'wrong')).json).toEqual({ Message: 'Wrong username or password' });
    expect((await server.call(admin, 'GET')).json.Accounts.find((a: { Id: number }) => a.Id === demoId).State).toBe(
      'disabled',
    );
  });

  it('answers a second disabling as it is, and enables it again: it signs in, its old sessions stay ended', async () => {
    expect((await server.call(admin, 'PATCH', `/${demoId}`, { State: 'disabled' })).json.Account.State).toBe(
      'disabled',
    );
    const enabled = await server.call(admin, 'PATCH', `/${demoId}`, { State: 'active' });
    expect(enabled.status).toBe(200);
    expect(enabled.json.Account.State).toBe('active');
    const token = await server.login('demo');
    expect(await server.verify(token)).toBe(200);
  });

  it('makes it an admin and an ordinary account again, its open session following at once', async () => {
    const token = await server.login('demo');
    const promoted = await server.call(admin, 'PATCH', `/${demoId}`, { Role: 'admin' });
    expect(promoted.json.Account.Role).toBe('admin');
    expect((await server.request('/accounts/auth/verify', { token })).json.Admin).toBe(true);
    expect((await server.call(token, 'GET')).status).toBe(200);
    const demoted = await server.call(admin, 'PATCH', `/${demoId}`, { Role: 'ordinary' });
    expect(demoted.json.Account.Role).toBe('ordinary');
    expect((await server.call(token, 'GET')).status).toBe(403);
  });

  it('gives it a new generated password shown once: the old one stops working and its sessions end', async () => {
    const token = await server.login('demo');
    const reply = await server.call(admin, 'POST', `/${demoId}/password`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.json).toEqual({ Password: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) });
    expect(await server.verify(token)).toBe(401);
    expect((await signIn(server, 'demo', 'demo')).status).toBe(401);
    expect((await signIn(server, 'demo', reply.json.Password)).status).toBe(200);
    // An empty JSON body is no body too.
    expect((await server.call(admin, 'POST', `/${demoId}/password`, {})).status).toBe(200);
  });

  it('gives no password to an account of single sign-on, which has none here (409)', async () => {
    const sso = await server.app.users.createWithIdentity({
      username: 'sso',
      email: 'sso@example.com',
      issuer: 'https://id.example.com',
      subject: 'sso',
      isAdmin: false,
    });
    const reply = await server.call(admin, 'POST', `/${sso.id}/password`);
    expect(reply.status).toBe(409);
    expect(reply.json.Message).toMatch(/sso signs in with single sign-on: it has no password here to reset/);
    const listed = (await server.call(admin, 'GET')).json.Accounts.find((a: { Id: number }) => a.Id === sso.id);
    expect(listed).toMatchObject({ SingleSignOn: true, Email: 'sso@example.com' });
  });

  it('refuses an empty change, unknown roles and states and wrong types (400)', async () => {
    const refused: Array<[unknown, RegExp]> = [
      [{}, /Role.*State/],
      [{ State: 'gone' }, /State/],
      [{ Role: 'root' }, /Role/],
      [{ Role: 1 }, /Role/],
      [{ State: null }, /State/],
      [[], /object/],
    ];
    for (const [body, reason] of refused) {
      const reply = await server.call(admin, 'PATCH', `/${demoId}`, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.Message, JSON.stringify(body)).toMatch(reason);
    }
    expect((await server.request(`${ACCOUNTS}/${demoId}`, { method: 'PATCH', token: admin })).status).toBe(400);
  });

  it('answers 404 for an unknown id, one that is no number, and the playground’s owner', async () => {
    const examples = await server.app.users.create({
      username: EXAMPLES_OWNER,
      password: 'x',
      passwordHash: 'unusable',
    });
    for (const id of ['999999', 'abc', '0', '-1', '1.5', String(examples.id), '99999999999999999999']) {
      const patched = await server.call(admin, 'PATCH', `/${id}`, { State: 'disabled' });
      expect(patched.status, id).toBe(404);
      expect(patched.json.Message, id).toMatch(/No account has the id/);
      expect((await server.call(admin, 'POST', `/${id}/password`)).status, id).toBe(404);
    }
  });

  it('writes who did what to whom', async () => {
    // Newest first; a change to what the account was already writes nothing.
    expect((await server.audit(admin)).reverse()).toEqual([
      'admin account-disable demo',
      'admin account-enable demo',
      'admin account-role demo (ordinary to admin)',
      'admin account-role demo (admin to ordinary)',
      'admin password-reset demo (generated)',
      'admin password-reset demo (generated)',
    ]);
  });
});

describe('the last active admin', () => {
  let server: Server;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    server = await serve();
    admin = await server.login('admin');
    adminId = await server.idOf(admin, 'admin');
  });
  afterAll(() => server.close());

  it('cannot be made an ordinary account or disabled, by themself, in one change or two (409 saying why)', async () => {
    for (const change of [{ Role: 'ordinary' }, { State: 'disabled' }, { Role: 'ordinary', State: 'disabled' }]) {
      const reply = await server.call(admin, 'PATCH', `/${adminId}`, change);
      expect(reply.status, JSON.stringify(change)).toBe(409);
      expect(reply.json.Message).toMatch(/admin is the last active admin .*Make another account an admin first/);
    }
    expect(await server.verify(admin)).toBe(200);
    expect((await server.call(admin, 'GET')).json.Accounts[0]).toMatchObject({ Role: 'admin', State: 'active' });
  });

  it('a disabled admin does not count: the active one stays the last', async () => {
    const asleep = await server.account('asleep', 'asleep password', true);
    expect((await server.call(admin, 'PATCH', `/${asleep}`, { State: 'disabled' })).status).toBe(200);
    expect((await server.call(admin, 'PATCH', `/${adminId}`, { State: 'disabled' })).status).toBe(409);
    // Making an ordinary account of the disabled admin, or enabling it, is no loss.
    expect((await server.call(admin, 'PATCH', `/${asleep}`, { Role: 'ordinary' })).status).toBe(200);
  });

  it('with a second active admin, one may demote or disable the other, or disable themself, until one is left', async () => {
    const secondId = await server.account('second', 'second password', true);
    const second = (await signIn(server, 'second', 'second password')).json.Token;
    // The second demotes the first, who is then refused the admin calls at once.
    expect((await server.call(second, 'PATCH', `/${adminId}`, { Role: 'ordinary' })).status).toBe(200);
    expect((await server.call(admin, 'GET')).status).toBe(403);
    // The second is now the last: not themself, not in one change of both.
    const self = await server.call(second, 'PATCH', `/${secondId}`, { State: 'disabled' });
    expect(self.status).toBe(409);
    expect(self.json.Message).toMatch(/second is the last active admin and cannot be disabled/);
    // With the first an admin again, the second may disable themself: their own session ends too.
    expect((await server.call(second, 'PATCH', `/${adminId}`, { Role: 'admin' })).status).toBe(200);
    const disabledSelf = await server.call(second, 'PATCH', `/${secondId}`, { State: 'disabled' });
    expect(disabledSelf.status).toBe(200);
    expect(disabledSelf.json.Account.State).toBe('disabled');
    expect(await server.verify(second)).toBe(401);
    expect((await server.call(admin, 'PATCH', `/${adminId}`, { State: 'disabled' })).status).toBe(409);
  });
});

describe('who may call', () => {
  let server: Server;
  let admin: string;
  let demo: string;
  let demoId: number;
  beforeAll(async () => {
    server = await serve();
    admin = await server.login('admin');
    demo = await server.login('demo');
    demoId = await server.idOf(admin, 'demo');
    await server.account('admin2', 'admin2 password', true);
  });
  afterAll(() => server.close());

  const calls = (id: number): Array<[string, string, unknown]> => [
    ['GET', '', undefined],
    ['POST', '', { Username: 'made', Role: 'admin' }],
    ['PATCH', `/${id}`, { Role: 'admin' }],
    ['POST', `/${id}/password`, undefined],
  ];

  it('refuses every admin call to an ordinary account (403) and without a token (401), changing nothing', async () => {
    for (const [method, path, body] of calls(demoId)) {
      const forbidden = await server.call(demo, method, path, body);
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(forbidden.json.Message).toMatch(/Admin rights required/);
      expect((await server.call(undefined, method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await server.request('/accounts/auth/verify', { token: demo })).json.Admin).toBe(false);
    expect((await signIn(server, 'demo', 'demo')).status).toBe(200);
    expect((await server.call(admin, 'GET')).json.Accounts.map((a: { Username: string }) => a.Username)).not.toContain(
      'made',
    );
  });

  it('refuses an admin acting as an ordinary account: the session is that account’s', async () => {
    const asDemo = (
      await server.request('/accounts/auth/assume', { method: 'POST', token: admin, body: { Username: 'demo' } })
    ).json.Token;
    for (const [method, path, body] of calls(demoId))
      expect((await server.call(asDemo, method, path, body)).status, `${method} ${path}`).toBe(403);
  });

  it('takes an admin acting as another admin, and the audit names the admin signed in and the account acted as', async () => {
    const asAdmin2 = (
      await server.request('/accounts/auth/assume', { method: 'POST', token: admin, body: { Username: 'admin2' } })
    ).json.Token;
    expect((await server.call(asAdmin2, 'PATCH', `/${demoId}`, { State: 'disabled' })).status).toBe(200);
    expect((await server.call(asAdmin2, 'POST', '', { Username: 'via', Role: 'ordinary' })).status).toBe(201);
    expect((await server.call(asAdmin2, 'POST', `/${demoId}/password`)).status).toBe(200);
    expect((await server.call(asAdmin2, 'PATCH', `/${demoId}`, { State: 'active', Role: 'admin' })).status).toBe(200);
    expect((await server.audit(admin)).slice(0, 5).reverse()).toEqual([
      'admin account-disable demo (acting as admin2)',
      'admin account-create via (as an ordinary account, acting as admin2)',
      'admin password-reset demo (generated, acting as admin2)',
      'admin account-role demo (ordinary to admin, acting as admin2)',
      'admin account-enable demo (acting as admin2)',
    ]);
  });

  it('a refused call writes nothing', async () => {
    const before = await server.audit(admin);
    await server.call(await server.login('other'), 'POST', '', { Username: 'nope', Role: 'ordinary' });
    await server.call(admin, 'POST', '', { Username: 'demo', Role: 'ordinary' });
    await server.call(admin, 'PATCH', '/999999', { State: 'disabled' });
    expect(await server.audit(admin)).toEqual(before);
  });
});
