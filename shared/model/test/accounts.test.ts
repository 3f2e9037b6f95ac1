import { describe, expect, it } from 'vitest';
import { emailProblem, lastAdminProblem, PASSWORD_MIN_LENGTH, passwordProblem } from '../src/accounts.js';

const common = new Set(['password1234', 'qwertyuiopas']);
const context = { username: 'Ada Lovelace', isCommon: (lowerCase: string) => common.has(lowerCase) };

describe('passwordProblem', () => {
  it('takes a long password that is neither the name nor common', () => {
    for (const password of [
      'correct horse battery',
      'x'.repeat(PASSWORD_MIN_LENGTH),
      'ünïcödé-wörds',
      'x'.repeat(1024),
    ])
      expect(passwordProblem(password, context), password).toBeUndefined();
  });

  it('refuses fewer than 12 characters, counted as a person counts them', () => {
    expect(passwordProblem('short', context)).toMatch(/at least 12 characters, not 5/);
    expect(passwordProblem('x'.repeat(11), context)).toMatch(/not 11/);
    // Eleven emoji are 22 UTF-16 units but eleven characters.
    expect(passwordProblem('😀'.repeat(11), context)).toMatch(/not 11/);
    expect(passwordProblem('', context)).toMatch(/not 0/);
  });

  it('refuses more than sign-in takes', () => {
    expect(passwordProblem('x'.repeat(1025), context)).toMatch(/at most 1024 characters/);
  });

  it("refuses the account's name in any case", () => {
    for (const password of ['Ada Lovelace', 'ada lovelace', 'ADA LOVELACE'])
      expect(passwordProblem(password, context), password).toMatch(/cannot be the account's name/);
    expect(passwordProblem('Ada Lovelace!', context)).toBeUndefined();
  });

  it('refuses a common password in any case', () => {
    for (const password of ['password1234', 'PASSWORD1234', 'Password1234', 'QwertyUiopAs'])
      expect(passwordProblem(password, context), password).toMatch(/most common/);
  });

  it('checks no list when given none', () => {
    expect(passwordProblem('password1234', { username: 'ada' })).toBeUndefined();
  });
});

describe('emailProblem', () => {
  it('takes addresses of many forms', () => {
    for (const email of [
      'ada@example.com',
      'a.b+c@sub.example.co.uk',
      'jürgen@bücher.de',
      'x@y',
      `${'a'.repeat(240)}@example.com`,
    ])
      expect(emailProblem(email), email).toBeUndefined();
  });

  it('refuses no @ or two, an empty side, spaces, control characters and more than 254 characters', () => {
    const refused: Array<[string, RegExp]> = [
      ['ada', /one @/],
      ['ada@@example.com', /one @/],
      ['a@b@c', /one @/],
      ['@example.com', /one @/],
      ['ada@', /one @/],
      ['', /one @/],
      ['ada @example.com', /space/],
      ['ada@example.com\n', /control/],
      ['ada\u0000@example.com', /control/],
      [`${'a'.repeat(243)}@example.com`, /at most 254 characters, not 255/],
    ];
    for (const [email, reason] of refused) expect(emailProblem(email), JSON.stringify(email)).toMatch(reason);
  });
});

describe('lastAdminProblem', () => {
  const activeAdmin = { isAdmin: true, active: true };
  const disabledAdmin = { isAdmin: true, active: false };
  const activeOrdinary = { isAdmin: false, active: true };

  it('refuses demoting or disabling the last active admin, saying why and what to do', () => {
    expect(lastAdminProblem('root', activeAdmin, activeOrdinary, 0)).toMatch(
      /root is the last active admin and cannot be made an ordinary account.*Make another account an admin first/,
    );
    expect(lastAdminProblem('root', activeAdmin, disabledAdmin, 0)).toMatch(/cannot be disabled/);
    expect(lastAdminProblem('root', activeAdmin, { isAdmin: false, active: false }, 0)).toMatch(/cannot be disabled/);
  });

  it('allows it while another active admin remains', () => {
    expect(lastAdminProblem('root', activeAdmin, activeOrdinary, 1)).toBeUndefined();
    expect(lastAdminProblem('root', activeAdmin, disabledAdmin, 2)).toBeUndefined();
  });

  it('allows any change that leaves the account an active admin, or that was not about one', () => {
    expect(lastAdminProblem('root', activeAdmin, activeAdmin, 0)).toBeUndefined();
    expect(lastAdminProblem('root', disabledAdmin, activeAdmin, 0)).toBeUndefined();
    expect(lastAdminProblem('root', disabledAdmin, activeOrdinary, 0)).toBeUndefined();
    expect(lastAdminProblem('ed', activeOrdinary, { isAdmin: false, active: false }, 0)).toBeUndefined();
  });
});
