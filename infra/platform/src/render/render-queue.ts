import path from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import type { OutputFormat } from '@reelforge/model';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ObjectStore } from '../objects/object-store.ts';
import { redactedRedisUrl } from '../queue/redis-url.ts';
import { RenderFailure } from './failure.ts';
import type { RenderRunner, RenderTicket } from './render-runner.ts';
import type { RenderedFile } from './stored-renders.ts';

/** The BullMQ queue of render tokens' renders (docs/scale-out.md). */
export const RENDER_QUEUE = 'reelforge-render';

/** One job: which token's render (by its record's id, never the token) and which file of it. */
export interface RenderJobData {
  renderId: string;
  format: OutputFormat;
  frame: number;
}

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

export function redisConnection(redisUrl: string, log: FastifyBaseLogger, what: string): Redis {
  // BullMQ's blocking calls need maxRetriesPerRequest null: a command waits for Redis to be back.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
  // ioredis messages name host and port only; the URL (and its password) is never in them.
  redis.on('error', (error: Error) => log.error({ error: error.message }, `Redis at ${redactedRedisUrl(redisUrl)} failed (${what})`));
  return redis;
}

/**
 * A queued job's outcome, as a caller of the render or preview queue waits for it: the
 * request going away stops the wait (not the job); a job lost or not done within `waitMs`
 * is a RenderFailure (504, or 500 when no worker could make it).
 */
export async function waitForJob<T>(finished: Promise<T>, signal: AbortSignal | undefined, options: { waitMs: number; log: FastifyBaseLogger }): Promise<T> {
  let leave: (() => void) | undefined;
  const left = new Promise<never>((_resolve, reject) => {
    leave = () => reject(signal?.reason ?? new Error('the request went away'));
    signal?.addEventListener('abort', leave, { once: true });
  });
  try {
    return await Promise.race([finished, left]);
  } catch (error) {
    if (signal?.aborted) throw error;
    // Not the render's own failure (those are results): the job was lost or took too long.
    const seconds = Math.round(options.waitMs / 1000);
    const timedOut = error instanceof Error && /timed out/.test(error.message);
    options.log.error({ error: error instanceof Error ? error.message : String(error) }, 'a queued render did not finish');
    throw new RenderFailure(timedOut ? 504 : 500, timedOut ? `Render did not finish within ${seconds} s` : 'Render failed: no worker could make it', '');
  } finally {
    if (leave) signal?.removeEventListener('abort', leave);
  }
}

/**
 * The queued adapter of RenderRunner, for api processes: a render is a job of the render
 * queue, deduplicated by render id and file (however many api processes ask at once, one job
 * is waiting or running), made by a worker process and then served from where the worker
 * left it. A failed render's job carries the worker's RenderFailure, answered as is.
 */
export class QueuedRenders implements RenderRunner {
  private readonly connection: Redis;
  private readonly events: Redis;
  private readonly queue: Queue<RenderJobData, RenderJobResult>;
  private readonly queueEvents: QueueEvents;

  constructor(
    private readonly places: RenderPlaces,
    private readonly options: RenderQueueOptions,
  ) {
    this.connection = redisConnection(options.redisUrl, options.log, 'render queue');
    this.events = redisConnection(options.redisUrl, options.log, 'render queue events');
    const common = { prefix: options.prefix };
    // Finished jobs are kept a little while: a caller that asked just before the end reads its outcome.
    this.queue = new Queue(RENDER_QUEUE, { ...common, connection: this.connection, defaultJobOptions: { removeOnComplete: { age: 600 }, removeOnFail: { age: 600 } } });
    this.queueEvents = new QueueEvents(RENDER_QUEUE, { ...common, connection: this.events });
    this.queue.on('error', (error) => options.log.error({ error: error.message }, 'render queue failed'));
    this.queueEvents.on('error', (error) => options.log.error({ error: error.message }, 'render queue events failed'));
  }

  async output(ticket: RenderTicket, format: OutputFormat, frame: number, signal?: AbortSignal): Promise<RenderedFile> {
    const name = path.basename(this.places.fileOf(ticket, format, frame));
    const data: RenderJobData = { renderId: ticket.row.id, format, frame };
    // While a job of this file waits or runs, adding it again answers that job.
    const job = await this.queue.add('render', data, { deduplication: { id: `${ticket.row.id}.${name}` } });
    const result = await waitForJob(job.waitUntilFinished(this.queueEvents, this.options.waitMs), signal, this.options);
    if ('failure' in result) throw new RenderFailure(result.failure.statusCode, result.failure.message, result.failure.sessionId);
    const { objects } = this.places;
    if (objects) return { object: { store: objects, key: this.places.renderKey(ticket.row.id, name) } };
    return { file: this.places.fileOf(ticket, format, frame) };
  }

  async close(): Promise<void> {
    await this.queueEvents.close().catch(() => undefined);
    await this.queue.close().catch(() => undefined);
    for (const redis of [this.events, this.connection]) redis.disconnect();
  }
}
