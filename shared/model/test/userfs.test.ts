import { describe, expect, it } from 'vitest';
import {
  newFolderName,
  pageFromAddress,
  pageWindow,
  searchByName,
  userfsBreadcrumb,
  userfsFolder,
  userfsPathProblem,
  userfsSegments,
} from '../src/index.js';

describe('userfsPathProblem', () => {
  it.each([
    '',
    'logo.png',
    'logos/',
    'logos/acme/2027/logo.png',
    'Café/日本語.ttf',
    '.hidden',
    'a..b',
    '50%20off.png',
    '100%.png',
    'ab:c.png',
  ])('allows %j', (path) => expect(userfsPathProblem(path)).toBeUndefined());

  it.each([
    ['..', /reserved/],
    ['../other/logo.png', /reserved/],
    ['logos/../../x', /reserved/],
    ['logos/..', /reserved/],
    ['./logo.png', /reserved/],
    ['logos/./x', /reserved/],
    ['\uff0e\uff0e/x', /reserved/],
    ['%2e%2e/x', /encoded/],
    ['%2E%2E', /encoded/],
    ['a/%2e%2e%2fb', /encoded/],
    ['a%2fb', /encoded/],
    ['a%5cb', /encoded/],
    ['..\\x', /backslash/],
    ['a\\b', /backslash/],
    ['/etc/passwd', /leading \//],
    ['//x', /leading \//],
    ['C:/Windows', /drive letter/],
    ['c:x', /drive letter/],
    ['a//b', /empty folder/],
    ['a/b//', /empty folder/],
    ['a\u0000b', /U\+0000/],
    ['a\nb', /U\+000A/],
    ['cod\u202egnp.exe', /U\+202E/],
    ['x\u2066y', /U\+2066/],
    ['\ud800', /lone/],
    [' /x', /empty or only spaces/],
  ])('refuses %j', (path, reason) => {
    expect(userfsPathProblem(path)).toMatch(reason);
  });

  it('bounds a segment in bytes, a path in characters and depth', () => {
    expect(userfsPathProblem('é'.repeat(128))).toMatch(/255 bytes/);
    expect(userfsPathProblem('a/'.repeat(600))).toMatch(/1024 characters/);
    expect(userfsPathProblem('a/'.repeat(33))).toMatch(/32 folders deep/);
  });
});

describe('userfs paths', () => {
  it('splits a path and writes a folder with one trailing slash', () => {
    expect(userfsSegments('')).toEqual([]);
    expect(userfsSegments('a/b/')).toEqual(['a', 'b']);
    expect(userfsSegments('a/b.png')).toEqual(['a', 'b.png']);
    expect(userfsFolder('a/b')).toBe('a/b/');
    expect(userfsFolder('')).toBe('');
  });

  it('names a new folder with a trailing slash and ignores an empty name', () => {
    expect(newFolderName('logos')).toBe('logos/');
    expect(newFolderName(' logos/ ')).toBe('logos/');
    expect(newFolderName('logos//')).toBe('logos/');
    expect(newFolderName('')).toBeUndefined();
    expect(newFolderName('   ')).toBeUndefined();
    expect(newFolderName('/')).toBeUndefined();
  });

  it('gives a breadcrumb from the top to the folder', () => {
    expect(userfsBreadcrumb('')).toEqual([{ name: 'Home', path: '' }]);
    expect(userfsBreadcrumb('a/b/')).toEqual([
      { name: 'Home', path: '' },
      { name: 'a', path: 'a/' },
      { name: 'b', path: 'a/b/' },
    ]);
  });
});

describe('pageWindow', () => {
  it('shows six page numbers around the page, kept inside the pages', () => {
    expect(pageWindow(0, 1000)).toEqual({
      ok: true,
      page: 0,
      pageCount: 20,
      numbers: [0, 1, 2, 3, 4, 5],
      first: 0,
      last: 50,
    });
    expect(pageWindow(10, 1000)).toMatchObject({ numbers: [8, 9, 10, 11, 12, 13], first: 500, last: 550 });
    expect(pageWindow(19, 1000)).toMatchObject({ numbers: [14, 15, 16, 17, 18, 19], first: 950, last: 1000 });
    expect(pageWindow(2, 120)).toMatchObject({ pageCount: 3, numbers: [0, 1, 2], first: 100, last: 120 });
  });

  it('has one empty page for an empty folder', () => {
    expect(pageWindow(0, 0)).toEqual({ ok: true, page: 0, pageCount: 1, numbers: [0], first: 0, last: 0 });
  });

  it.each([
    [-1, 100, /no page 0: pages start at 1/],
    [-5, 100, /no page -4/],
    [2, 100, /no page 3: the last page is 2/],
    [1, 0, /last page is 1/],
    [0.5, 100, /whole number/],
    [Number.NaN, 100, /whole number/],
  ])('refuses page %s of %s items', (page, count, problem) => {
    const window = pageWindow(page, count);
    expect(window.ok).toBe(false);
    if (!window.ok) expect(window.problem).toMatch(problem);
  });
});

describe('searchByName and pageFromAddress', () => {
  it('keeps names holding the search in any case', () => {
    const items = [{ name: 'Logo.png' }, { name: 'logos/' }, { name: 'font.ttf' }];
    expect(searchByName(items, 'LOGO').map((i) => i.name)).toEqual(['Logo.png', 'logos/']);
    expect(searchByName(items, '  ')).toHaveLength(3);
  });

  it('reads ?page= from 1 as an index from 0', () => {
    expect(pageFromAddress(null)).toBe(0);
    expect(pageFromAddress('1')).toBe(0);
    expect(pageFromAddress('7')).toBe(6);
    expect(pageFromAddress('0')).toBe(-1);
    expect(pageFromAddress('-3')).toBe(-4);
    expect(pageFromAddress('2.5')).toBeNaN();
    expect(pageFromAddress('x')).toBeNaN();
  });
});
