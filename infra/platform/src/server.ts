import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type App } from './app.ts';
import { listenForProbes, type ProbeListener } from './health/probe-listener.ts';
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
  /**
   * METRICS_PORT: a second listener on this port serving /metrics, /healthz and /readyz only
   * (0: a free one, see metricsUrl); the same as `port` serves /metrics on the public port
   * instead (docs/operations.md). Default none: no metrics.
   */
  metricsPort?: number;
  /** METRICS_HOST: the second listener's address; default `host`. */
  metricsHost?: string;
}

export interface RunningServer {
  /** Where it answers, e.g. http://localhost:8080 */
  url: string;
  app: App;
  /** The metrics listener (metricsPort), when it has one of its own. */
  metricsUrl?: string;
  /** Stops accepting requests, waits for open ones, closes the database. */
  close(): Promise<void>;
}

/** Defaults: data in `<repo>/.data`, console from `<repo>/host/dist`, remotes from `<repo>/remotes`. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { port = 8080, host = 'localhost', seed = true, examplesAtStart = true, ...rest } = options;
  const { metricsPort, metricsHost = host, ...appOptions } = rest;
  // The operator asked for /metrics on the public port by giving it as METRICS_PORT.
  const publicMetrics = appOptions.publicMetrics ?? (metricsPort !== undefined && metricsPort === port && port !== 0);
  const app = buildApp({
    dataDir: path.join(REPO_ROOT, '.data'),
    consoleDir: path.join(REPO_ROOT, 'host', 'dist'),
    remotesDir: path.join(REPO_ROOT, 'remotes'),
    ...appOptions,
    publicMetrics,
  });
  let metrics: ProbeListener | undefined;
  try {
    await app.ready();
    if (seed) await seedDemoData(app);
    // The playground's example project, made or completed before the first request unless
    // left to the first playground call (docs/playground.md).
    if (examplesAtStart) await app.playground.project.ensure();
    await app.listen({ port, host });
    if (metricsPort !== undefined && !publicMetrics)
      metrics = await listenForProbes(app.probes, app.log, { port: metricsPort, host: metricsHost });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port: boundPort } = app.server.address() as AddressInfo;
  const listener = metrics;
  return {
    url: `http://${displayHost(host)}:${boundPort}`,
    app,
    ...(listener ? { metricsUrl: listener.url } : {}),
    close: async () => {
      await app.close();
      await listener?.close();
    },
  };
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
