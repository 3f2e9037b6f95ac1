import { describe, expect, it } from 'vitest';
import { readNewKey } from '../../src/accounts/api-key-request.ts';

const now = Date.UTC(2031, 0, 1, 12);
const uid = '0123456789abcdef0123456789abcdef';

describe('readNewKey', () => {
  it('gives a key to every project, read-write and never expiring by default, its name trimmed', () => {
    expect(readNewKey({ Name: '  nightly  ' }, now)).toEqual({
      name: 'nightly',
      projects: null,
      access: 'read-write',
      expiresAt: null,
    });
    expect(readNewKey({ Name: 'n', Projects: null, Expires: null }, now)).toMatchObject({
      projects: null,
      expiresAt: null,
    });
  });

  it('takes projects once each in lower case, read access and an expiry as a time or a date', () => {
    expect(
      readNewKey(
        { Name: 'n', Projects: [uid.toUpperCase(), uid], Access: 'read', Expires: '2031-06-01T00:00:00Z' },
        now,
      ),
    ).toEqual({ name: 'n', projects: [uid], access: 'read', expiresAt: Date.UTC(2031, 5, 1) });
    expect(readNewKey({ Name: 'n', Expires: '2031-06-01' }, now)).toMatchObject({ expiresAt: Date.UTC(2031, 5, 1) });
    expect(readNewKey({ Name: 'n', Expires: '2031-06-01T02:00+02:00' }, now)).toMatchObject({
      expiresAt: Date.UTC(2031, 5, 1),
    });
  });

  it('refuses a bad name, no project, what is not a uid, and an expiry that is no time, past or too far', () => {
    const refused = (body: Parameters<typeof readNewKey>[0]) => {
      const read = readNewKey(body, now);
      return 'refused' in read ? read.refused : undefined;
    };
    expect(refused({ Name: '' })).toMatch(/Give the key a name/);
    expect(refused({ Name: 'x'.repeat(101) })).toMatch(/at most 100 characters/);
    expect(refused({ Name: 'n', Projects: [] })).toMatch(/Name at least one project/);
    expect(refused({ Name: 'n', Projects: [uid, 'my-project'] })).toBe(
      'my-project is not a project uid (32 hex characters)',
    );
    expect(refused({ Name: 'n', Expires: 'next week' })).toMatch(/ISO 8601 date or date and time/);
    expect(refused({ Name: 'n', Expires: '2031-06-01T00:00:00' })).toMatch(/with its zone/);
    expect(refused({ Name: 'n', Expires: '2030-12-31' })).toBe('The expiry must be in the future');
    expect(refused({ Name: 'n', Expires: '2033-06-01' })).toMatch(/at most 730 days/);
    expect(refused({ Name: 'n', Expires: '2031-02-30' })).toBe('2031-02-30 is no day of the calendar');
  });
});
