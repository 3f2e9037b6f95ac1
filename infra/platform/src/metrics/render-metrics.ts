import { Gauge, Histogram } from 'prom-client';
import { METRIC_NAMES } from './names.ts';
import { processRegistry } from './registry.ts';

const queued = new Gauge({
  name: METRIC_NAMES.rendersQueued,
  help: 'Renders waiting for a render slot, by kind (what asked for them)',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});

const running = new Gauge({
  name: METRIC_NAMES.rendersRunning,
  help: 'Renders holding a render slot, by kind',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});

const seconds = new Histogram({
  name: METRIC_NAMES.renderSeconds,
  help: 'Running time of each render session, by kind and outcome (done, failed, cancelled)',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600],
  registers: [processRegistry],
});

/** A render asked for: waiting for its slot, then running, then ended (render/render-service.ts). */
export interface MeteredRender {
  /** It took its slot. */
  running(): void;
  /** It ended, whatever came of it (called once; later calls do nothing). */
  end(): void;
}

/** Counts a render of `kind` (its origin: render, legacy, media, preview, share, batch, thumbnail) as queued. */
export function meterRender(kind: string): MeteredRender {
  let state: 'queued' | 'running' | 'ended' = 'queued';
  queued.inc({ kind });
  return {
    running() {
      if (state !== 'queued') return;
      state = 'running';
      queued.dec({ kind });
      running.inc({ kind });
    },
    end() {
      if (state === 'ended') return;
      (state === 'queued' ? queued : running).dec({ kind });
      state = 'ended';
    },
  };
}

export type RenderOutcome = 'done' | 'failed' | 'cancelled';

/** A recorded session's outcome: cancelled when it says why it stopped, failed with an error logged, else done. */
export const renderOutcome = (cancelled: string | null, errors: readonly unknown[]): RenderOutcome =>
  cancelled !== null ? 'cancelled' : errors.length > 0 ? 'failed' : 'done';

/** A render session recorded (render/records.ts): its kind, outcome and running time. */
export function observeRender(kind: string, outcome: RenderOutcome, elapsedMs: number): void {
  seconds.observe({ kind, outcome }, Math.max(0, elapsedMs) / 1000);
}
