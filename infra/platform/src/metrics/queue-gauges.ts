import { Gauge, Registry } from 'prom-client';
import { METRIC_NAMES, QUEUE_STATES, type QueueState } from './names.ts';

/** How many jobs one queue holds in each state. */
export interface QueueDepth {
  queue: string;
  jobs: Record<QueueState, number>;
}

/**
 * An app's registry of what is read at scrape time: `reelforge_queue_jobs{queue,state}` and
 * `reelforge_queue_read_ok`. `read` gives every queue's depth, or undefined when it could not
 * (it failed or took too long: its caller bounds it); the depths are then left out of that
 * scrape and read_ok is 0. Both gauges share one read per scrape.
 */
export function queueDepthRegistry(read: () => Promise<QueueDepth[] | undefined>): Registry {
  const registry = new Registry();
  let reading: Promise<QueueDepth[] | undefined> | undefined;
  const readOnce = () => {
    reading ??= read()
      .catch(() => undefined)
      .finally(() => setTimeout(() => (reading = undefined), 0));
    return reading;
  };
  new Gauge({
    name: METRIC_NAMES.queueJobs,
    help: 'Jobs each queue holds, by state (waiting, active, delayed, failed), read at scrape time',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, jobs } of (await readOnce()) ?? [])
        for (const state of QUEUE_STATES) this.set({ queue, state }, jobs[state]);
    },
  });
  new Gauge({
    name: METRIC_NAMES.queueReadOk,
    help: "1 when this scrape read every queue's depth in time, else 0",
    registers: [registry],
    async collect() {
      this.set((await readOnce()) ? 1 : 0);
    },
  });
  return registry;
}
