import { afterEach, describe, expect, it, vi } from 'vitest';
import { SandboxWorker } from '../../src/sandbox/sandbox-worker.ts';
import { MAX_SCRIPT_OUTPUT_BYTES, SCRIPT_STACK_BYTES, watchdogMs } from '../../src/sandbox/script-limits.ts';

/**
 * The watchdog of one sandbox worker, on the test's own clock: a script stuck inside a
 * built-in (a sort of 2³² - 1 elements takes seconds and never reaches the engine's own
 * deadline check) is ended when the clock reaches its limit plus the margin, not a moment
 * later, however long the built-in would have run.
 */

const LIMIT_MS = 300;
const STUCK = 'function prerender(movie) { var x = []; x.length = 2 ** 32 - 1; x.sort(); return movie; }';

afterEach(() => {
  vi.useRealTimers();
});

describe('a sandbox worker', () => {
  it('ends a job that has not answered when the clock reaches its watchdog time', async () => {
    const worker = new SandboxWorker(8 * 1024 * 1024);
    await worker.ready;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let result: unknown;
    const job = {
      src: STUCK,
      input: '{"movie":{},"params":{},"context":{}}',
      timeoutMs: LIMIT_MS,
      stackBytes: SCRIPT_STACK_BYTES,
      maxOutputBytes: MAX_SCRIPT_OUTPUT_BYTES,
    };
    const running = worker.run(job, watchdogMs(LIMIT_MS)).then((settled) => (result = settled));
    await vi.advanceTimersByTimeAsync(watchdogMs(LIMIT_MS) - 1);
    expect(result).toBeUndefined();
    expect(worker.isGone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await running;
    expect(result).toEqual({ watchdog: true });
    expect(worker.isGone).toBe(true);
  });
});
