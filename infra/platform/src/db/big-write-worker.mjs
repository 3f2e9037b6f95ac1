// The SQLite file's writer thread for big values (see big-writes.ts). Plain JavaScript: a
// worker is started by Node itself, outside tsx and vitest. Its own connection runs each
// statement it is sent, in turn, as the serving connection would, and answers what Kysely's
// SQLite driver answers; the copy of a few MiB into the WAL then never runs on the event loop.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { file, journalSizeLimit } = workerData;
const db = new SQLite(file, { fileMustExist: true });
// What the serving connection sets for itself (sqlite.ts): these hold per connection.
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
db.pragma('wal_autocheckpoint = 0');
db.pragma(`journal_size_limit = ${journalSizeLimit}`);
// Waits out the serving connection's transaction here, off the event loop.
db.pragma('busy_timeout = 5000');

function run({ sql, parameters }) {
  const statement = db.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { rows: [], changes, lastInsertRowid };
}

parentPort.on('message', (message) => {
  if (message === 'stop') {
    db.close();
    // Nothing is left to keep the thread: it ends, and the host sees it exit.
    parentPort.close();
    return;
  }
  const { id, query } = message;
  try {
    parentPort.postMessage({ id, result: run(query) });
  } catch (error) {
    const { message: text = String(error), code } = error instanceof Error ? error : {};
    parentPort.postMessage({ id, error: { message: text, code } });
  }
});
