import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, auditPageOf, projectSearchText } from '../src/admin.js';

describe('projectSearchText', () => {
  it('takes more than one character, trimmed', () => {
    expect(projectSearchText('  de ')).toBe('de');
    expect(projectSearchText('Sample project')).toBe('Sample project');
  });
  it('refuses one character or blanks', () => {
    for (const q of ['', 'a', '  a  ', '    '])
      expect(projectSearchText(q)).toEqual({ problem: expect.stringContaining('more than one character') });
  });
});

describe('auditPageOf', () => {
  it('answers the newest page of 50 without a token', () => {
    expect(auditPageOf({})).toEqual({ size: AUDIT_PAGE_SIZE });
    expect(auditPageOf({ pagesize: '10' })).toEqual({ size: 10 });
    expect(auditPageOf({ pagesize: '100000' })).toEqual({ size: AUDIT_PAGE_SIZE });
  });
  it('reads the token as the last id sent', () => {
    expect(auditPageOf({ pagetoken: '42', pagesize: '5' })).toEqual({ before: 42, size: 5 });
  });
  it('refuses tokens it never gives out', () => {
    for (const pagetoken of ['0', '-1', 'abc', '1.5', '01', '99999999999999999999', '1; drop table audit_log'])
      expect(auditPageOf({ pagetoken })).toEqual({ problem: expect.stringContaining('not valid') });
  });
});
