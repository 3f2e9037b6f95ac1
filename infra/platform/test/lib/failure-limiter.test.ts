import { describe, expect, it } from 'vitest';
import { FailureLimiter } from '../../src/lib/failure-limiter.ts';
import { MemoryWindowCounts } from '../../src/lib/window-counts.ts';

const MINUTE = 60_000;

function limiter() {
  let now = 1_000_000;
  const limits = new FailureLimiter(new MemoryWindowCounts(10 * MINUTE, () => now, 10_000), 3);
  return { limits, advance: (ms: number) => (now += ms) };
}

describe('FailureLimiter', () => {
  it('lets a key try until it has failed the most times, then makes it wait out the window', async () => {
    const { limits, advance } = limiter();
    for (let i = 0; i < 3; i++) {
      expect(await limits.waitFor('ada')).toBe(0);
      await limits.fail('ada');
      advance(MINUTE);
    }
    expect(await limits.waitFor('ada')).toBe(7 * MINUTE);
    expect(await limits.count('ada')).toBe(3);
    advance(7 * MINUTE);
    expect(await limits.waitFor('ada')).toBe(0);
    expect(await limits.count('ada')).toBe(0);
  });

  it('keeps keys apart, and waits under a smaller allowance when asked', async () => {
    const { limits } = limiter();
    for (let i = 0; i < 3; i++) await limits.fail('ada');
    await limits.fail('bo');
    expect(await limits.waitFor('ada')).toBeGreaterThan(0);
    expect(await limits.waitFor('bo')).toBe(0);
    expect(await limits.waitFor('bo', 1)).toBe(10 * MINUTE);
  });

  it('forgets a key that succeeds', async () => {
    const { limits } = limiter();
    await limits.fail('ada');
    await limits.fail('ada');
    await limits.succeed('ada');
    await limits.fail('ada');
    await limits.fail('ada');
    expect(await limits.waitFor('ada')).toBe(0);
  });

  it('starts a new window once the old one has passed', async () => {
    const { limits, advance } = limiter();
    await limits.fail('ada');
    await limits.fail('ada');
    advance(10 * MINUTE);
    await limits.fail('ada');
    await limits.fail('ada');
    expect(await limits.waitFor('ada')).toBe(0);
    await limits.fail('ada');
    expect(await limits.waitFor('ada')).toBe(10 * MINUTE);
  });

  it('stays bounded however many keys fail: the oldest keys are dropped first', async () => {
    const { limits } = limiter();
    for (let i = 0; i < 3; i++) await limits.fail('first');
    for (let i = 0; i < 3; i++) await limits.fail('second');
    expect(await limits.waitFor('first')).toBeGreaterThan(0);
    for (let i = 0; i < 9_998; i++) await limits.fail(`key-${i}`);
    // Full now: one more key pushes out the oldest.
    expect(await limits.waitFor('first')).toBeGreaterThan(0);
    await limits.fail('one more');
    expect(await limits.waitFor('first')).toBe(0);
    expect(await limits.waitFor('second')).toBeGreaterThan(0);
  });

  it('drops ended windows before live ones when it is full', async () => {
    const { limits, advance } = limiter();
    for (let i = 0; i < 3; i++) await limits.fail('old');
    advance(5 * MINUTE);
    for (let i = 0; i < 3; i++) await limits.fail('live');
    for (let i = 0; i < 9_998; i++) await limits.fail(`key-${i}`);
    // 'old' has ended: the full store drops it rather than 'live', the oldest key still counting.
    advance(5 * MINUTE);
    await limits.fail('one more');
    expect(await limits.waitFor('live')).toBe(5 * MINUTE);
  });
});
