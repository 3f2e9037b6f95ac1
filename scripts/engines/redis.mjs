// A throwaway Redis for tests and the bench: redis-server on a free port of 127.0.0.1 with
// its folder in a temporary directory, nothing saved to disk, removed by stop(). Never a
// system service and never a fixed port. Uses only Node's own modules.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

/** Whether redis-server is on the PATH. */
export function hasRedis() {
  return spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status === 0;
}

/** Resolves once the server answers PING with PONG; rejects when it exited or after `ms`. */
function ready(port, child, ms) {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`redis-server exited with ${child.exitCode}`));
      if (Date.now() > deadline) return reject(new Error(`redis-server did not answer on port ${port}`));
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('error', () => {
        socket.destroy();
        setTimeout(attempt, 50);
      });
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        if (data.toString().startsWith('+PONG')) resolve();
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Starts redis-server with no persistence (no RDB snapshots, no append-only file) and
 * returns its URL (redis://127.0.0.1:<port>) and stop(). `databases`: how many logical
 * databases it has (Redis's default is 16), for a run that gives each user one of its own.
 */
export async function start({ databases = 16 } = {}) {
  if (!hasRedis()) throw new Error('redis-server is not installed. Install with: sudo apt-get install -y redis-server');
  const dir = mkdtempSync(path.join(tmpdir(), 'reelforge-redis-'));
  const port = await freePort();
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
      '--databases',
      String(databases),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  try {
    await ready(port, child, 10_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${error.message}${stderr ? `: ${stderr.trim()}` : ''}`);
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
