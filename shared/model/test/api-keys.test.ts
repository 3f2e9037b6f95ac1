import { describe, expect, it } from 'vitest';
import {
  API_KEY_PATTERN,
  apiKeyExpiryProblem,
  apiKeyNameProblem,
  apiKeyState,
  isWriteMethod,
  shownKey,
} from '../src/api-keys.js';

const DAY = 86_400_000;
const now = Date.UTC(2031, 0, 1);

describe('apiKeyNameProblem', () => {
  it('takes 1 to 100 characters, counted as a person counts them', () => {
    for (const name of ['ci', 'Nightly renders', 'x'.repeat(100), '😀'.repeat(100)])
      expect(apiKeyNameProblem(name), name).toBeUndefined();
  });

  it('refuses an empty or blank name, a long one and control characters', () => {
    expect(apiKeyNameProblem('')).toMatch(/Give the key a name/);
    expect(apiKeyNameProblem('   ')).toMatch(/Give the key a name/);
    expect(apiKeyNameProblem('x'.repeat(101))).toMatch(/at most 100 characters, not 101/);
    expect(apiKeyNameProblem('a\u0000b')).toMatch(/control characters/);
    expect(apiKeyNameProblem('a\u0085b')).toMatch(/control characters/);
  });
});

describe('apiKeyExpiryProblem', () => {
  it('takes a time in the future up to 730 days away', () => {
    expect(apiKeyExpiryProblem(now + 1, now)).toBeUndefined();
    expect(apiKeyExpiryProblem(now + 730 * DAY, now)).toBeUndefined();
  });

  it('refuses the past, now, more than 730 days and what is no time', () => {
    expect(apiKeyExpiryProblem(now, now)).toMatch(/in the future/);
    expect(apiKeyExpiryProblem(now - DAY, now)).toMatch(/in the future/);
    expect(apiKeyExpiryProblem(now + 730 * DAY + 1, now)).toMatch(/at most 730 days/);
    expect(apiKeyExpiryProblem(Number.NaN, now)).toMatch(/not a date/);
  });
});

describe('isWriteMethod', () => {
  it('counts every method but GET, HEAD and OPTIONS as a write, in any case', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(isWriteMethod(method), method).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(isWriteMethod(method), method).toBe(true);
  });
});

describe('keys', () => {
  it('are rfk_ and 40 URL-safe characters', () => {
    expect(API_KEY_PATTERN.test(`rfk_${'A1_-'.repeat(10)}`)).toBe(true);
    for (const key of [
      `rfk_${'a'.repeat(39)}`,
      `rfk_${'a'.repeat(41)}`,
      `rfk_${'a'.repeat(39)}+`,
      `rfx_${'a'.repeat(40)}`,
    ])
      expect(API_KEY_PATTERN.test(key), key).toBe(false);
  });

  it('show their mark and prefix in lists', () => {
    expect(shownKey('abcd1234')).toBe('rfk_abcd1234…');
  });

  it('are revoked before they are expired, and active otherwise', () => {
    expect(apiKeyState({ expiresAt: null, revokedAt: null }, now)).toBe('active');
    expect(apiKeyState({ expiresAt: now + 1, revokedAt: null }, now)).toBe('active');
    expect(apiKeyState({ expiresAt: now, revokedAt: null }, now)).toBe('expired');
    expect(apiKeyState({ expiresAt: now - 1, revokedAt: now - 2 }, now)).toBe('revoked');
  });
});
