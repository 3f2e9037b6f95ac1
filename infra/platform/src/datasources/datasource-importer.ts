import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { extensionOf } from '@reelforge/model';
import { HttpError } from '../lib/http-errors.ts';
import { WorkerPool, WorkerReplyError, WorkerThreadError } from '../lib/worker-pool.ts';
import type { StoredDatasource } from '../assets/datasource-store.ts';
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

/**
 * Datasource uploads are parsed and converted on worker threads, never on the event
 * loop: a million-cell sheet takes seconds of parsing. At most `concurrency` run at once
 * (the others wait in line), each in a worker with a bounded heap and a deadline; a
 * worker that runs out of either is ended and the upload refused with a 413, the server
 * untouched. Idle workers are kept for the next import (a WorkerPool).
 *
 * Stored csvs are read in the same workers and lane (?processed=1 answers, a batch run's
 * rows, a render's datasource): two million cells take a second to parse, a second no
 * other request should wait.
 */
export class DatasourceImporter {
  /** Jobs that ended with an answer, by kind: how tests and operators see where work ran. */
  readonly completed: Record<JobKind, number> = { convert: 0, describe: 0, read: 0 };
  private readonly pool: WorkerPool;

  constructor(readonly limits: DatasourceLimits) {
    this.pool = new WorkerPool({
      url: new URL('./datasource-worker.mjs', import.meta.url),
      size: limits.concurrency,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
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
    return (await this.run({ job: 'read', uploadName: name, source: file, stored, want })) as Extract<
      StoredRead,
      { want: K }
    >;
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private async run(job: Job): Promise<unknown> {
    const spreadsheet = SPREADSHEET_EXTENSIONS.has(extensionOf(job.uploadName));
    const tooLarge = (reason: string) =>
      job.job === 'read'
        ? tooLargeToRead(job.uploadName, reason)
        : tooLargeToImport(job.uploadName, spreadsheet, reason);
    const { timeoutMs, memoryMb } = this.limits;
    let reply: Reply;
    try {
      reply = await this.pool.run<Reply>(
        { message: { ...job, limits: this.limits } },
        // A conversion error leaves the worker sound; anything else ended or may have harmed it
        // (stopped before the caller cleans up after it).
        { timeoutMs, keepAfter: (error) => error instanceof WorkerReplyError },
      );
    } catch (error) {
      if (error instanceof WorkerReplyError) {
        const { status, message } = error.reply as Reply;
        throw new HttpError(status ?? 500, message ?? 'The import failed');
      }
      if (!(error instanceof WorkerThreadError)) throw error;
      if (error.reason === 'timeout')
        throw tooLarge(`reading it took longer than ${Number((timeoutMs / 1000).toFixed(1))} s`);
      if (error.reason === 'exit') throw new HttpError(500, 'The import worker stopped', false);
      if (error.error?.code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw tooLarge(`reading it needs more than ${memoryMb} MiB of memory`);
      throw new HttpError(500, `The import worker failed: ${error.message}`, false);
    }
    this.completed[job.job]++;
    return reply.result;
  }
}
