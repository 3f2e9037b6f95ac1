import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// `pnpm reelforge account …` (src/accounts-cli/main.ts) on the database of a running server: the
// server's SQLite file in its DATA_DIR, as an operator runs it next to the server. What it does
// shows over HTTP at once: sessions ended, sign-ins refused or taken, the audit.
const PLATFORM = fileURLToPath(new URL('../..', import.meta.url));

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: { signIn: 10_000 } });
  admin = await server.login('admin');
});
afterAll(() => server.close());

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The command in a process of its own, on the server's data folder; stdin given or closed. */
function account(args: string[], stdin?: string): Promise<Ran> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.dataDir };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(PLATFORM, 'src', 'accounts-cli', 'main.ts'), ...args],
    {
      cwd: PLATFORM,
      env,
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

const signIn = (Username: string, Password: string) =>
  server.request('/accounts/auth/login', { method: 'POST', body: { Username, Password } });
const verify = async (token: string) => (await server.request('/accounts/auth/verify', { token })).status;
const audit = async () =>
  (await server.request('/accounts/account/audit', { token: admin })).json.Entries.map(
    (entry: { who: string; what: string; whom: string; detail: string }) =>
      `${entry.who} ${entry.what} ${entry.whom}${entry.detail ? ` (${entry.detail})` : ''}`,
  );
/** The password printed once: the line after the one that says so. */
const shownPassword = (stdout: string) => {
  const lines = stdout.trim().split('\n');
  expect(lines.at(-2)).toBe('Its password, shown only this once:');
  return lines.at(-1)!;
};

describe('the account command', () => {
  it('lists the accounts with role, state and last sign-in', async () => {
    const listed = await account(['list']);
    expect(listed, listed.stderr).toMatchObject({ code: 0, stderr: '' });
    const lines = listed.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^NAME\s+ROLE\s+STATE\s+LAST SIGN-IN$/);
    expect(lines[1]).toMatch(/^admin\s+admin\s+active\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(lines.slice(2)).toEqual([
      expect.stringMatching(/^demo\s+ordinary\s+active\s+never$/),
      expect.stringMatching(/^other\s+ordinary\s+active\s+never$/),
    ]);
  });

  it('makes an account with an email and a generated password printed once, which signs it in', async () => {
    const made = await account(['create', 'editor', '--email', 'ed@example.com']);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout.split('\n')[0]).toBe('Made the account editor.');
    const password = shownPassword(made.stdout);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await signIn('editor', password)).status).toBe(200);
    const listed = await server.request('/accounts/admin/accounts', { token: admin });
    expect(listed.json.Accounts.find((a: { Username: string }) => a.Username === 'editor')).toMatchObject({
      Email: 'ed@example.com',
      Role: 'ordinary',
    });
  });

  it('refuses a password from standard input that the rule refuses, and a bad email, making nothing (exit 1)', async () => {
    const refusals: Array<[string[], string | undefined, RegExp]> = [
      [['create', 'shorty', '--password-stdin'], 'too short\n', /at least 12 characters/],
      [['create', 'commoner', '--password-stdin'], 'Qwerty123456\n', /most common/],
      [['create', 'samename12345', '--password-stdin'], 'SAMENAME12345', /account's name/],
      [['create', 'mailer', '--email', 'nobody'], undefined, /one @/],
    ];
    const ran = await Promise.all(refusals.map(([args, stdin]) => account(args, stdin)));
    ran.forEach((result, index) => {
      const [args, , message] = refusals[index]!;
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.stdout, args.join(' ')).toBe('');
    });
    const names = (await server.request('/accounts/admin/accounts', { token: admin })).json.Accounts.map(
      (a: { Username: string }) => a.Username,
    );
    for (const name of ['shorty', 'commoner', 'samename12345', 'mailer']) expect(names).not.toContain(name);
  });

  it('disables an account: its open session ends at once and it cannot sign in; enable lets it in again', async () => {
    const token = await server.login('demo');
    const disabled = await account(['disable', 'demo']);
    expect(disabled, disabled.stderr).toMatchObject({ code: 0 });
    expect(disabled.stdout).toMatch(/Disabled the account demo: its sign-ins ended/);
    expect(await verify(token)).toBe(401);
    const refused = await signIn('demo', 'demo');
    expect(refused.status).toBe(403);
    expect(refused.json.Message).toMatch(/This account is disabled/);
    expect((await account(['disable', 'demo'])).stdout).toMatch(/The account demo is disabled already/);
    expect((await account(['list'])).stdout).toMatch(/demo\s+ordinary\s+disabled\s+\d{4}-/);

    const enabled = await account(['enable', 'demo']);
    expect(enabled, enabled.stderr).toMatchObject({ code: 0 });
    expect(enabled.stdout).toMatch(/Enabled the account demo/);
    expect((await signIn('demo', 'demo')).status).toBe(200);
  });

  it('gives an account a new password, printed once or read from standard input; its sessions end', async () => {
    const token = await server.login('other');
    const reset = await account(['reset-password', 'other']);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toMatch(/^Gave the account other a new password: its sign-ins ended\./);
    const password = shownPassword(reset.stdout);
    expect(await verify(token)).toBe(401);
    expect((await signIn('other', 'other')).status).toBe(401);
    expect((await signIn('other', password)).status).toBe(200);

    const chosen = await account(['reset-password', 'other', '--password-stdin'], 'a chosen long password\n');
    expect(chosen, chosen.stderr).toMatchObject({ code: 0 });
    expect(chosen.stdout).not.toContain('a chosen long password');
    expect((await signIn('other', 'a chosen long password')).status).toBe(200);
    const weak = await account(['reset-password', 'other', '--password-stdin'], 'password\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/at least 12 characters/);
  });

  it('refuses to disable the last active admin, and an unknown name (exit 1)', async () => {
    const last = await account(['disable', 'admin']);
    expect(last.code).toBe(1);
    expect(last.stderr).toMatch(/admin is the last active admin and cannot be disabled/);
    expect(await verify(admin)).toBe(200);
    const unknown = await account(['reset-password', 'ghost']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No account named ghost/);
  });

  it('answers a wrong command line with the usage (exit 2)', async () => {
    for (const args of [[], ['remove', 'x'], ['disable'], ['list', 'x'], ['enable', 'demo', '--admin']]) {
      const ran = await account(args);
      expect(ran.code, args.join(' ')).toBe(2);
      expect(ran.stderr, args.join(' ')).toMatch(/Usage/);
      expect(ran.stdout).toBe('');
    }
  });

  it('writes what it did in the audit log, by the command line', async () => {
    expect((await audit()).reverse()).toEqual([
      '(command line) account-create editor (as an ordinary account)',
      '(command line) account-disable demo',
      '(command line) account-enable demo',
      '(command line) password-reset other (generated)',
      '(command line) password-reset other (chosen)',
    ]);
  });
});
