import { describe, expect, it } from 'vitest';
import { cookieString, readCookie, writeCookie } from '../../src/auth/cookies.js';

describe('cookieString', () => {
  it('marks cookies Secure on https pages only', () => {
    expect(cookieString('token', 'abc', 3600, 'https:')).toBe('token=abc; Max-Age=3600; Path=/; SameSite=Lax; Secure');
    expect(cookieString('token', 'abc', 3600, 'http:')).toBe('token=abc; Max-Age=3600; Path=/; SameSite=Lax');
  });

  it('encodes names and values, and clears with an empty value and no age', () => {
    expect(cookieString('last region', 'eu west;1', 10, 'http:')).toBe(
      'last%20region=eu%20west%3B1; Max-Age=10; Path=/; SameSite=Lax',
    );
    expect(cookieString('token', '', 0, 'https:')).toBe('token=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });
});

describe('writeCookie', () => {
  it('writes a cookie the console can read back on an http page', () => {
    writeCookie('lastregion', 'us-east-1', 60);
    expect(readCookie('lastregion')).toBe('us-east-1');
  });
});
