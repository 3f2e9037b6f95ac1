import { describe, expect, it } from 'vitest';
import { isAccountSearchReady, parseKeptAdminSession, sessionToKeep } from '../src/acting-as.js';

describe('the account search (more than 1 character)', () => {
  it('waits for a second character, spaces around not counting', () => {
    expect(isAccountSearchReady('')).toBe(false);
    expect(isAccountSearchReady('d')).toBe(false);
    expect(isAccountSearchReady('  d  ')).toBe(false);
    expect(isAccountSearchReady('de')).toBe(true);
    expect(isAccountSearchReady(' de ')).toBe(true);
  });
});

describe('the admin session kept while acting as someone', () => {
  it('reads back what was kept', () => {
    expect(parseKeptAdminSession(JSON.stringify({ admin: 'admin', token: 't0k' }))).toEqual({
      admin: 'admin',
      token: 't0k',
    });
  });

  it('reads nothing from missing, broken or foreign values', () => {
    for (const stored of [
      null,
      '',
      '{',
      'null',
      '"admin"',
      '[]',
      '{"admin":"a"}',
      '{"admin":"","token":"t"}',
      '{"admin":"a","token":" "}',
      '{"admin":1,"token":"t"}',
    ]) {
      expect(parseKeptAdminSession(stored)).toBeNull();
    }
  });

  it('keeps the first admin when acting as a third account', () => {
    const first = { admin: 'admin', token: 'a' };
    expect(sessionToKeep(null, first)).toBe(first);
    expect(sessionToKeep(first, { admin: 'demo', token: 'd' })).toBe(first);
  });
});
