import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LogLevel } from 'fastify';
import { DEMO_ACCOUNTS } from './seed.ts';
import { REPO_ROOT, startServer } from './server.ts';

export { startServer, type RunningServer, type StartServerOptions } from './server.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function logLevelFromEnv(value: string | undefined): LogLevel | 'silent' {
  const level = value || 'info';
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level as LogLevel | 'silent';
}

function uploadLimitFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const bytes = Number(value);
  if (!Number.isSafeInteger(bytes) || bytes < 1) throw new Error(`UPLOAD_LIMIT_BYTES must be a positive whole number, got "${value}"`);
  return bytes;
}

function concurrencyFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`BATCH_CONCURRENCY must be a whole number from 1, got "${value}"`);
  return count;
}

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  const consoleDir = path.join(REPO_ROOT, 'host', 'dist');
  const server = await startServer({
    port: portFromEnv(process.env.PORT),
    host: process.env.HOST || 'localhost',
    dataDir,
    consoleDir,
    remotesDir: path.join(REPO_ROOT, 'remotes'),
    logLevel: logLevelFromEnv(process.env.LOG_LEVEL),
    uploadLimitBytes: uploadLimitFromEnv(process.env.UPLOAD_LIMIT_BYTES),
    batchConcurrency: concurrencyFromEnv(process.env.BATCH_CONCURRENCY),
  });

  const accounts = DEMO_ACCOUNTS.map((a) => `${a.username} / ${a.password}${a.isAdmin ? ' (admin)' : ''}`);
  console.log(
    [
      '',
      `Reelforge is running at ${server.url}`,
      `  Sign in as ${accounts.join('  or  ')}`,
      `  Data: ${dataDir}`,
      ...(existsSync(path.join(consoleDir, 'index.html')) ? [] : ['  The console is not built yet: run npm start']),
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now": do not wait for slow requests.
    if (stopping) process.exit(1);
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Importable (for startServer) without starting a server as a side effect.
function isEntryPoint(): boolean {
  try {
    return realpathSync(process.argv[1] ?? '') === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
