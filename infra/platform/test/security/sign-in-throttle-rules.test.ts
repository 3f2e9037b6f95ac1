import { describe, expect, it } from 'vitest';
import { SignInThrottle } from '../../src/lib/sign-in-throttle.ts';

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
  return { rules: new SignInThrottle(() => now, limits), advance: (ms: number) => (now += ms) };
}

describe('SignInThrottle', () => {
  it('makes a name wait from an address after its failures there, and nowhere else', () => {
    const { rules } = throttle();
    for (let i = 0; i < 3; i++) rules.fail('ada', 'a1');
    expect(rules.waitFor('ada', 'a1')).toEqual({ ms: 10 * MINUTE, reason: 'name' });
    expect(rules.waitFor('ADA', 'a1')?.reason).toBe('name');
    expect(rules.waitFor('ada', 'a2')).toBeUndefined();
    expect(rules.waitFor('bo', 'a1')).toBeUndefined();
  });

  it('makes an address wait after failures over any names', () => {
    const { rules, advance } = throttle();
    for (let i = 0; i < 5; i++) {
      rules.fail(`name-${i}`, 'a1');
      advance(MINUTE);
    }
    expect(rules.waitFor('anyone', 'a1')).toEqual({ ms: 5 * MINUTE, reason: 'address' });
    advance(5 * MINUTE);
    expect(rules.waitFor('anyone', 'a1')).toBeUndefined();
  });

  it('shrinks the allowance per address once a name is under attack, but never for an address without failures', () => {
    const { rules } = throttle();
    for (let a = 0; a < 3; a++) for (let i = 0; i < 2; i++) rules.fail('ada', `bot-${a}`);
    expect(rules.waitFor('ada', 'bot-9')).toBeUndefined();
    rules.fail('ada', 'bot-9');
    expect(rules.waitFor('ada', 'bot-9')?.reason).toBe('name');
    expect(rules.waitFor('ada', 'owner')).toBeUndefined();
  });

  it('forgets the pair on success, but not the name under attack nor the address', () => {
    const { rules } = throttle();
    for (let a = 0; a < 6; a++) rules.fail('ada', `bot-${a}`);
    rules.fail('ada', 'owner');
    rules.succeed('ada', 'owner');
    expect(rules.waitFor('ada', 'owner')).toBeUndefined();
    rules.fail('ada', 'owner');
    expect(rules.waitFor('ada', 'owner')?.reason).toBe('name');
  });
});
