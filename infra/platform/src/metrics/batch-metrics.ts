import { Counter } from 'prom-client';
import { METRIC_NAMES } from './names.ts';
import { processRegistry } from './registry.ts';

const rows = new Counter({
  name: METRIC_NAMES.batchRows,
  help: 'Batch rows that ended in this process, by outcome (done, failed)',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

const retried = new Counter({
  name: METRIC_NAMES.batchRowsRetried,
  help: 'Batch rows this process took up again (their earlier attempt was stopped or its worker died)',
  registers: [processRegistry],
});

/** A batch row's result was recorded here (batch/task-runner.ts). */
export function countBatchRow(outcome: 'done' | 'failed'): void {
  rows.inc({ outcome });
}

/** A claimed batch row on its second or later attempt. */
export function countBatchRetry(attempts: number): void {
  if (attempts > 1) retried.inc();
}
