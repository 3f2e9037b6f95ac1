import { Worker } from 'node:worker_threads';
import type { CompiledQuery, QueryResult } from 'kysely';

const WORKER_URL = new URL('./big-write-worker.mjs', import.meta.url);

/**
 * A statement whose values (texts and bytes) add up to this much is a big write: a tracking
 * version's 100,000 points (4.6 MiB) is one. Copying it into SQLite's pages and its WAL takes
 * 10 to 100 ms of disk work, which on the serving connection would hold the event loop.
 */
export const BIG_WRITE_BYTES = 512 * 1024;

/** The bytes a statement's values carry. */
export function valueBytes(parameters: readonly unknown[]): number {
  let bytes = 0;
  for (const value of parameters) {
    if (typeof value === 'string') bytes += value.length;
    else if (value instanceof Uint8Array) bytes += value.byteLength;
  }
  return bytes;
}

type Answer =
  | { id: number; result: { rows: unknown[]; changes?: number; lastInsertRowid?: number | bigint } }
  | { id: number; error: { message: string; code?: string } };

/**
 * Runs big writes on a thread with a connection of its own (big-write-worker.mjs), one after
 * another, for a serving connection in WAL mode: SQLite lets one connection write at a time
 * and readers go on meanwhile, so the event loop serves other requests while the value is
 * written. The thread starts at the first big write; `stop` ends it after the writes sent.
 */
export class BigWrites {
  private worker: Worker | undefined;
  private exited: Promise<void> | undefined;
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (result: QueryResult<unknown>) => void; reject: (error: Error) => void }
  >();

  constructor(
    private readonly file: string,
    private readonly journalSizeLimit: number,
  ) {}

  run<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<QueryResult<R>>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (result: QueryResult<unknown>) => void, reject });
      // Held while a write is under way: a process must not end with one half done.
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, query: { sql: query.sql, parameters: query.parameters } });
    });
  }

  /** Ends the thread once the writes sent are done. */
  async stop(): Promise<void> {
    if (!this.worker) return;
    this.worker.ref();
    this.worker.postMessage('stop');
    await this.exited;
    this.worker = undefined;
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_URL, { workerData: { file: this.file, journalSizeLimit: this.journalSizeLimit } });
    worker.unref();
    worker.on('message', (answer: Answer) => this.answered(answer));
    worker.on('error', (error) => this.failAll(error));
    this.exited = new Promise((resolve) =>
      worker.once('exit', () => {
        this.failAll(new Error('The SQLite writer thread stopped'));
        if (this.worker === worker) this.worker = undefined;
        resolve();
      }),
    );
    this.worker = worker;
    return worker;
  }

  private answered(answer: Answer): void {
    const waiter = this.pending.get(answer.id);
    if (!waiter) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker?.unref();
    if ('error' in answer) {
      // The code as better-sqlite3 gives it (SQLITE_CONSTRAINT_UNIQUE...), for database-errors.ts and the callers.
      waiter.reject(
        Object.assign(new Error(answer.error.message), answer.error.code ? { code: answer.error.code } : {}),
      );
      return;
    }
    const { rows, changes, lastInsertRowid } = answer.result;
    waiter.resolve({
      rows,
      ...(changes !== undefined ? { numAffectedRows: BigInt(changes) } : {}),
      ...(lastInsertRowid !== undefined && lastInsertRowid !== null ? { insertId: BigInt(lastInsertRowid) } : {}),
    });
  }

  private failAll(error: Error): void {
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }
}
