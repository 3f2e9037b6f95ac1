import { describe, expect, it } from 'vitest';
import { metricsFromEnv } from '../../src/config/metrics.ts';

describe('METRICS_PORT and METRICS_HOST', () => {
  it('are none unset: api and all processes serve no metrics', () => {
    expect(metricsFromEnv({})).toEqual({});
  });

  it('give the metrics listener its port and address', () => {
    expect(metricsFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.7' })).toEqual({
      metricsPort: 9464,
      metricsHost: '10.0.0.7',
    });
  });

  it('refuse a port that is not one, naming the setting', () => {
    expect(() => metricsFromEnv({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => metricsFromEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
