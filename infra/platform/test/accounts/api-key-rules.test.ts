import { describe, expect, it } from 'vitest';
import {
  accountServiceRefusal,
  bearerFrom,
  keyRefusal,
  requestRefusal,
  scopedKeyReaches,
} from '../../src/accounts/api-key-rules.ts';

const key = `rfk_${'Ab9_-'.repeat(8)}`;
const now = Date.UTC(2031, 0, 1);

describe('bearerFrom', () => {
  it('reads an API key after Bearer, in any case and spacing', () => {
    for (const header of [`Bearer ${key}`, `bearer ${key}`, `BEARER   ${key}  `, `Bearer\t${key}`])
      expect(bearerFrom(header), header).toEqual({ key });
  });

  it('calls any other Bearer value malformed', () => {
    for (const header of [
      'Bearer',
      'Bearer ',
      `Bearer ${key}x`,
      `Bearer ${key.slice(0, -1)}`,
      `Bearer ${key.replace('rfk_', 'rfx_')}`,
      `Bearer ${key} ${key}`,
      `Bearer ${'a'.repeat(64)}`,
      `Bearer ${key.slice(0, -1)}+`,
    ])
      expect(bearerFrom(header), header).toEqual({ malformed: true });
  });

  it('leaves other schemes and no header alone', () => {
    for (const header of [undefined, '', `istoken ${'a'.repeat(64)}`, `Basic ${key}`, `Bearerx ${key}`])
      expect(bearerFrom(header), String(header)).toBeUndefined();
  });
});

describe('keyRefusal', () => {
  const live = { revokedAt: null, expiresAt: null, ownerDisabled: false };

  it('opens a key neither revoked nor expired whose owner is active', () => {
    expect(keyRefusal(live, now)).toBeUndefined();
    expect(keyRefusal({ ...live, expiresAt: now + 1 }, now)).toBeUndefined();
  });

  it('names why a key opens nothing', () => {
    expect(keyRefusal({ ...live, revokedAt: now - 1 }, now)).toBe('This API key was revoked');
    expect(keyRefusal({ ...live, expiresAt: now }, now)).toBe('This API key has expired');
    expect(keyRefusal({ ...live, ownerDisabled: true }, now)).toBe("This API key's account is disabled");
  });
});

describe('scopedKeyReaches', () => {
  it('the calls that name a project in their address, on every host', () => {
    for (const url of [
      '/r/eu-west-1/api/v1/list/data/:prjuid',
      '/r/eu-west-1/api/v1/data/:prjuid/:name',
      '/r/eu-west-1/api/v1/project/:uid',
      '/r/eu-west-1/api/v1/appdata/:prjuid/:name',
      '/r/eu-west-1/iv/apps/api/v1/hls/:prjuid/:name/:file',
      '/r/eu-west-1/render/v2/render/:prjuid',
      '/r/eu-west-1/render/v2/settings/:awsregion/:prjuid',
      '/r/eu-west-1/preview/preview/v1/previewrequest/:prjuid',
    ])
      expect(scopedKeyReaches(url), url).toBe(true);
  });

  it('the project list and the batch calls, which keep to the key’s projects', () => {
    for (const url of [
      '/r/eu-west-1/api/v1/list/project/',
      '/r/eu-west-1/render/v2/batch/:awsregion/:routing/runs',
      '/r/eu-west-1/render/v2/batch/:queue',
      '/r/eu-west-1/render/v2/batch/results/:runid',
    ])
      expect(scopedKeyReaches(url), url).toBe(true);
  });

  it('nothing account-wide, and no copy, migration or analytics', () => {
    for (const url of [
      '/r/eu-west-1/api/v1/project/:name',
      '/r/eu-west-1/api/v1/userfs/data/*',
      '/r/eu-west-1/api/v1/list/tag',
      '/r/eu-west-1/api/v1/tag/*',
      '/share-api/create',
      '/r/eu-west-1/api/v1/copy/:prjuid',
      '/r/eu-west-1/api/v1/copy/task/:task_id',
      '/r/eu-west-1/api/v1/migrate/:prjuid/:destination',
      '/r/eu-west-1/iv/apps/api/v1/migrate/:prjuid/:destination',
      '/r/eu-west-1/analytics/session/errors/:prjuid/:sessionid',
      '/r/eu-west-1/analytics/search',
      '/r/eu-west-1/render/v2/render/session/:session',
      '/r/eu-west-1/api/v1/prjuidlike',
      '',
    ])
      expect(scopedKeyReaches(url), url).toBe(false);
  });
});

describe('requestRefusal', () => {
  const url = '/r/eu-west-1/api/v1/data/:prjuid/:name';

  it('lets a read-write key for all projects make any call', () => {
    const grant = { access: 'read-write', projects: null } as const;
    for (const method of ['GET', 'PUT', 'POST', 'DELETE'])
      expect(requestRefusal(grant, method, '/r/eu-west-1/api/v1/userfs/data/*'), method).toBeUndefined();
  });

  it('refuses every write of a read-only key, POSTs included, and lets its reads through', () => {
    const grant = { access: 'read', projects: null } as const;
    for (const method of ['PUT', 'POST', 'PATCH', 'DELETE'])
      expect(requestRefusal(grant, method, url), method).toBe('This API key is read-only');
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(requestRefusal(grant, method, url), method).toBeUndefined();
  });

  it('refuses a key for some projects the calls beyond them', () => {
    const grant = { access: 'read-write', projects: ['0123456789abcdef0123456789abcdef'] } as const;
    expect(requestRefusal(grant, 'GET', url)).toBeUndefined();
    expect(requestRefusal(grant, 'GET', '/r/eu-west-1/api/v1/userfs/data/*')).toMatch(
      /reaches only the projects it names: this call needs a key for all projects/,
    );
  });
});

describe('accountServiceRefusal', () => {
  it('says what keys cannot do, call by call', () => {
    expect(accountServiceRefusal('/accounts/auth/password')).toBe('API keys cannot change a password');
    expect(accountServiceRefusal('/accounts/account/apikeys')).toMatch(/^API keys cannot manage API keys/);
    expect(accountServiceRefusal('/accounts/account/apikeys/:id')).toMatch(/^API keys cannot manage API keys/);
    expect(accountServiceRefusal('/accounts/auth/renew')).toBe('API keys cannot renew a sign-in');
    expect(accountServiceRefusal('/accounts/auth/assume')).toBe('API keys cannot assume another account');
    expect(accountServiceRefusal('/accounts/auth/verify')).toMatch(/^API keys cannot call the accounts service/);
  });
});
