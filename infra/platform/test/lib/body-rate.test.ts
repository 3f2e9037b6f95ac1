import { describe, expect, it } from 'vitest';
import { BodyRate } from '../../src/lib/body-rate.ts';

// 100 bytes a second over every 1 s.
const rate = () => new BodyRate(100, 1000, 0, 0);

describe('BodyRate', () => {
  it('never judges before a whole window has passed', () => {
    const body = rate();
    expect(body.tooSlow(500, 0)).toBe(false);
    expect(body.tooSlow(999, 0)).toBe(false);
    expect(body.tooSlow(1000, 0)).toBe(true);
  });

  it('judges the last window, so a pause the average absorbs is fine', () => {
    const body = rate();
    expect(body.tooSlow(250, 150)).toBe(false);
    expect(body.tooSlow(500, 150)).toBe(false);
    expect(body.tooSlow(1000, 150)).toBe(false);
    // 1250 ms: bytes since 250 ms are 0 → too slow.
    expect(body.tooSlow(1250, 150)).toBe(true);
  });

  it('holds a steady trickle just above the rate and refuses one just below', () => {
    const fast = rate();
    const slow = rate();
    let fastResult = false;
    let slowResult = false;
    for (let t = 250; t <= 5000; t += 250) {
      fastResult ||= fast.tooSlow(t, t * 0.11);
      slowResult ||= slow.tooSlow(t, t * 0.09);
    }
    expect(fastResult).toBe(false);
    expect(slowResult).toBe(true);
  });

  it('starts again after the server held the body up', () => {
    const body = rate();
    body.restart(5000, 0);
    expect(body.tooSlow(5500, 0)).toBe(false);
    expect(body.tooSlow(6000, 0)).toBe(true);
  });
});
