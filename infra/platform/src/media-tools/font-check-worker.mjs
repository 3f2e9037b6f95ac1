// A font-checking thread (see font-check-workers.ts). Plain JavaScript, started by Node
// itself: it registers tsx to load font-check.ts (TypeScript) as the server loads it. The
// worker reads the file itself, so the font's bytes never pass through the event loop.
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { fontBytesProblem } = await import('./font-check.ts');

parentPort.on('message', async ({ id, file, named }) => {
  try {
    const problem = await fontBytesProblem(await readFile(file), named);
    parentPort.postMessage({ id, ok: true, problem });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
