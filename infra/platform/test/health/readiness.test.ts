import { describe, expect, it } from 'vitest';
import { Readiness, type ReadinessCheck } from '../../src/health/readiness.ts';
import { scrubber } from '../../src/health/scrub.ts';

const options = { role: 'api', timeoutMs: 50, scrub: scrubber(['s3cret']) };
const ok = (name: string): ReadinessCheck => ({ name, run: async () => undefined });
const failing = (name: string, message: string): ReadinessCheck => ({
  name,
  run: async () => {
    throw new Error(message);
  },
});

describe('readiness', () => {
  it('is ready when every check passes, listing each with its time', async () => {
    const report = await new Readiness([ok('database'), ok('ffmpeg')], options).report();
    expect(report).toEqual({
      status: 'ready',
      role: 'api',
      checks: [
        { name: 'database', ok: true, ms: expect.any(Number) },
        { name: 'ffmpeg', ok: true, ms: expect.any(Number) },
      ],
    });
  });

  it('is not ready when one fails, naming it and why without the secrets it held', async () => {
    const report = await new Readiness(
      [ok('database'), failing('redis', 'NOAUTH for redis://:s3cret@cache:6379')],
      options,
    ).report();
    expect(report.status).toBe('not ready');
    expect(report.checks[1]).toEqual({
      name: 'redis',
      ok: false,
      ms: expect.any(Number),
      error: 'NOAUTH for redis://***@cache:6379',
    });
  });

  it('fails a check that does not answer within its bound, its signal fired, without waiting for it', async () => {
    let signalled = false;
    const hung: ReadinessCheck = {
      name: 'bucket',
      run: (signal) =>
        new Promise(() => {
          signal.addEventListener('abort', () => (signalled = true));
        }),
    };
    const report = await new Readiness([ok('database'), hung], options).report();
    expect(report.status).toBe('not ready');
    expect(report.checks[1]).toMatchObject({ name: 'bucket', ok: false, error: 'no answer within 50 ms' });
    expect(signalled).toBe(true);
  });

  it('shares a check still running with the probes that come meanwhile', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const slow: ReadinessCheck = {
      name: 'database',
      run: () => {
        runs++;
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const readiness = new Readiness([slow], { ...options, timeoutMs: 10_000 });
    const first = readiness.report();
    const second = readiness.report();
    release();
    expect((await first).status).toBe('ready');
    expect((await second).status).toBe('ready');
    expect(runs).toBe(1);
    // Once it ended, the next probe checks again.
    const third = readiness.report();
    release();
    await third;
    expect(runs).toBe(2);
  });
});
