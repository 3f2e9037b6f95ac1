import { describe, expect, it } from 'vitest';
import { SignInThrottle } from '../../src/lib/sign-in-throttle.ts';
import { memoryCountsOf } from '../../src/lib/window-counts.ts';

const MINUTE = 60_000;
const limits = {
  perNameAndAddress: 3,
  perNameAndAddressUnderAttack: 1,
  nameUnderAttack: 6,
  perAddress: 5,
  windowMs: 10 * MINUTE,
};

function throttle() {
  let now = 1_000_000;
  return {
    rules: new SignInThrottle(
      memoryCountsOf(() => now),
      limits,
    ),
    advance: (ms: number) => (now += ms),
  };
}

describe('SignInThrottle', () => {
  it('makes a name wait from an address after its failures there, and nowhere else', async () => {
    const { rules } = throttle();
    for (let i = 0; i < 3; i++) await rules.fail('ada', 'a1');
    expect(await rules.waitFor('ada', 'a1')).toEqual({ ms: 10 * MINUTE, reason: 'name' });
    expect((await rules.waitFor('ADA', 'a1'))?.reason).toBe('name');
    expect(await rules.waitFor('ada', 'a2')).toBeUndefined();
    expect(await rules.waitFor('bo', 'a1')).toBeUndefined();
  });

  it('makes an address wait after failures over any names', async () => {
    const { rules, advance } = throttle();
    for (let i = 0; i < 5; i++) {
      await rules.fail(`name-${i}`, 'a1');
      advance(MINUTE);
    }
    expect(await rules.waitFor('anyone', 'a1')).toEqual({ ms: 5 * MINUTE, reason: 'address' });
    advance(5 * MINUTE);
    expect(await rules.waitFor('anyone', 'a1')).toBeUndefined();
  });

  it('shrinks the allowance per address once a name is under attack, but never for an address without failures', async () => {
    const { rules } = throttle();
    for (let a = 0; a < 3; a++) for (let i = 0; i < 2; i++) await rules.fail('ada', `bot-${a}`);
    expect(await rules.waitFor('ada', 'bot-9')).toBeUndefined();
    await rules.fail('ada', 'bot-9');
    expect((await rules.waitFor('ada', 'bot-9'))?.reason).toBe('name');
    expect(await rules.waitFor('ada', 'owner')).toBeUndefined();
  });

  it('forgets the pair on success, but not the name under attack nor the address', async () => {
    const { rules } = throttle();
    for (let a = 0; a < 6; a++) await rules.fail('ada', `bot-${a}`);
    await rules.fail('ada', 'owner');
    await rules.succeed('ada', 'owner');
    expect(await rules.waitFor('ada', 'owner')).toBeUndefined();
    await rules.fail('ada', 'owner');
    expect((await rules.waitFor('ada', 'owner'))?.reason).toBe('name');
  });
});
