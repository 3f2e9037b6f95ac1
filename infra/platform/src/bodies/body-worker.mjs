// A body-checking thread (see body-workers.ts). Plain JavaScript: a worker is started by
// Node itself, outside tsx and vitest, so it registers tsx to load the checks (TypeScript,
// shared with the server) the way the rest of the server is loaded. The XML reader and
// the batch upload's schema are loaded on the first check that needs them: JSON checks need neither.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { jsonBoundsProblem } = await import('../lib/json-bounds.ts');
let checks;

async function run(check) {
  if (check.kind === 'json') return { problem: jsonBoundsProblem(check.bytes, check.bounds) };
  checks ??= await import('./body-checks.ts');
  return checks.runBodyCheck(check);
}

parentPort.on('message', async (request) => {
  try {
    const result = await run(request.check);
    // The caller's bytes, moved here, go back the same way.
    const bytes = request.back ? request.check.bytes : undefined;
    // And what the result made in memory of its own (a tracking version's text).
    const moved = [...(bytes ? [bytes.buffer] : []), ...(checks?.resultTransfers(result) ?? [])];
    parentPort.postMessage({ id: request.id, ok: true, result, bytes }, moved);
  } catch (error) {
    parentPort.postMessage({
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
