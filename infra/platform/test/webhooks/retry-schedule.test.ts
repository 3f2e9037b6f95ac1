import { describe, expect, it } from 'vitest';
import { afterTry, DEFAULT_WEBHOOK_ATTEMPTS, pauseAfter } from '../../src/webhooks/retry-schedule.ts';

const MIN = 60_000;

describe('the retry schedule', () => {
  it('pauses 10 s, 1 min, 5 min, 30 min, then 2 h', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((tries) => pauseAfter(tries))).toEqual([
      10_000,
      MIN,
      5 * MIN,
      30 * MIN,
      120 * MIN,
      120 * MIN,
      120 * MIN,
    ]);
    expect(pauseAfter(3, [5])).toBe(5);
    expect(pauseAfter(1, [])).toBe(0);
  });

  it('delivers a 2xx, gives up on a refused address at once and after the last try', () => {
    const now = 1_000_000;
    expect(afterTry({ kind: 'delivered' }, 3, now)).toEqual({ status: 'delivered', nextTryAt: null });
    expect(afterTry({ kind: 'refused' }, 1, now)).toEqual({ status: 'failed', nextTryAt: null });
    expect(afterTry({ kind: 'failed' }, 1, now)).toEqual({ status: 'pending', nextTryAt: now + 10_000 });
    expect(afterTry({ kind: 'failed' }, 5, now)).toEqual({ status: 'pending', nextTryAt: now + 120 * MIN });
    expect(afterTry({ kind: 'failed' }, DEFAULT_WEBHOOK_ATTEMPTS, now)).toEqual({ status: 'failed', nextTryAt: null });
    expect(afterTry({ kind: 'failed' }, 2, now, { attempts: 2 })).toEqual({ status: 'failed', nextTryAt: null });
    expect(afterTry({ kind: 'failed' }, 1, now, { pauses: [7] })).toEqual({ status: 'pending', nextTryAt: now + 7 });
  });
});
