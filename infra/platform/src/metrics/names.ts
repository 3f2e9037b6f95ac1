/**
 * The names of the metrics the platform exports (docs/operations.md), one place for the code,
 * the deployment files and their tests. Every name starts with `reelforge_`.
 */
export const METRIC_PREFIX = 'reelforge_';

export const METRIC_NAMES = {
  /** Counter {method, route, status}: answered requests, by route pattern. */
  httpRequests: 'reelforge_http_requests_total',
  /** Histogram {method, route}: time from a request's arrival to its answer. */
  httpSeconds: 'reelforge_http_request_duration_seconds',
  /** Gauge {kind}: renders waiting for a render slot, by what asked for them. */
  rendersQueued: 'reelforge_renders_queued',
  /** Gauge {kind}: renders holding a render slot. */
  rendersRunning: 'reelforge_renders_running',
  /** Histogram {kind, outcome}: each render session's running time. */
  renderSeconds: 'reelforge_render_seconds',
  /** Counter {outcome}: batch rows that ended here, done or failed. */
  batchRows: 'reelforge_batch_rows_total',
  /** Counter: batch rows taken up again here after a stop or a dead worker. */
  batchRowsRetried: 'reelforge_batch_rows_retried_total',
  /** Counter {destination, outcome}: tries of deliveries, by destination kind. */
  deliveryTries: 'reelforge_delivery_tries_total',
  /** Gauge {queue, state}: jobs of each queue, read at scrape time. */
  queueJobs: 'reelforge_queue_jobs',
  /** Gauge: 1 when the queues' depth could be read at this scrape, else 0. */
  queueReadOk: 'reelforge_queue_read_ok',
} as const;

/** The states `reelforge_queue_jobs` tells for every queue. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];
