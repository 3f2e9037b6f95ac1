import { Counter, Histogram } from 'prom-client';
import { METRIC_NAMES } from './names.ts';
import { processRegistry } from './registry.ts';

const requests = new Counter({
  name: METRIC_NAMES.httpRequests,
  help: 'Requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processRegistry],
});

const seconds = new Histogram({
  name: METRIC_NAMES.httpSeconds,
  help: "Seconds from a request's arrival to its answer, by method and route pattern",
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
  registers: [processRegistry],
});

/** The route label of a request no route matched (a 404 of the router): raw URLs are never labels. */
export const UNMATCHED_ROUTE = 'unmatched';

// The labelled children, kept: a request costs a map lookup, an increment and an observation.
const counters = new Map<string, Counter.Internal>();
const timers = new Map<string, Histogram.Internal<'method' | 'route'>>();

/** One answered request: its method, route pattern (or undefined: unmatched), status and time taken. */
export function countRequest(method: string, route: string | undefined, status: number, elapsedMs: number): void {
  const pattern = route ?? UNMATCHED_ROUTE;
  const timerKey = `${method} ${pattern}`;
  const counterKey = `${timerKey} ${status}`;
  let counter = counters.get(counterKey);
  if (!counter) {
    counter = requests.labels(method, pattern, String(status));
    counters.set(counterKey, counter);
  }
  let timer = timers.get(timerKey);
  if (!timer) {
    timer = seconds.labels(method, pattern);
    timers.set(timerKey, timer);
  }
  counter.inc();
  timer.observe(elapsedMs / 1000);
}
