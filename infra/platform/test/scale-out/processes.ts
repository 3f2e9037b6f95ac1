import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { inject } from 'vitest';
import type { AppOptions } from '../../src/plugins/app-options.ts';
import { createDatabase } from '../helpers/postgres-databases.ts';
import type { HeldTask } from './held-steps.ts';
import { httpClient, type TestServer } from '../helpers/server.ts';

const quiet = () => {};

/** A logger that says nothing, for adapters built outside an app. */
export const silentLog = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

export interface PlatformProcess {
  url: string;
  /** Its log lines so far (JSON, as pino writes them). */
  logs: string[];
  /** The child's own signal: SIGKILL dies at once, SIGTERM stops as `npm start` does. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
  /** Asks it to stop (SIGTERM) and waits; the exit code. */
  stop(): Promise<number | null>;
}

export interface ProcessSettings extends Partial<AppOptions> {
  role: 'api' | 'worker';
  /** Publish and project copies wait after their first file or item until this file exists (held-steps.ts). */
  holdFile?: string;
  /** The tasks `holdFile` holds (held-steps.ts); default publish copies and project copies. */
  holdTasks?: HeldTask[];
}

const ENTRY = fileURLToPath(new URL('./platform-process.ts', import.meta.url));
const PLATFORM = fileURLToPath(new URL('../..', import.meta.url));
const started = new Set<ChildProcess>();

/**
 * A platform process of its own, in the given role with the given settings; resolves with
 * its URL once it serves. It runs the run's bundle with plain node (platform-bundle.ts), or
 * where no bundle was made, the sources with tsx as `npm start` does.
 */
export async function startPlatformProcess(settings: ProcessSettings): Promise<PlatformProcess> {
  const bundle = inject('platformBundle');
  const program = bundle ? [bundle] : ['--import', 'tsx', ENTRY];
  const child = spawn(process.execPath, [...program, JSON.stringify({ logLevel: 'debug', ...settings })], {
    cwd: PLATFORM,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const logs: string[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => started.delete(child));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      logs.push(line);
      const ready = /^\{"ready":"([^"]+)"\}$/.exec(line);
      if (ready) resolve(ready[1]!);
    });
    void exited.then((code) => reject(new Error(`the ${settings.role} process exited with ${code}: ${stderr}`)));
  });
  return {
    url,
    logs,
    kill: async (signal) => {
      child.kill(signal);
      return exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      // A stop that failed says why in the test's output.
      if (code !== 0) process.stderr.write(`the ${settings.role} process stopped with ${code}: ${stderr}\n`);
      return code;
    },
  };
}

/** Kills what is left of the processes a test file started (a failed test's). */
export async function killStartedProcesses(): Promise<void> {
  await Promise.all(
    [...started].map((child) => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return gone;
    }),
  );
}

/** A platform process to call as the test helpers call a test server (they use only its url and requests). */
export function serverAt(url: string): TestServer {
  return { url, ...httpClient(url) } as TestServer;
}

/**
 * The database the processes of a test file share: on the platform-scale-out project a
 * PostgreSQL database of its own on the run's cluster, elsewhere the SQLite file of their
 * data folder (WAL).
 */
export async function sharedDatabase(): Promise<{ settings: { databaseUrl?: string }; drop: () => Promise<void> }> {
  const clusterUrl = inject('postgresUrl');
  if (!clusterUrl) return { settings: {}, drop: async () => {} };
  const database = await createDatabase(clusterUrl);
  return { settings: { databaseUrl: database.url }, drop: database.drop };
}
