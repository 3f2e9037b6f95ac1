import { describe, expect, it } from 'vitest';
import { fittedUsername, usernameCandidates, usernameFromClaims } from '../../src/accounts/oidc-username.ts';
import { usernameProblem } from '../../src/accounts/username-rule.ts';

describe('the name of an account made by single sign-on', () => {
  it('is the first claim that fits: preferred_username, then email, then sub', () => {
    expect(usernameFromClaims({ preferred_username: 'alice', email: 'a@example.com', sub: '1' })).toBe('alice');
    expect(usernameFromClaims({ preferred_username: '  ', email: 'a@example.com', sub: '1' })).toBe('a@example.com');
    expect(usernameFromClaims({ preferred_username: 42, sub: '248289761001' })).toBe('248289761001');
    expect(usernameFromClaims({ sub: '..' })).toBe('user');
  });

  it('is made to fit the name rule of accounts', () => {
    const cases: Array<[unknown, string | undefined]> = [
      ['alice', 'alice'],
      [' Alice   Smith ', 'Alice Smith'],
      ['ops/alice\\x', 'ops-alice-x'],
      ['ａｌｉｃｅ', 'alice'],
      ['al\u202eice\u0000', 'alice'],
      ['\ud800bob', 'bob'],
      ['.', undefined],
      ['..', undefined],
      ['．．', undefined],
      ['.examples', undefined],
      ['\u0007', undefined],
      [null, undefined],
      [['alice'], undefined],
    ];
    for (const [raw, fitted] of cases) {
      expect(fittedUsername(raw), JSON.stringify(raw)).toBe(fitted);
      if (fitted) expect(usernameProblem(fitted), fitted).toBeUndefined();
    }
  });

  it('leaves room for a number that makes it unique', () => {
    const long = fittedUsername('x'.repeat(500));
    expect(long).toHaveLength(192);
  });

  it('is tried as it is, then with -2, -3…', () => {
    const names = usernameCandidates('alice');
    expect([0, 1, 2].map(() => names.next().value)).toEqual(['alice', 'alice-2', 'alice-3']);
    const long = 'x'.repeat(192);
    const more = usernameCandidates(long);
    more.next();
    expect(usernameProblem(more.next().value as string)).toBeUndefined();
  });
});
