import { describe, expect, it } from 'vitest';
import { defaultScriptWorkers, limitMessage, WATCHDOG_MARGIN_MS, watchdogMs } from '../../src/sandbox/script-limits.ts';

describe('script limits', () => {
  it('names the limit a script reached, with its bound', () => {
    const limits = { timeoutMs: 1000, memoryBytes: 32 * 1024 * 1024 };
    expect(limitMessage('time', limits)).toBe('The script ran longer than 1000 ms');
    expect(limitMessage('memory', limits)).toBe('The script ran out of memory: it may take at most 32 MiB');
    expect(limitMessage('memory', { ...limits, memoryBytes: 1536 * 1024 })).toBe(
      'The script ran out of memory: it may take at most 1536 KiB',
    );
    expect(limitMessage('memory', { ...limits, memoryBytes: 1000 })).toBe(
      'The script ran out of memory: it may take at most 1000 bytes',
    );
    expect(limitMessage('stack', limits)).toBe('The script nested its calls too deeply: its stack is at most 512 KiB');
  });

  it('ends a script that has not answered a short, fixed margin past its limit', () => {
    expect(watchdogMs(300)).toBe(300 + WATCHDOG_MARGIN_MS);
    expect(WATCHDOG_MARGIN_MS).toBeLessThanOrEqual(250);
  });

  it('sizes the pool by the cores: at least two workers (so one account never holds them all), at most eight', () => {
    expect([1, 2, 3, 4, 8, 64].map(defaultScriptWorkers)).toEqual([2, 2, 3, 4, 8, 8]);
  });
});
