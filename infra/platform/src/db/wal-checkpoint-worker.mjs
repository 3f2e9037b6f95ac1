// The SQLite file's checkpointer thread (see wal-checkpointer.ts). Plain JavaScript: a worker
// is started by Node itself, outside tsx and vitest. Its own connection to the file copies
// what the serving connection wrote into the WAL back into the database file, every
// `intervalMs`, so that this copy (a few MiB after a big write) never runs on the event loop.
// PASSIVE: it copies what no reader still needs and never waits for the writer or the readers;
// the serving connection starts the WAL over at its next write once all of it was copied.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { file, intervalMs } = workerData;
const db = new SQLite(file, { fileMustExist: true });
// This connection never writes; it waits a little for the WAL's index when a writer holds it.
db.pragma('wal_autocheckpoint = 0');
db.pragma('busy_timeout = 1000');

function checkpoint() {
  const at = Date.now();
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ checkpointed: { at, busy: row.busy === 1, frames: row.log, copied: row.checkpointed } });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
}

const timer = setInterval(checkpoint, intervalMs);

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  // Nothing is left to keep the thread: it ends, and the host sees it exit.
  parentPort.close();
});
