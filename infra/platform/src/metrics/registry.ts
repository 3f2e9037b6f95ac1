import { collectDefaultMetrics, Registry } from 'prom-client';
import { METRIC_PREFIX } from './names.ts';

/**
 * The process's registry: the counters and histograms the hot paths add to (requests,
 * renders, batch rows, deliveries) and prom-client's default metrics of the process (CPU,
 * memory, event-loop lag, garbage collection), all prefixed `reelforge_`. One per process:
 * a process serves one platform; what is read per app at scrape time (the queues' depth) is
 * in the app's own registry (queue-depth.ts).
 */
export const processRegistry = new Registry();

collectDefaultMetrics({ register: processRegistry, prefix: METRIC_PREFIX });

/** The Prometheus text format's content type. */
export const METRICS_CONTENT_TYPE = processRegistry.contentType;

/** The text of a scrape: the process's metrics, then those of `more` (an app's registry). */
export async function metricsText(...more: Registry[]): Promise<string> {
  const texts = await Promise.all([processRegistry, ...more].map((registry) => registry.metrics()));
  return texts.map((text) => (text.endsWith('\n') ? text : `${text}\n`)).join('');
}
