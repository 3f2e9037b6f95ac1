// An import worker's thread (see datasource-importer.ts). Plain JavaScript: a worker is
// started by Node itself, outside tsx and vitest, so it registers tsx to load the
// conversion (TypeScript, shared with the model) the way the rest of the server is loaded.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// On Linux the nice value is per thread (0 names the calling one): an import yields the
// CPU to the thread that serves requests. Where that is not so, it is left as it is.
try {
  setPriority(0, 10);
} catch {}

register();
const { convertDatasource, describeCsv } = await import('./datasource-import.ts');
const { readStored, readTransferables } = await import('./datasource-read.ts');

async function run({ job, uploadName, source, settings, tempBase, limits, stored, want }) {
  if (job === 'describe') return describeCsv(uploadName, source, limits);
  if (job === 'read') return readStored(uploadName, source, stored, want);
  let made = 0;
  return convertDatasource(uploadName, source, settings, async () => `${tempBase}.${made++}`, limits);
}

parentPort.on('message', async (request) => {
  try {
    const result = await run(request);
    // A read's rows or answer are moved, not copied: copying them is the work the server's thread must not do.
    const transfer = request.job === 'read' ? readTransferables(result) : [];
    parentPort.postMessage({ id: request.id, ok: true, result }, transfer);
  } catch (error) {
    // An HttpError of the conversion keeps its status; anything else is the server's fault.
    const status = typeof error?.statusCode === 'number' ? error.statusCode : 500;
    parentPort.postMessage({
      id: request.id,
      ok: false,
      status,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
parentPort.postMessage({ ready: true });
