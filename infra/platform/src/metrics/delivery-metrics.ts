import { Counter } from 'prom-client';
import { METRIC_NAMES } from './names.ts';
import { processRegistry } from './registry.ts';

const tries = new Counter({
  name: METRIC_NAMES.deliveryTries,
  help: 'Tries of deliveries, by destination kind and outcome (ok; retried: failed and tried again; failed: the last)',
  labelNames: ['destination', 'outcome'] as const,
  registers: [processRegistry],
});

/** One try of a delivery to a destination of `kind` (destinations/index.ts). */
export function countDeliveryTry(kind: string, outcome: 'ok' | 'retried' | 'failed'): void {
  tries.inc({ destination: kind, outcome });
}
