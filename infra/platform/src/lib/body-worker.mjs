// A body-checking thread (see body-workers.ts). Plain JavaScript: a worker is started by
// Node itself, outside tsx and vitest, so it registers tsx to load the checks (TypeScript,
// shared with the server) the way the rest of the server is loaded.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runBodyCheck } = await import('./body-checks.ts');

parentPort.on('message', (request) => {
  try {
    parentPort.postMessage({ id: request.id, ok: true, result: runBodyCheck(request.check) });
  } catch (error) {
    parentPort.postMessage({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
