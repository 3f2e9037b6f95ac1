import { describe, expect, it } from 'vitest';
import { usernameProblem } from '../../src/accounts/username-rule.ts';

describe('usernameProblem', () => {
  it('takes the names people use', () => {
    for (const name of ['root', 'Ops Admin', 'jürgen', 'a.b-c_d', 'x'.repeat(200)])
      expect(usernameProblem(name), name).toBeUndefined();
  });

  it('refuses what the name rule refuses, spaces at the ends, and the playground’s owner', () => {
    const refused: Array<[string, RegExp]> = [
      ['', /empty/],
      ['   ', /empty/],
      ['a/b', /slash/],
      ['a\\b', /slash/],
      ['..', /reserved/],
      ['a\u0000b', /control/],
      ['a\nb', /control/],
      ['adm\u202Enimda', /bidirectional/],
      ['\ud800x', /not valid Unicode/],
      ['x'.repeat(201), /at most 200 characters/],
      [' root', /space/],
      ['root ', /space/],
      ['.examples', /playground/],
    ];
    for (const [name, reason] of refused) expect(usernameProblem(name), JSON.stringify(name)).toMatch(reason);
  });
});
