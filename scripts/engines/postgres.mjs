// A throwaway PostgreSQL for tests and the bench: a cluster made with initdb in a temporary
// folder, started on a free port with its unix sockets in that folder, removed by stop().
// Never a system service and never a fixed port. Uses only Node's own modules.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const PASSWORD = 'reelforge';
const USER = 'reelforge';

/** The folder of initdb, pg_ctl and postgres (Debian keeps them out of the PATH), or undefined. */
export function postgresBin() {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(onPath);
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}

function ownerUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  // PostgreSQL refuses to run as root: the cluster then belongs to the postgres user.
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error(
      'Running as root needs a postgres user to own the test cluster (apt-get install -y postgresql makes one)',
    );
  return { name: 'postgres', uid, gid };
}

function runAs(owner, command, args, options = {}) {
  const [file, argv] = owner ? ['runuser', ['-u', owner.name, '--', command, ...args]] : [command, args];
  return spawnSync(file, argv, { encoding: 'utf8', ...options });
}

/**
 * Starts a fresh cluster (UTF8, C collation so text sorts by code point as in SQLite) and
 * returns its URL (a superuser with a password, over TCP on 127.0.0.1), stop(), and pause() and
 * resume(): the server stopped and started again on the same port and data.
 */
export async function start({ maxConnections = 200 } = {}) {
  const bin = postgresBin();
  if (!bin)
    throw new Error('PostgreSQL is not installed (initdb not found). Install with: sudo apt-get install -y postgresql');
  const owner = ownerUser();
  const dir = mkdtempSync(path.join(tmpdir(), 'reelforge-postgres-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const pwfile = path.join(dir, 'pw');
  const write = runAs(owner, 'sh', ['-c', `umask 077 && printf '%s' "$1" > "$2"`, 'sh', PASSWORD, pwfile]);
  if (write.status !== 0) throw new Error(`could not write the password file: ${write.stderr}`);
  const init = runAs(owner, path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    USER,
    '--pwfile',
    pwfile,
    '-A',
    'scram-sha-256',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c max_connections=${maxConnections}`,
    // A test cluster: durability is not wanted, speed is.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const logFile = path.join(dir, 'postgres.log');
  const started = runAs(owner, path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    logFile,
    '-o',
    settings,
    '-w',
    '-t',
    '60',
    'start',
  ]);
  if (started.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${started.stderr || started.stdout}`);
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await new Promise((resolve) => {
      const [file, argv] = owner
        ? ['runuser', ['-u', owner.name, '--', path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']]
        : [path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']];
      spawn(file, argv, { stdio: 'ignore' }).on('close', resolve).on('error', resolve);
    });
    rmSync(dir, { recursive: true, force: true });
  };
  // The server alone stopped and started again on the same port and data (pg_ctl), for
  // tests of what the platform does while its database is away.
  const pgCtl = (args) => {
    const run = runAs(owner, path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
    if (run.status !== 0) throw new Error(`pg_ctl ${args.at(-1)} failed: ${run.stderr || run.stdout}`);
  };
  const pause = async () => pgCtl(['-m', 'fast', '-w', 'stop']);
  const resume = async () => pgCtl(['-l', logFile, '-o', settings, '-w', '-t', '60', 'start']);
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, port, stop, pause, resume };
}
