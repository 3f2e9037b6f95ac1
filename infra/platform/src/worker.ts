import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp, type App } from './app.ts';
import type { AppOptions } from './plugins/app-options.ts';
import { REPO_ROOT } from './server.ts';

export interface StartWorkerOptions extends Partial<AppOptions> {
  /** The health listener's port; default 0 (a free one, see the returned url). */
  port?: number;
  /** Default `localhost`. */
  host?: string;
}

export interface RunningWorker {
  /** The health listener: GET answers 200 `{"role":"worker"}` while the worker runs. */
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
 * each, and project tasks. The only listener is a health check.
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
  let health: Server | undefined;
  try {
    await app.ready();
    health = await listen(port, host);
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port: boundPort } = health.address() as AddressInfo;
  const listener = health;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`,
    app,
    close: async () => {
      listener.close();
      await app.close();
    },
  };
}

function listen(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    const ok = request.method === 'GET' || request.method === 'HEAD';
    response.writeHead(ok ? 200 : 405, { 'content-type': 'application/json' });
    response.end(ok ? JSON.stringify({ role: 'worker' }) : JSON.stringify({ Message: 'Only GET' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
