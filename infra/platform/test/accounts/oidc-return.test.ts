import { describe, expect, it } from 'vitest';
import { backToSignIn, signedInAddress } from '../../src/accounts/oidc-return.ts';

const ORIGIN = 'https://video.example.com';
const TOKEN = 'a'.repeat(64);

describe('where a sign-in with the provider sends the browser', () => {
  it('is the return address with the token and the console state, as the sign-in page does', () => {
    expect(signedInAddress('/projects/eu-west-1?tab=2#x', ORIGIN, { token: TOKEN, consoleState: 'st' })).toBe(
      `${ORIGIN}/projects/eu-west-1?tab=2&token=${TOKEN}&state=st#x`,
    );
    expect(signedInAddress(`${ORIGIN}/projects`, ORIGIN, { token: TOKEN })).toBe(`${ORIGIN}/projects?token=${TOKEN}`);
  });

  it('is this site\u2019s home for any address elsewhere', () => {
    for (const elsewhere of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 'http://[bad'])
      expect(signedInAddress(elsewhere, ORIGIN, { token: TOKEN }), elsewhere).toBe(`${ORIGIN}/?token=${TOKEN}`);
  });

  it('links back to the sign-in page with the return address and the console state', () => {
    expect(backToSignIn()).toBe('../login');
    expect(backToSignIn('/projects', 'st')).toBe('../login?return=%2Fprojects&state=st');
    expect(new URL(backToSignIn('/a b'), `${ORIGIN}/accounts/oidc/callback`).href).toBe(
      `${ORIGIN}/accounts/login?return=%2Fa+b`,
    );
  });
});
