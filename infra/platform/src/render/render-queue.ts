import path from 'node:path';
import type { OutputFormat } from '@reelforge/model';
import type { Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStore } from '../objects/object-store.ts';
import { RenderFailure } from './failure.ts';
import { openJobQueue, waitForJob, type JobQueue } from './job-queues.ts';
import type { LegacyRenderOrder, LegacyRenderRunner } from './legacy-renders.ts';
import type { RenderRunner, RenderTicket } from './render-runner.ts';
import type { RenderedFile } from './stored-renders.ts';

/** The BullMQ queue of render tokens' renders and the older render call's (docs/scale-out.md). */
export const RENDER_QUEUE = 'reelforge-render';

/** One job: which token's render (by its record's id, never the token) and which file of it. */
export interface RenderJobData {
  renderId: string;
  format: OutputFormat;
  frame: number;
}

/** A job of the older render call (legacy-renders.ts): its file is a project file, made once per key. */
export interface LegacyRenderJobData {
  legacy: LegacyRenderOrder;
}

/** The render queue's jobs: a render token's file (job name `render`) or an older render call's (`legacy`). */
export type RenderQueueData = RenderJobData | LegacyRenderJobData;

/** How a job ended: the file is in place, or the render failed as the caller is to be told. */
export type RenderJobResult = { done: true } | { failure: { statusCode: number; message: string; sessionId: string } };

export interface RenderQueueOptions {
  redisUrl: string;
  log: FastifyBaseLogger;
  /** Redis key prefix; default BullMQ's `bull`. */
  prefix?: string | undefined;
  /** How long a caller waits for its job at most: the render timeout and a dead worker's lock. */
  waitMs: number;
}

/** Where a finished render is kept: the project's folder in DATA_DIR, or the object store. */
export interface RenderPlaces {
  fileOf(ticket: RenderTicket, format: OutputFormat, frame: number): string;
  objects?: ObjectStore | undefined;
  renderKey(renderId: string, name: string): string;
}

/**
 * The queued adapter of RenderRunner, for api processes: a render is a job of the render
 * queue, deduplicated by render id and file (however many api processes ask at once, one job
 * is waiting or running), made by a worker process and then served from where the worker
 * left it. A failed render's job carries the worker's RenderFailure, answered as is.
 */
export class QueuedRenders implements RenderRunner {
  private readonly jobs: JobQueue<RenderQueueData, RenderJobResult>;

  constructor(
    private readonly places: RenderPlaces,
    private readonly options: RenderQueueOptions,
  ) {
    this.jobs = openJobQueue<RenderQueueData, RenderJobResult>(RENDER_QUEUE, 'render queue', options);
  }

  async output(ticket: RenderTicket, format: OutputFormat, frame: number, signal?: AbortSignal): Promise<RenderedFile> {
    const name = path.basename(this.places.fileOf(ticket, format, frame));
    const data: RenderJobData = { renderId: ticket.row.id, format, frame };
    // While a job of this file waits or runs, adding it again answers that job.
    const job = await this.jobs.queue.add('render', data, { deduplication: { id: `${ticket.row.id}.${name}` } });
    await this.outcome(job, signal);
    const { objects } = this.places;
    if (objects) return { object: { store: objects, key: this.places.renderKey(ticket.row.id, name) } };
    return { file: this.places.fileOf(ticket, format, frame) };
  }

  /** The older render call's runner: its render is a job too, one per project and key however many api processes ask. */
  readonly legacy: LegacyRenderRunner = {
    make: async (order, _project, signal) => {
      const job = await this.jobs.queue.add(
        'legacy',
        { legacy: order },
        { deduplication: { id: `legacy.${order.region}.${order.prjuid}.${order.key}` } },
      );
      await this.outcome(job, signal);
    },
  };

  /** Waits for the job; a failed render's RenderFailure is thrown as the worker told it. */
  private async outcome(job: Job<RenderQueueData, RenderJobResult>, signal: AbortSignal | undefined): Promise<void> {
    const result = await waitForJob(job.waitUntilFinished(this.jobs.events, this.options.waitMs), signal, this.options);
    if ('failure' in result)
      throw new RenderFailure(result.failure.statusCode, result.failure.message, result.failure.sessionId);
  }

  async close(): Promise<void> {
    await this.jobs.close();
  }
}
