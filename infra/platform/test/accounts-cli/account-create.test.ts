import { describe, expect, it } from 'vitest';
import {
  generatedPassword,
  parseAccountCreate,
  passwordFromInput,
  usernameProblem,
} from '../../src/accounts-cli/account-create.ts';

describe('parseAccountCreate', () => {
  it('reads a name, --admin and --password-stdin in any order', () => {
    expect(parseAccountCreate(['create', 'root'])).toEqual({ username: 'root', isAdmin: false, passwordStdin: false });
    expect(parseAccountCreate(['create', '--admin', 'root', '--password-stdin'])).toEqual({
      username: 'root',
      isAdmin: true,
      passwordStdin: true,
    });
  });

  it('refuses another command, no name, two names and unknown options, with the usage', () => {
    for (const args of [
      [],
      ['delete', 'root'],
      ['create'],
      ['create', 'a', 'b'],
      ['create', 'root', '--password=x'],
      ['create', 'root', '--admn'],
    ]) {
      const parsed = parseAccountCreate(args);
      expect(parsed, args.join(' ')).toEqual({
        problem: expect.stringContaining('Usage: pnpm reelforge account create <name>'),
      });
    }
  });
});

describe('usernameProblem', () => {
  it('takes the names people use', () => {
    for (const name of ['root', 'Ops Admin', 'jürgen', 'a.b-c_d', 'x'.repeat(200)])
      expect(usernameProblem(name), name).toBeUndefined();
  });

  it('refuses what the name rule refuses, spaces at the ends, and the playground’s owner', () => {
    const refused: Array<[string, RegExp]> = [
      ['', /empty/],
      ['   ', /empty/],
      ['a/b', /slash/],
      ['a\\b', /slash/],
      ['..', /reserved/],
      ['a\u0000b', /control/],
      ['a\nb', /control/],
      ['adm\u202Enimda', /bidirectional/],
      ['\ud800x', /not valid Unicode/],
      ['x'.repeat(201), /at most 200 characters/],
      [' root', /space/],
      ['root ', /space/],
      ['.examples', /playground/],
    ];
    for (const [name, reason] of refused) expect(usernameProblem(name), JSON.stringify(name)).toMatch(reason);
  });
});

describe('passwordFromInput', () => {
  it('takes what was given less one line end, spaces kept', () => {
    expect(passwordFromInput('s3cret\n')).toEqual({ password: 's3cret' });
    expect(passwordFromInput('s3cret\r\n')).toEqual({ password: 's3cret' });
    expect(passwordFromInput(' two words \n\n')).toEqual({ password: ' two words \n' });
  });

  it('refuses an empty password and one longer than sign-in takes', () => {
    for (const input of ['', '\n', '\r\n'])
      expect(passwordFromInput(input), JSON.stringify(input)).toEqual({ problem: expect.stringMatching(/empty/) });
    expect(passwordFromInput('x'.repeat(1024))).toEqual({ password: 'x'.repeat(1024) });
    expect(passwordFromInput('x'.repeat(1025))).toEqual({ problem: expect.stringMatching(/at most 1024/) });
  });
});

describe('generatedPassword', () => {
  it('is 24 URL-safe characters, a new one each time', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatedPassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
