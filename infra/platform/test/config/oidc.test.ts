import { describe, expect, it } from 'vitest';
import { oidcFromEnv, signInFromEnv } from '../../src/config/oidc.ts';

const REQUIRED = {
  OIDC_ISSUER: 'https://sso.example.com/realms/staff',
  OIDC_CLIENT_ID: 'reelforge',
  OIDC_CLIENT_SECRET: 's3cret-value',
};

describe('the single sign-on settings', () => {
  it('are off without any of them', () => {
    expect(oidcFromEnv({})).toBeUndefined();
    expect(signInFromEnv({})).toEqual({ passwordSignIn: true });
  });

  it('take the three together, with the defaults of the others', () => {
    expect(oidcFromEnv(REQUIRED)).toEqual({
      issuer: 'https://sso.example.com/realms/staff',
      clientId: 'reelforge',
      clientSecret: 's3cret-value',
      name: 'sso.example.com',
      scopes: 'openid profile email',
      createAccounts: false,
      groupsClaim: 'groups',
    });
  });

  it('keep the issuer exactly as given, as ID tokens name it', () => {
    expect(oidcFromEnv({ ...REQUIRED, OIDC_ISSUER: 'https://accounts.google.com' })?.issuer).toBe(
      'https://accounts.google.com',
    );
  });

  it('read every optional one', () => {
    expect(
      oidcFromEnv({
        ...REQUIRED,
        OIDC_NAME: 'Acme staff',
        OIDC_SCOPES: 'openid email groups email',
        OIDC_CREATE_ACCOUNTS: '1',
        OIDC_ADMIN_GROUP: '/reelforge-admins',
        OIDC_GROUPS_CLAIM: 'roles',
        OIDC_REDIRECT_URI: 'https://video.example.com/accounts/oidc/callback',
      }),
    ).toEqual({
      ...oidcFromEnv(REQUIRED),
      name: 'Acme staff',
      scopes: 'openid email groups',
      createAccounts: true,
      adminGroup: '/reelforge-admins',
      groupsClaim: 'roles',
      redirectUri: 'https://video.example.com/accounts/oidc/callback',
    });
  });

  it('stop the start on a wrong set, naming what is missing and never the secret', () => {
    expect(() => oidcFromEnv({ OIDC_ISSUER: REQUIRED.OIDC_ISSUER, OIDC_CLIENT_ID: 'x' })).toThrow(
      'OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET go together: set all three or none (OIDC_CLIENT_SECRET missing)',
    );
    expect(() => oidcFromEnv({ OIDC_CLIENT_SECRET: 'hidden-secret' })).toThrow(
      /\(OIDC_ISSUER and OIDC_CLIENT_ID missing\)$/,
    );
    expect(() => oidcFromEnv({ OIDC_CLIENT_SECRET: 'hidden-secret' })).not.toThrow(/hidden-secret/);
    expect(() => oidcFromEnv({ OIDC_ADMIN_GROUP: 'admins' })).toThrow(
      'OIDC_ADMIN_GROUP is set, but single sign-on is not: set OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET too',
    );
  });

  it('want an https issuer (http only on this machine), openid among the scopes, and addresses', () => {
    for (const issuer of ['http://sso.example.com', 'sso.example.com', 'ftp://sso.example.com', 'https://x/?a=1'])
      expect(() => oidcFromEnv({ ...REQUIRED, OIDC_ISSUER: issuer }), issuer).toThrow(/^OIDC_ISSUER /);
    for (const issuer of ['http://localhost:8180/realms/dev', 'http://127.0.0.1:5556'])
      expect(oidcFromEnv({ ...REQUIRED, OIDC_ISSUER: issuer })?.issuer).toBe(issuer);
    expect(() => oidcFromEnv({ ...REQUIRED, OIDC_SCOPES: 'profile email' })).toThrow(
      'OIDC_SCOPES must include openid, got "profile email"',
    );
    expect(() => oidcFromEnv({ ...REQUIRED, OIDC_REDIRECT_URI: '/accounts/oidc/callback' })).toThrow(
      /^OIDC_REDIRECT_URI must be an absolute http or https address/,
    );
    expect(() => oidcFromEnv({ ...REQUIRED, OIDC_CREATE_ACCOUNTS: 'maybe' })).toThrow(/^OIDC_CREATE_ACCOUNTS/);
  });
});

describe('PASSWORD_SIGN_IN', () => {
  it('is on by default and may be turned off when single sign-on is there', () => {
    expect(signInFromEnv(REQUIRED).passwordSignIn).toBe(true);
    expect(signInFromEnv({ ...REQUIRED, PASSWORD_SIGN_IN: '0' })).toMatchObject({
      passwordSignIn: false,
      oidc: { clientId: 'reelforge' },
    });
  });

  it('stops the start when turned off without single sign-on: nobody could sign in', () => {
    expect(() => signInFromEnv({ PASSWORD_SIGN_IN: '0' })).toThrow(
      'PASSWORD_SIGN_IN=0 needs single sign-on (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET): otherwise nobody could sign in',
    );
    expect(() => signInFromEnv({ PASSWORD_SIGN_IN: 'nope' })).toThrow(/^PASSWORD_SIGN_IN must be true or false/);
  });
});
