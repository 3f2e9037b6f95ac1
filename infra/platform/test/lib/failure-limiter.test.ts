import { describe, expect, it } from 'vitest';
import { FailureLimiter } from '../../src/lib/failure-limiter.ts';

const MINUTE = 60_000;

function limiter() {
  let now = 1_000_000;
  const limits = new FailureLimiter(() => now, { max: 3, windowMs: 10 * MINUTE });
  return { limits, advance: (ms: number) => (now += ms) };
}

describe('FailureLimiter', () => {
  it('lets a key try until it has failed the most times, then makes it wait out the window', () => {
    const { limits, advance } = limiter();
    for (let i = 0; i < 3; i++) {
      expect(limits.waitFor('ada')).toBe(0);
      limits.fail('ada');
      advance(MINUTE);
    }
    expect(limits.waitFor('ada')).toBe(7 * MINUTE);
    advance(7 * MINUTE);
    expect(limits.waitFor('ada')).toBe(0);
  });

  it('keeps keys apart', () => {
    const { limits } = limiter();
    for (let i = 0; i < 3; i++) limits.fail('ada');
    expect(limits.waitFor('ada')).toBeGreaterThan(0);
    expect(limits.waitFor('bo')).toBe(0);
  });

  it('forgets a key that succeeds', () => {
    const { limits } = limiter();
    limits.fail('ada');
    limits.fail('ada');
    limits.succeed('ada');
    limits.fail('ada');
    limits.fail('ada');
    expect(limits.waitFor('ada')).toBe(0);
  });

  it('starts a new window once the old one has passed', () => {
    const { limits, advance } = limiter();
    limits.fail('ada');
    limits.fail('ada');
    advance(10 * MINUTE);
    limits.fail('ada');
    limits.fail('ada');
    expect(limits.waitFor('ada')).toBe(0);
    limits.fail('ada');
    expect(limits.waitFor('ada')).toBe(10 * MINUTE);
  });

  it('stays bounded however many keys fail: the oldest keys are dropped first', () => {
    const { limits } = limiter();
    for (let i = 0; i < 3; i++) limits.fail('first');
    for (let i = 0; i < 3; i++) limits.fail('second');
    expect(limits.waitFor('first')).toBeGreaterThan(0);
    for (let i = 0; i < 9_998; i++) limits.fail(`key-${i}`);
    // Full now: one more key pushes out the oldest.
    expect(limits.waitFor('first')).toBeGreaterThan(0);
    limits.fail('one more');
    expect(limits.waitFor('first')).toBe(0);
    expect(limits.waitFor('second')).toBeGreaterThan(0);
  });
});
