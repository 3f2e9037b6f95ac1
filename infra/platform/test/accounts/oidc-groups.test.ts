import { describe, expect, it } from 'vitest';
import { adminFromClaims } from '../../src/accounts/oidc-groups.ts';

const settings = { adminGroup: 'reelforge-admins', groupsClaim: 'groups' };

describe('the admin group', () => {
  it('makes an admin while the groups claim holds it, compared exactly', () => {
    expect(adminFromClaims({ groups: ['staff', 'reelforge-admins'] }, settings)).toBe(true);
    expect(adminFromClaims({ groups: 'reelforge-admins' }, settings)).toBe(true);
    expect(adminFromClaims({ groups: ['staff', 'Reelforge-Admins', '/reelforge-admins'] }, settings)).toBe(false);
    expect(adminFromClaims({ groups: [] }, settings)).toBe(false);
    expect(adminFromClaims({}, settings)).toBe(false);
    expect(adminFromClaims({ groups: { 'reelforge-admins': true } }, settings)).toBe(false);
  });

  it('is read from the claim OIDC_GROUPS_CLAIM names', () => {
    const roles = { ...settings, groupsClaim: 'roles' };
    expect(adminFromClaims({ roles: ['reelforge-admins'], groups: [] }, roles)).toBe(true);
    expect(adminFromClaims({ groups: ['reelforge-admins'] }, roles)).toBe(false);
  });

  it('decides nothing when none is configured', () => {
    expect(adminFromClaims({ groups: ['reelforge-admins'] }, { groupsClaim: 'groups' })).toBeUndefined();
  });
});
