import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { extensionOf } from '@reelforge/model';
import { HttpError } from '../lib/http-errors.ts';
import { Semaphore } from '../lib/semaphore.ts';
import type { StoredDatasource } from '../repositories/datasources.ts';
import { SPREADSHEET_EXTENSIONS, type ConvertedDatasource, type DatasourceSettings } from './datasource-import.ts';
import { tooLargeToImport, tooLargeToRead, type DatasourceLimits } from './datasource-limits.ts';
import type { StoredRead, StoredReadKind } from './datasource-read.ts';
import { checkSpreadsheet } from './spreadsheet-signature.ts';

type JobKind = 'convert' | 'describe' | 'read';

interface Job {
  job: JobKind;
  uploadName: string;
  source: string;
  settings?: DatasourceSettings;
  /** Files the worker makes are named `<tempBase>.<n>`. */
  tempBase?: string;
  /** read: the stored metadata (made again when missing), and what to give back. */
  stored?: StoredDatasource | undefined;
  want?: StoredReadKind;
}

interface Reply {
  id?: number;
  ready?: boolean;
  ok?: boolean;
  result?: unknown;
  status?: number;
  message?: string;
}

const WORKER_URL = new URL('./datasource-worker.mjs', import.meta.url);

/**
 * Datasource uploads are parsed and converted on worker threads, never on the event
 * loop: a million-cell sheet takes seconds of parsing. At most `concurrency` run at once
 * (the others wait in line), each in a worker with a bounded heap and a deadline; a
 * worker that runs out of either is ended and the upload refused with a 413, the server
 * untouched. Idle workers are kept for the next import.
 *
 * Stored csvs are read in the same workers and lane (?processed=1 answers, a batch run's
 * rows, a render's datasource): two million cells take a second to parse, a second no
 * other request should wait.
 */
export class DatasourceImporter {
  /** Jobs that ended with an answer, by kind: how tests and operators see where work ran. */
  readonly completed: Record<JobKind, number> = { convert: 0, describe: 0, read: 0 };
  private readonly lane: Semaphore;
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private nextId = 1;
  private closed = false;

  constructor(readonly limits: DatasourceLimits) {
    this.lane = new Semaphore(limits.concurrency);
  }

  /** convertDatasource, after the cheap checks (a spreadsheet's signature and zip directory) on this thread. */
  async convert(
    uploadName: string,
    source: string,
    settings: DatasourceSettings,
    tempPath: () => Promise<string>,
  ): Promise<ConvertedDatasource[]> {
    if (SPREADSHEET_EXTENSIONS.has(extensionOf(uploadName))) await checkSpreadsheet(uploadName, source, this.limits);
    const tempBase = await tempPath();
    try {
      return (await this.run({ job: 'convert', uploadName, source, settings, tempBase })) as ConvertedDatasource[];
    } catch (error) {
      // The worker cleans up after its own errors, but not after it was ended.
      const dir = path.dirname(tempBase);
      const prefix = `${path.basename(tempBase)}.`;
      const left = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.startsWith(prefix));
      await Promise.all(left.map((name) => rm(path.join(dir, name), { force: true })));
      throw error;
    }
  }

  /** describeCsv of an uploaded csv, bounded like an import. */
  async describeCsv(name: string, file: string): Promise<StoredDatasource> {
    return (await this.run({ job: 'describe', uploadName: name, source: file })) as StoredDatasource;
  }

  /** A stored csv read on a worker: its metadata (made again if `stored` is missing) and `want`. */
  async read<K extends StoredReadKind>(
    name: string,
    file: string,
    stored: StoredDatasource | undefined,
    want: K,
  ): Promise<Extract<StoredRead, { want: K }>> {
    return (await this.run({ job: 'read', uploadName: name, source: file, stored, want })) as Extract<StoredRead, { want: K }>;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.idle.length = 0;
    await Promise.all([...this.all].map((worker) => worker.terminate()));
    this.all.clear();
  }

  private run(job: Job): Promise<unknown> {
    return this.lane.run(async () => {
      if (this.closed) throw new HttpError(503, 'The server is shutting down');
      const worker = this.idle.pop() ?? this.start();
      try {
        const result = await this.send(worker, job);
        this.completed[job.job]++;
        if (!this.closed) this.idle.push(worker);
        return result;
      } catch (error) {
        // A conversion error leaves the worker sound; anything else ended or may have harmed it
        // (stopped before the caller cleans up after it).
        if (error instanceof ConversionError && !this.closed) this.idle.push(worker);
        else await this.end(worker);
        throw error instanceof ConversionError ? error.httpError : error;
      }
    });
  }

  private start(): Worker {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb } });
    worker.unref();
    // Errors of an idle worker: it is dropped, the next import starts another.
    worker.on('error', () => void this.end(worker));
    worker.on('exit', () => void this.end(worker));
    this.all.add(worker);
    return worker;
  }

  private async end(worker: Worker): Promise<void> {
    this.all.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    await worker.terminate();
  }

  private send(worker: Worker, job: Job): Promise<unknown> {
    const id = this.nextId++;
    const spreadsheet = SPREADSHEET_EXTENSIONS.has(extensionOf(job.uploadName));
    const tooLarge = (reason: string) =>
      job.job === 'read' ? tooLargeToRead(job.uploadName, reason) : tooLargeToImport(job.uploadName, spreadsheet, reason);
    const { timeoutMs, memoryMb } = this.limits;
    return new Promise((resolve, reject) => {
      const finish = (settle: () => void) => {
        clearTimeout(watchdog);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        settle();
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        if (reply.ok) finish(() => resolve(reply.result));
        else finish(() => reject(new ConversionError(new HttpError(reply.status ?? 500, reply.message ?? 'The import failed'))));
      };
      const onError = (error: Error & { code?: string }) => {
        const refused =
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? tooLarge(`reading it needs more than ${memoryMb} MiB of memory`)
            : new HttpError(500, `The import worker failed: ${error.message}`, false);
        finish(() => reject(refused));
      };
      const onExit = () => finish(() => reject(new HttpError(500, 'The import worker stopped', false)));
      const watchdog = setTimeout(() => {
        const seconds = Number((timeoutMs / 1000).toFixed(1));
        finish(() => reject(tooLarge(`reading it took longer than ${seconds} s`)));
      }, timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ ...job, id, limits: this.limits });
    });
  }
}

/** The worker refused the file itself (a 400 or 413 of the conversion). */
class ConversionError extends Error {
  constructor(readonly httpError: HttpError) {
    super(httpError.message);
  }
}
