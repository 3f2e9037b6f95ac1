import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../helpers/postgres-databases.ts';
import { httpClient } from '../helpers/server.ts';

// A deployment without the demo: main.ts as `npm start` runs it seeds no account, and
// `pnpm reelforge account create` (scripts/start.mjs, the account CLI) makes the first admin,
// who then signs in over HTTP. On SQLite the demo is left out with REELFORGE_DEMO=0; in the
// platform-scale-out project the server has DATABASE_URL and no REELFORGE_DEMO at all.
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const PLATFORM = path.join(ROOT, 'infra', 'platform');

const OWN_SETTINGS = [
  'DATABASE_URL',
  'REELFORGE_DEMO',
  'REDIS_URL',
  'REELFORGE_ROLE',
  'S3_ENDPOINT',
  'S3_PUBLIC_ENDPOINT',
  'PORT',
  'HOST',
  'DATA_DIR',
];

function environment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of OWN_SETTINGS) delete env[name];
  return { ...env, ...settings };
}

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

const children = new Set<ChildProcess>();

/**
 * `pnpm reelforge account …` as its script runs it (node scripts/start.mjs account …, which runs
 * the CLI with tsx), or with `direct` the CLI alone in one node process; stdin given or closed.
 */
function reelforgeAccount(
  settings: Record<string, string>,
  args: string[],
  stdin?: string,
  { direct = false } = {},
): Promise<Ran> {
  const command = direct
    ? ['--import', 'tsx', path.join(PLATFORM, 'src', 'accounts-cli', 'main.ts'), ...args]
    : [path.join(ROOT, 'scripts', 'start.mjs'), 'account', ...args];
  const child = spawn(process.execPath, command, { cwd: direct ? PLATFORM : ROOT, env: environment(settings) });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** The platform as `npm start` runs it (node with tsx, src/main.ts); resolves with its URL once it serves. */
async function startMain(settings: Record<string, string>): Promise<{ url: string; banner: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PLATFORM, 'src', 'main.ts')], {
    cwd: PLATFORM,
    env: environment({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...settings }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const banner: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      banner.push(line);
      const running = /running at (http:\/\/\S+)/.exec(line);
      if (running) resolve(running[1]!);
    });
    child.once('exit', (code) => reject(new Error(`main.ts exited with ${code}: ${stderr}`)));
  });
  // The rest of the banner comes in the same write.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { url, banner };
}

const postgres = inject('postgresUrl');
let root: string;
let settings: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;
let client: ReturnType<typeof httpClient>;
let banner: string[];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelforge-first-admin-'));
  settings = { DATA_DIR: path.join(root, 'data') };
  if (postgres) {
    const database = await createDatabase(postgres);
    dropDatabase = database.drop;
    settings.DATABASE_URL = database.url;
  } else {
    settings.REELFORGE_DEMO = '0';
  }
  const main = await startMain(settings);
  client = httpClient(main.url);
  banner = main.banner;
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all([...children].map((child) => new Promise((resolve) => child.once('exit', resolve))));
  await dropDatabase?.();
  await rm(root, { recursive: true, force: true });
});

const signIn = (Username: string, Password: string) =>
  client.request('/accounts/auth/login', { method: 'POST', body: { Username, Password } });

describe('a deployment without the demo', () => {
  it('has no demo accounts, and says how to make the first admin', async () => {
    for (const [name, password] of [
      ['demo', 'demo'],
      ['admin', 'admin'],
    ]) {
      const reply = await signIn(name!, password!);
      expect(reply.status, name).toBe(401);
      expect(reply.json).not.toHaveProperty('Token');
    }
    expect(banner.join('\n')).toMatch(
      /No demo accounts: make the first admin with {2}pnpm reelforge account create <name> --admin/,
    );
    expect(banner.join('\n')).not.toMatch(/demo \/ demo/);
  });

  it('gets its first admin from the password on standard input, who signs in over HTTP as an admin', async () => {
    const made = await reelforgeAccount(
      settings,
      ['create', 'root', '--admin', '--password-stdin'],
      'correct horse battery\n',
    );
    expect(made, made.stderr).toMatchObject({ code: 0, stdout: 'Made the admin account root.\n' });
    expect(made.stdout).not.toContain('correct horse');
    const reply = await signIn('root', 'correct horse battery');
    expect(reply.status).toBe(200);
    const verify = await client.request('/accounts/auth/verify', { token: reply.json.Token });
    expect(verify.json).toMatchObject({ Username: 'root', Admin: true });
    // An admin indeed: the admin calls answer it.
    expect((await client.request('/accounts/account/audit', { token: reply.json.Token })).status).toBe(200);
    expect((await signIn('root', 'correct horse battery\n')).status).toBe(401);
  });

  it('prints a generated password once, which signs an ordinary account in', async () => {
    const made = await reelforgeAccount(settings, ['create', 'editor']);
    expect(made.code, made.stderr).toBe(0);
    const lines = made.stdout.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual(['Made the account editor.', 'Its password, shown only this once:']);
    const password = lines[2]!;
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(made.stdout.split(password)).toHaveLength(2);
    const reply = await signIn('editor', password);
    expect(reply.status).toBe(200);
    expect((await client.request('/accounts/auth/verify', { token: reply.json.Token })).json).toMatchObject({
      Username: 'editor',
      Admin: false,
    });
  });

  it('lists the accounts, and disables one: its session ends at once; the last active admin stays', async () => {
    const made = await reelforgeAccount(settings, ['create', 'intern', '--password-stdin'], 'an intern password\n');
    expect(made.code, made.stderr).toBe(0);
    const token = (await signIn('intern', 'an intern password')).json.Token;
    const listed = await reelforgeAccount(settings, ['list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^NAME\s+ROLE\s+STATE\s+LAST SIGN-IN\n/);
    expect(listed.stdout).toMatch(/\nintern\s+ordinary\s+active\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\n/);
    expect(listed.stdout).toMatch(/\nroot\s+admin\s+active\s/);
    const disabled = await reelforgeAccount(settings, ['disable', 'intern']);
    expect(disabled.code, disabled.stderr).toBe(0);
    expect((await client.request('/accounts/auth/verify', { token })).status).toBe(401);
    expect((await signIn('intern', 'an intern password')).status).toBe(403);
    const last = await reelforgeAccount(settings, ['disable', 'root']);
    expect(last.code).toBe(1);
    expect(last.stderr).toMatch(/root is the last active admin/);
    expect((await signIn('root', 'correct horse battery')).status).toBe(200);
  });

  it('refuses a name taken with a message and a non-zero exit, keeping the account as it was', async () => {
    const taken = await reelforgeAccount(settings, ['create', 'root', '--password-stdin'], 'another long password');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/An account named root already exists/);
    expect(taken.stdout).toBe('');
    expect((await signIn('root', 'another long password')).status).toBe(401);
    expect((await signIn('root', 'correct horse battery')).status).toBe(200);
  });

  it('refuses a name the rule refuses, an empty password and a wrong command line before opening the database', async () => {
    // The CLI alone for the names and the password (the rule's cases are its unit test's), the whole command for the command line.
    const refusals: Array<[string[], string | undefined, RegExp]> = [
      [['create', 'a/b', '--password-stdin'], 'pw', /slash/],
      [['create', '.examples'], undefined, /playground/],
      [['create', 'nobody', '--admin', '--password-stdin'], '\n', /password on standard input is empty/],
      [['remove', 'root'], undefined, /Unknown command "remove"[\s\S]*pnpm reelforge account create/],
    ];
    const ran = await Promise.all(
      refusals.map(([args, stdin]) => reelforgeAccount(settings, args, stdin, { direct: args[0] === 'create' })),
    );
    ran.forEach((result, index) => {
      const [args, , message] = refusals[index]!;
      expect(result.code, args.join(' ')).not.toBe(0);
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.stdout, args.join(' ')).toBe('');
    });
    // Nothing was made.
    expect((await signIn('a/b', 'pw')).status).toBe(401);
    expect((await signIn('nobody', 'x')).status).toBe(401);
  });
});
