import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type App } from './app.ts';
import type { AppOptions } from './plugins/app-options.ts';
import { seedDemoData } from './seed/seed.ts';

/** The workspace root (this file is infra/platform/src/server.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface StartServerOptions extends Partial<AppOptions> {
  /** Default 8080; 0 picks a free port (see the returned url). */
  port?: number;
  /** Default `localhost`; `0.0.0.0` to serve other machines. */
  host?: string;
  /** Seed the demo accounts on an empty database (default true). */
  seed?: boolean;
  /**
   * Make the playground's example project before listening (default true), so the first
   * playground call finds it ready; false leaves it to that first call (docs/playground.md).
   */
  examplesAtStart?: boolean;
}

export interface RunningServer {
  /** Where it answers, e.g. http://localhost:8080 */
  url: string;
  app: App;
  /** Stops accepting requests, waits for open ones, closes the database. */
  close(): Promise<void>;
}

/** Defaults: data in `<repo>/.data`, console from `<repo>/host/dist`, remotes from `<repo>/remotes`. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { port = 8080, host = 'localhost', seed = true, examplesAtStart = true, ...appOptions } = options;
  const app = buildApp({
    dataDir: path.join(REPO_ROOT, '.data'),
    consoleDir: path.join(REPO_ROOT, 'host', 'dist'),
    remotesDir: path.join(REPO_ROOT, 'remotes'),
    ...appOptions,
  });
  try {
    await app.ready();
    if (seed) await seedDemoData(app);
    // The playground's example project, made or completed before the first request unless
    // left to the first playground call (docs/playground.md).
    if (examplesAtStart) await app.playground.project.ensure();
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port: boundPort } = app.server.address() as AddressInfo;
  return { url: `http://${displayHost(host)}:${boundPort}`, app, close: () => app.close() };
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
