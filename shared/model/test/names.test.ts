import { describe, expect, it } from 'vitest';
import {
  assetNameError,
  isDotSegment,
  movieNameError,
  nameProblem,
  newNamesProblem,
  newScriptNameError,
  shownName,
} from '../src/index.js';

describe('nameProblem', () => {
  it.each(['holiday clip.mp4', 'Café', '日本語の名前', 'a.b.c', '...', '.hidden', 'emoji 🎬', "O'Brien & sons"])(
    'allows %s',
    (name) => {
      expect(nameProblem(name)).toBeUndefined();
    },
  );

  it.each(['.', '..', ' .. ', '\uff0e\uff0e', '\uff0e'])('reserves %j', (name) => {
    expect(nameProblem(name)).toMatch(/is not allowed: \. and \.\. are reserved$/);
  });

  it('quotes the name in the reason', () => {
    expect(nameProblem('..')).toBe("The name '..' is not allowed: . and .. are reserved");
  });

  it.each([
    ['\u202e', 'U+202E'],
    ['\u202a', 'U+202A'],
    ['\u2066', 'U+2066'],
    ['\u2069', 'U+2069'],
    ['\u200e', 'U+200E'],
    ['\u200f', 'U+200F'],
    ['\u061c', 'U+061C'],
  ])('refuses the bidirectional control %j and names it', (char, code) => {
    const problem = nameProblem(`invoice${char}gnp.exe`);
    expect(problem).toContain(`bidirectional control ${code}`);
    // The character itself is spelled out, never echoed.
    expect(problem).not.toContain(char);
  });

  it.each([
    ['\u0000', 'U+0000'],
    ['\u0007', 'U+0007'],
    ['\n', 'U+000A'],
    ['\u007f', 'U+007F'],
    ['\u0085', 'U+0085'],
    ['\u009f', 'U+009F'],
  ])('refuses the control character %j', (char, code) => {
    expect(nameProblem(`a${char}b`)).toContain(`control character ${code}`);
  });

  it('refuses lone surrogates but allows paired ones', () => {
    expect(nameProblem('a\ud800b')).toMatch(/not valid Unicode/);
    expect(nameProblem('a\udc00')).toMatch(/not valid Unicode/);
    expect(nameProblem('clapper \ud83c\udfac')).toBeUndefined();
  });

  it('refuses separators where the name is a path segment, and only there', () => {
    for (const name of ['a/b', 'a\\b', '../etc/passwd', 'a\uff0fb', 'a\uff3cb']) {
      expect(nameProblem(name)).toMatch(/contains a slash or backslash/);
      expect(nameProblem(name, { pathSegment: false })).toBeUndefined();
    }
    expect(nameProblem('..', { pathSegment: false })).toMatch(/reserved/);
  });

  it('refuses empty names and bounds the length in characters and bytes', () => {
    expect(nameProblem('')).toMatch(/empty/);
    expect(nameProblem('   ')).toMatch(/empty/);
    expect(nameProblem('é'.repeat(10), { maxLength: 10 })).toBeUndefined();
    expect(nameProblem('é'.repeat(11), { maxLength: 10 })).toBe('A name has at most 10 characters, not 11');
    expect(nameProblem('é'.repeat(10), { maxBytes: 20 })).toBeUndefined();
    expect(nameProblem('é'.repeat(11), { maxBytes: 20 })).toBe('A name has at most 20 bytes in UTF-8, not 22');
  });

  it('quotes at most 40 characters of a long name', () => {
    const problem = nameProblem(`${'x'.repeat(1_000_000)}\u0000`)!;
    expect(problem.length).toBeLessThan(120);
    expect(problem).toContain(`'${'x'.repeat(40)}…'`);
  });

  it('spells out invisible characters when quoting', () => {
    expect(shownName('a\u202eb\u0000')).toBe('a<U+202E>b<U+0000>');
  });
});

describe('isDotSegment', () => {
  it('is true only for the names a URL cannot carry as a segment', () => {
    expect(['.', '..'].map(isDotSegment)).toEqual([true, true]);
    expect(['...', ' ..', '.a', 'a.', '', '\uff0e\uff0e'].map(isDotSegment)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('newNamesProblem', () => {
  const stored = [{ name: '..' }, { name: 'pre' }];
  it('refuses a name the stored list does not have', () => {
    expect(newNamesProblem(stored, [{ name: 'pre' }, { name: 'a\u202eb' }])).toMatch(/bidirectional/);
    expect(newNamesProblem([], [{ name: '.' }])).toMatch(/reserved/);
  });

  it('lets stored names, unnamed items and other shapes through', () => {
    expect(
      newNamesProblem(stored, [{ name: '..' }, { name: 'pre' }, { name: '' }, {}, null, 'x', { name: 5 }]),
    ).toBeUndefined();
    expect(newNamesProblem(stored, [])).toBeUndefined();
  });
});

describe('entity name rules use it', () => {
  it('for files, movies and scripts', () => {
    expect(assetNameError('..')).toMatch(/reserved/);
    expect(assetNameError(`${'é'.repeat(128)}.txt`)).toMatch(/bytes/);
    expect(movieNameError('a\u202eb')).toMatch(/bidirectional/);
    expect(newScriptNameError('..', [])).toMatch(/reserved/);
    expect(newScriptNameError('pre/post', [])).toBeNull();
  });
});
