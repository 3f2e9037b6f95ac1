import { describe, expect, it } from 'vitest';
import { METRIC_NAMES } from '../../src/metrics/names.ts';
import { processRegistry } from '../../src/metrics/registry.ts';
import { meterRender, renderOutcome } from '../../src/metrics/render-metrics.ts';

const value = async (name: string, kind: string) => {
  const metric = (await processRegistry.getMetricsAsJSON()).find((each) => each.name === name);
  return (metric?.values ?? []).find((each) => each.labels.kind === kind)?.value ?? 0;
};

describe('renders queued and running', () => {
  it('follow a render from its wait to its slot to its end, each end counted once', async () => {
    const kind = 'render-metrics-test';
    const render = meterRender(kind);
    expect([await value(METRIC_NAMES.rendersQueued, kind), await value(METRIC_NAMES.rendersRunning, kind)]).toEqual([
      1, 0,
    ]);
    render.running();
    render.running();
    expect([await value(METRIC_NAMES.rendersQueued, kind), await value(METRIC_NAMES.rendersRunning, kind)]).toEqual([
      0, 1,
    ]);
    render.end();
    render.end();
    expect([await value(METRIC_NAMES.rendersQueued, kind), await value(METRIC_NAMES.rendersRunning, kind)]).toEqual([
      0, 0,
    ]);
  });

  it('let a render that never got its slot leave the queue', async () => {
    const kind = 'render-metrics-test-waiting';
    const render = meterRender(kind);
    render.end();
    render.running();
    expect([await value(METRIC_NAMES.rendersQueued, kind), await value(METRIC_NAMES.rendersRunning, kind)]).toEqual([
      0, 0,
    ]);
  });
});

describe("a render session's outcome", () => {
  it('is cancelled when the session says why it stopped, failed with an error logged, else done', () => {
    expect(renderOutcome('the run was cancelled', [])).toBe('cancelled');
    expect(renderOutcome(null, [{ message: 'ffmpeg failed' }])).toBe('failed');
    expect(renderOutcome(null, [])).toBe('done');
  });
});
