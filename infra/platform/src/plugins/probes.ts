import { noInput } from '@reelforge/contract';
import fp from 'fastify-plugin';
import { MIGRATION_NAMES } from '../db/migrate.ts';
import {
  bucketCheck,
  dataFolderCheck,
  databaseCheck,
  ffmpegCheck,
  migrationsCheck,
  redisCheck,
} from '../health/checks.ts';
import type { Probes } from '../health/probe-listener.ts';
import { Readiness } from '../health/readiness.ts';
import { probeRedis } from '../health/redis-probe.ts';
import { passwordOf, scrubber } from '../health/scrub.ts';
import { withTimeout } from '../lib/timeout.ts';
import { queueDepthRegistry } from '../metrics/queue-gauges.ts';
import { METRICS_CONTENT_TYPE, metricsText } from '../metrics/registry.ts';
import { bullmqDepths, embeddedDepths } from '../queue/queue-depth.ts';
import { BATCH_QUEUE } from '../queue/queue-names.ts';
import type { AppOptions } from './app-options.ts';

/** The bound of each readiness check and of the queues' read at a scrape. */
export const PROBE_TIMEOUT_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Health, readiness and metrics (docs/operations.md), for the routes here and the probe listener. */
    probes: Probes;
  }
}

/**
 * The probes (docs/operations.md): GET /healthz (200 while the process runs), GET /readyz
 * (200 or 503, every check listed: database, migrations, Redis when configured, the bucket or
 * else the data folder, ffmpeg), and GET /metrics on this port only when the operator asks
 * for it (AppOptions.publicMetrics); otherwise the metrics are served by the probe listener
 * (health/probe-listener.ts: METRICS_PORT, and a worker's only port).
 */
export default fp<AppOptions>(
  async (app, options) => {
    const role = options.role ?? 'all';
    const redis = options.redisUrl ? probeRedis(options.redisUrl) : undefined;
    const objects = app.objects;
    const reach = objects?.reach?.bind(objects);
    const readiness = new Readiness(
      [
        databaseCheck(app.db),
        migrationsCheck(app.db, MIGRATION_NAMES),
        ...(redis ? [redisCheck(redis)] : []),
        reach ? bucketCheck(reach) : dataFolderCheck(options.dataDir),
        ffmpegCheck(options.ffmpegPath ?? 'ffmpeg'),
      ],
      {
        role,
        timeoutMs: PROBE_TIMEOUT_MS,
        scrub: scrubber([
          passwordOf(options.databaseUrl),
          passwordOf(options.redisUrl),
          options.objectStore?.secretAccessKey,
          options.objectStore?.accessKeyId,
        ]),
      },
    );
    const batchQueue = options.redisQueue?.name ?? BATCH_QUEUE;
    const jobQueues = () => [...app.jobQueues.names];
    const reader = redis
      ? bullmqDepths(redis, options.redisQueue?.prefix, () => [batchQueue, ...jobQueues()])
      : embeddedDepths(app.db, batchQueue, jobQueues);
    const depths = queueDepthRegistry(() => withTimeout(() => reader.read(), PROBE_TIMEOUT_MS));
    app.addHook('onClose', async () => {
      await reader.close();
      redis?.disconnect();
    });
    app.decorate('probes', { role, readiness: () => readiness.report(), metrics: () => metricsText(depths) });

    app.get('/healthz', { schema: noInput }, async () => ({ status: 'ok', role }));
    app.get('/readyz', { schema: noInput }, async (_request, reply) => {
      const report = await readiness.report();
      return reply.code(report.status === 'ready' ? 200 : 503).send(report);
    });
    if (options.publicMetrics)
      app.get('/metrics', { schema: noInput }, async (_request, reply) =>
        reply.type(METRICS_CONTENT_TYPE).send(await app.probes.metrics()),
      );
  },
  { name: 'probes', dependencies: ['storage', 'wiring'] },
);
