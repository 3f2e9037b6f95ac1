import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/accounts/common-passwords.ts';

describe('the common passwords shipped', () => {
  it('are 10,000 different passwords in lower case, most common first', async () => {
    const lines = (await readFile(new URL('../../src/accounts/common-passwords.txt', import.meta.url), 'utf8'))
      .split('\n')
      .slice(0, -1);
    expect(lines).toHaveLength(10_000);
    expect(new Set(lines).size).toBe(10_000);
    expect(lines.filter((line) => line !== line.toLowerCase() || line === '')).toEqual([]);
    expect(lines.slice(0, 2)).toEqual(['123456', 'password']);
  });

  it('include the long common ones the length rule lets through', () => {
    for (const password of ['qwerty123456', '1q2w3e4r5t6y', 'qazwsxedcrfv', 'leavemealone'])
      expect(isCommonPassword(password), password).toBe(true);
  });

  it('do not include a password nobody else chose', () => {
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});
