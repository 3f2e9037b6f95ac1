import { describe, expect, it } from 'vitest';
import {
  compdataNameError,
  decodePageToken,
  encodePageToken,
  pageSize,
  templateProblemsMessage,
} from '../src/index.js';

describe('compdataNameError', () => {
  it('takes the names a movie may have', () => {
    expect(compdataNameError('Promo HD')).toBeUndefined();
    expect(compdataNameError('50% <b>off')).toBeUndefined();
    expect(compdataNameError('x'.repeat(200))).toBeUndefined();
  });

  it.each([
    ['', /needs a name/],
    ['  ', /needs a name/],
    ['..', /reserved/],
    ['a/b', /slash/],
    ['a\\b', /slash/],
    ['a\u0000b', /control character U\+0000/],
    ['a\u202eb', /bidirectional control U\+202E/],
    ['x'.repeat(201), /at most 200 characters/],
  ])('refuses %j', (name, message) => {
    expect(compdataNameError(name)).toMatch(message);
  });
});

describe('templateProblemsMessage', () => {
  it('names each problem at its line and column', () => {
    expect(
      templateProblemsMessage([
        { line: 3, column: 7, message: 'unknown element <layr>' },
        { line: 9, column: 1, message: 'x' },
      ]),
    ).toBe('The XML template is not valid: line 3, column 7: unknown element <layr>; line 9, column 1: x');
  });

  it('names five and counts the rest', () => {
    const problems = Array.from({ length: 7 }, (_, index) => ({ line: index + 1, column: 2, message: 'bad' }));
    expect(templateProblemsMessage(problems)).toMatch(/line 5, column 2: bad; and 2 more problems$/);
    expect(templateProblemsMessage(problems.slice(0, 6))).toMatch(/; and 1 more problem$/);
  });

  it('says the template is not valid when no problem is given', () => {
    expect(templateProblemsMessage([])).toBe('The XML template is not valid');
  });
});

describe('pages of templates', () => {
  it('hold 1,000 at most, as movies', () => {
    expect(pageSize('compdata', undefined)).toBe(1000);
    expect(pageSize('compdata', 5000)).toBe(1000);
  });

  it("take only their own list's tokens", () => {
    const token = encodePageToken({ list: 'compdata', prjuid: 'p', kind: 0, after: 'a' });
    expect(decodePageToken(token, 'compdata', 'p')).toEqual({ list: 'compdata', prjuid: 'p', kind: 0, after: 'a' });
    expect(decodePageToken(token, 'movies', 'p')).toEqual({
      problem: expect.stringMatching(/list of compdata, not of movies/),
    });
  });
});
