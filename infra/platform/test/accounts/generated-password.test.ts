import { describe, expect, it } from 'vitest';
import { passwordProblem } from '@reelforge/model/accounts';
import { generatedPassword } from '../../src/accounts/generated-password.ts';

describe('generatedPassword', () => {
  it('is 24 URL-safe characters, a new one each time', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatedPassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('passes the password rule people follow', () => {
    expect(passwordProblem(generatedPassword(), { username: 'ada' })).toBeUndefined();
  });
});
