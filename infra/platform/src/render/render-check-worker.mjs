// A render-check thread (see render-checks.ts). Plain JavaScript: a worker is started by
// Node itself, outside tsx and vitest, so it registers tsx to load the checks (TypeScript,
// shared with the server) the way the rest of the server is loaded. The project's assets
// are looked up by the server, over the port each job brings.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { checkMovieRender } = await import('./movie-render-check.ts');
const renderer = await import('@reelforge/renderer');

const engine = { checkInputs: renderer.checkMovieInputs, movieStructure: renderer.movieStructure };

/** The project's assets, asked of the server: each call a message on the job's port and its answer. */
function remoteAssets(port) {
  let next = 0;
  const waiting = new Map();
  port.on('message', ({ call, value, error }) => {
    const waiter = waiting.get(call);
    waiting.delete(call);
    if (error === undefined) waiter?.resolve(value ?? undefined);
    else waiter?.reject(new Error(error));
  });
  const ask = (method, args) =>
    new Promise((resolve, reject) => {
      const call = next++;
      waiting.set(call, { resolve, reject });
      port.postMessage({ call, method, args });
    });
  return {
    asset: (name) => ask('asset', [name]),
    datasource: (name) => ask('datasource', [name]),
    tracking: (video, version) => ask('tracking', [video, version]),
  };
}

parentPort.on('message', async ({ id, request, port }) => {
  try {
    const result = await checkMovieRender(request, remoteAssets(port), engine);
    parentPort.postMessage({ id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  } finally {
    port.close();
  }
});
