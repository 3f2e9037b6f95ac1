import path from 'node:path';
import { buildApp, type App } from './app.ts';
import { listenForProbes, type ProbeListener } from './health/probe-listener.ts';
import type { AppOptions } from './plugins/app-options.ts';
import { REPO_ROOT } from './server.ts';

export interface StartWorkerOptions extends Partial<AppOptions> {
  /** The probe listener's port (/healthz, /readyz, /metrics); default 0 (a free one, see the returned url). */
  port?: number;
  /** Default `localhost`. */
  host?: string;
}

export interface RunningWorker {
  /**
   * The probe listener: GET /healthz, /readyz and /metrics (docs/operations.md); any other GET
   * answers 200 `{"role":"worker"}` while the worker runs.
   */
  url: string;
  app: App;
  /** Stops claiming; running tasks go back to the queue; then the database closes. */
  close(): Promise<void>;
}

/**
 * A `worker` process (docs/scale-out.md): the same services as the API, no routes served;
 * its worker pool runs batch tasks from the shared queue (REDIS_URL), `workerConcurrency`
 * at once, and it takes the jobs of the job queues (plugins/job-queues.ts): render tokens'
 * files, previews, thumbnails, shares' videos and assets' streams, `renderConcurrency` at once
 * each, and project tasks. The only listener is the probe listener (health, readiness, metrics).
 */
export async function startWorker(options: StartWorkerOptions = {}): Promise<RunningWorker> {
  const { port = 0, host = 'localhost', ...appOptions } = options;
  if (!appOptions.redisUrl)
    throw new Error('A worker needs REDIS_URL: it takes its tasks from the queue the api processes fill');
  const app = buildApp({
    dataDir: path.join(REPO_ROOT, '.data'),
    consoleDir: path.join(REPO_ROOT, 'host', 'dist'),
    remotesDir: path.join(REPO_ROOT, 'remotes'),
    ...appOptions,
    role: 'worker',
  });
  let probes: ProbeListener;
  try {
    await app.ready();
    probes = await listenForProbes(app.probes, app.log, { port, host, otherwise: () => ({ role: 'worker' }) });
  } catch (error) {
    await app.close();
    throw error;
  }
  const listener = probes;
  return {
    url: listener.url,
    app,
    close: async () => {
      // The probes answer while the worker stops (its tasks handed back): alive, not ready.
      await app.close();
      await listener.close();
    },
  };
}
