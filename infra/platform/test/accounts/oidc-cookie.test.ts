import { describe, expect, it } from 'vitest';
import {
  clearedPendingCookie,
  openPending,
  pendingCookie,
  pendingCookieKey,
  sealPending,
  type PendingSignIn,
} from '../../src/accounts/oidc-cookie.ts';

const NOW = 1_700_000_000_000;
const pending: PendingSignIn = {
  state: 'state-1',
  nonce: 'nonce-1',
  codeVerifier: 'verifier-1',
  redirectUri: 'https://video.example.com/accounts/oidc/callback',
  returnTo: '/projects',
  consoleState: 'console-state-0123456789',
  expiresAt: NOW + 600_000,
};
const key = pendingCookieKey('the client secret');

describe("the sign-in's cookie", () => {
  it('holds the sign-in, unreadable, for this key until it expires', () => {
    const sealed = sealPending(pending, key);
    expect(sealed).toMatch(/^[\w-]+$/);
    for (const value of Object.values(pending)) expect(sealed).not.toContain(String(value));
    expect(openPending(sealed, key, NOW)).toEqual(pending);
    expect(openPending(sealed, key, pending.expiresAt)).toBeUndefined();
    expect(openPending(sealed, pendingCookieKey('another secret'), NOW)).toBeUndefined();
    // The same sign-in sealed twice looks different.
    expect(sealPending(pending, key)).not.toBe(sealed);
  });

  it('is refused when changed, cut or made up', () => {
    const sealed = sealPending(pending, key);
    const bytes = Buffer.from(sealed, 'base64url');
    for (let at = 0; at < bytes.length; at += 7) {
      const changed = Buffer.from(bytes);
      changed[at]! ^= 1;
      expect(openPending(changed.toString('base64url'), key, NOW), `byte ${at}`).toBeUndefined();
    }
    for (const value of [undefined, '', sealed.slice(0, 30), sealed.slice(0, -2), 'not a cookie', '{}'])
      expect(openPending(value, key, NOW)).toBeUndefined();
  });

  it('is HttpOnly, SameSite=Lax, on the sign-in paths, ten minutes, Secure on https', () => {
    expect(pendingCookie('abc', { path: '/accounts/oidc', secure: false })).toBe(
      'reelforge_oidc=abc; Path=/accounts/oidc; Max-Age=600; HttpOnly; SameSite=Lax',
    );
    expect(pendingCookie('abc', { path: '/accounts/oidc', secure: true })).toMatch(/; Secure$/);
    expect(clearedPendingCookie({ path: '/accounts/oidc', secure: true })).toBe(
      'reelforge_oidc=; Path=/accounts/oidc; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
