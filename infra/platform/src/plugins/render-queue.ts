import { availableParallelism } from 'node:os';
import fp from 'fastify-plugin';
import { DEFAULT_RENDER_TIMEOUT_MS, queueSide, type AppOptions } from './app-options.ts';
import { QueuedPreviews } from '../render/preview-queue.ts';
import { PreviewQueueWorker } from '../render/preview-queue-worker.ts';
import { QueuedRenders } from '../render/render-queue.ts';
import { RenderQueueWorker } from '../render/render-queue-worker.ts';
import { renderKey } from '../render/tokens.ts';
import { RenderRepository } from '../render/render-store.ts';
import { AssetHlsQueueWorker, QueuedHls } from '../media/hls-queue.ts';
import { QueuedShareRenders, ShareQueueWorker } from '../share/share-queue.ts';
import { KeptThumbnails } from '../media/kept-thumbnails.ts';
import { QueuedThumbnails, ThumbnailQueueWorker } from '../media/thumbnail-queue.ts';

/**
 * Where render tokens' files, the older render call's renders, previews (frames, HLS streams), thumbnails (of assets, of users'
 * files), shares' videos and posters and assets' HLS streams are made, by role
 * (docs/scale-out.md): an `api` process with Redis hands them to the render, preview,
 * thumbnail, share and asset stream queues and serves what a worker made; a `worker` process consumes them;
 * `all` renders in process, as in the embedded mode.
 */
export default fp<AppOptions>(
  async (app, options) => {
    const where = queueSide(options);
    if (!where) return;
    const { side, redisUrl } = where;
    const queue = options.redisQueue ?? {};
    const tokens = app.renderTokens;
    if (side === 'api') {
      const timeoutMs = options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
      // The render's own bound, and time for a dead worker's job to be taken by another.
      const retryMs = (queue.lockMs ?? 30_000) + (queue.stalledCheckMs ?? 30_000);
      const producer = { redisUrl, log: app.log, prefix: queue.prefix, waitMs: timeoutMs + retryMs };
      const places = { fileOf: tokens.fileOf.bind(tokens), objects: app.objects, renderKey };
      const queued = new QueuedRenders(places, producer);
      tokens.runner = queued;
      app.legacyRenders.runner = queued.legacy;
      const previews = new QueuedPreviews((id) => app.previews.takeFrame(id), producer);
      app.previews.runner = previews;
      const kept = app.objects && new KeptThumbnails(app.objects);
      const thumbnails = new QueuedThumbnails(app.thumbnails, { ...producer, kept });
      app.thumbnails.runner = thumbnails;
      app.userFiles.thumbnailRunner = thumbnails;
      const shares = new QueuedShareRenders(app.shares, producer);
      app.shares.runner = shares;
      const streams = new QueuedHls(producer);
      app.hls.runner = streams;
      app.addHook('onClose', async () => {
        await Promise.all([queued.close(), previews.close(), thumbnails.close(), shares.close(), streams.close()]);
      });
      return;
    }
    const here = { output: tokens.outputHere.bind(tokens) };
    const consumer = {
      current: undefined as RenderQueueWorker | undefined,
      previews: undefined as PreviewQueueWorker | undefined,
      thumbnails: undefined as ThumbnailQueueWorker | undefined,
      shares: undefined as ShareQueueWorker | undefined,
      streams: undefined as AssetHlsQueueWorker | undefined,
    };
    app.addHook('onReady', async () => {
      const stopping = () => app.renders.stopping;
      const workerOptions = {
        redisUrl,
        log: app.log,
        prefix: queue.prefix,
        concurrency: options.renderConcurrency ?? availableParallelism(),
        lockMs: queue.lockMs,
        stalledCheckMs: queue.stalledCheckMs,
      };
      consumer.current = new RenderQueueWorker(
        {
          repo: new RenderRepository(app.db),
          projects: app.projects,
          here,
          legacy: app.legacyRenders,
          sessionOf: async (ticket) => (await tokens.status(ticket)).session,
          stopping,
        },
        workerOptions,
      );
      consumer.previews = new PreviewQueueWorker(
        { projects: app.projects, previews: app.previews, stopping },
        workerOptions,
      );
      const kept = app.objects && new KeptThumbnails(app.objects);
      consumer.thumbnails = new ThumbnailQueueWorker(
        { projects: app.projects, assets: app.assets, thumbnails: app.thumbnails, userFiles: app.userFiles, kept },
        workerOptions,
      );
      consumer.shares = new ShareQueueWorker({ shares: app.shares, stopping }, workerOptions);
      consumer.streams = new AssetHlsQueueWorker(
        { projects: app.projects, assets: app.assets, hls: app.hls, stopping },
        workerOptions,
      );
    });
    // Its renders stopped first (their jobs go back to the queue), then it takes no more.
    app.addHook('preClose', async () => {
      app.renders.abortAll();
      await Promise.all([
        consumer.current?.close(),
        consumer.previews?.close(),
        consumer.thumbnails?.close(),
        consumer.shares?.close(),
        consumer.streams?.close(),
      ]);
    });
  },
  { name: 'render-queue', dependencies: ['wiring'] },
);
