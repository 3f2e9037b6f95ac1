import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@reelforge/api/api-keys';
import type { Project } from '@reelforge/model';
import { expiryOfDate, keyState, newKeyProblem, readableDate, scopeText } from '../../src/account/api-key-text.js';

const now = Date.UTC(2031, 2, 3, 12);
const key = (extra: Partial<ApiKey> = {}): ApiKey => ({
  Id: 'a'.repeat(32),
  Name: 'k',
  Prefix: 'abcd1234',
  Projects: null,
  Access: 'read-write',
  Expires: null,
  Created: '2031-01-01T00:00:00.000Z',
  LastUsed: null,
  Revoked: null,
  ...extra,
});

describe('the API keys page’s words', () => {
  it('names a key’s state from its revocation and expiry', () => {
    expect(keyState(key(), now)).toEqual({ state: 'active', name: 'Active' });
    expect(keyState(key({ Expires: new Date(now).toISOString() }), now).name).toBe('Expired');
    expect(keyState(key({ Expires: new Date(now + 1).toISOString() }), now).name).toBe('Active');
    expect(keyState(key({ Revoked: '2031-01-02T00:00:00.000Z' }), now).name).toBe('Revoked');
  });

  it('names the projects a key reaches, by name and region where it can', () => {
    const known = [{ uid: 'u1', name: 'Launch', region: 'eu-west-1' }] as Project[];
    expect(scopeText(null, known)).toBe('All projects');
    expect(scopeText(['u1', 'u2'], known)).toBe('Launch (eu-west-1), u2');
    expect(scopeText(['u1'], undefined)).toBe('u1');
  });

  it('says Never for a moment that was not, or what it is told', () => {
    expect(readableDate(null)).toBe('Never');
    expect(readableDate(null, 'Not yet')).toBe('Not yet');
    expect(readableDate('2031-03-03T10:00:00.000Z', 'Never', 'en-GB', 'UTC')).toBe('3 Mar 2031, 10:00');
  });

  it('ends an expiry date at the end of that day where the person is', () => {
    expect(expiryOfDate('')).toBeNull();
    const end = new Date(expiryOfDate('2031-06-01') ?? '');
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2031, 5, 1, 23, 59,
    ]);
  });

  it('says what is wrong with a new key as it is filled in', () => {
    const fine = { name: 'CI', date: '', scope: 'all', chosen: 0 } as const;
    expect(newKeyProblem(fine, now)).toBeNull();
    expect(newKeyProblem({ ...fine, name: '' }, now)).toBeNull();
    expect(newKeyProblem({ ...fine, name: 'x'.repeat(101) }, now)).toMatch(/at most 100/);
    expect(newKeyProblem({ ...fine, scope: 'some' }, now)).toMatch(/Choose at least one project/);
    expect(newKeyProblem({ ...fine, scope: 'some', chosen: 1 }, now)).toBeNull();
    expect(newKeyProblem({ ...fine, date: '2031-03-01' }, now)).toMatch(/in the future/);
    expect(newKeyProblem({ ...fine, date: '2034-01-01' }, now)).toMatch(/at most 730 days/);
    expect(newKeyProblem({ ...fine, date: '2031-04-01' }, now)).toBeNull();
  });
});
