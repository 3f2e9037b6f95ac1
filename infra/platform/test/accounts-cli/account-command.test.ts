import { describe, expect, it } from 'vitest';
import { parseAccountCommand } from '../../src/accounts-cli/account-command.ts';

describe('parseAccountCommand', () => {
  it('reads create with a name, --admin, --email and --password-stdin in any order', () => {
    expect(parseAccountCommand(['create', 'root'])).toEqual({
      command: 'create',
      username: 'root',
      isAdmin: false,
      passwordStdin: false,
    });
    expect(
      parseAccountCommand(['create', '--admin', 'root', '--password-stdin', '--email', 'ops@example.com']),
    ).toEqual({
      command: 'create',
      username: 'root',
      isAdmin: true,
      email: 'ops@example.com',
      passwordStdin: true,
    });
    expect(parseAccountCommand(['create', '--email=ops@example.com', 'root'])).toMatchObject({
      username: 'root',
      email: 'ops@example.com',
    });
  });

  it('reads link with the subject and an optional issuer, and refuses it without a subject', () => {
    expect(parseAccountCommand(['link', 'henry', '--subject', 'sub-1'])).toEqual({
      command: 'link',
      username: 'henry',
      subject: 'sub-1',
    });
    expect(parseAccountCommand(['link', '--issuer=https://id.example.com', 'henry', '--subject=sub-1'])).toEqual({
      command: 'link',
      username: 'henry',
      subject: 'sub-1',
      issuer: 'https://id.example.com',
    });
    expect(parseAccountCommand(['link', 'henry'])).toEqual({
      problem: expect.stringMatching(/needs the provider's --subject/),
    });
    expect(parseAccountCommand(['link', 'henry', '--subject'])).toEqual({
      problem: expect.stringMatching(/--subject needs a value/),
    });
  });

  it('reads disable, enable, reset-password and list', () => {
    expect(parseAccountCommand(['disable', 'ed'])).toEqual({ command: 'disable', username: 'ed' });
    expect(parseAccountCommand(['enable', 'ed'])).toEqual({ command: 'enable', username: 'ed' });
    expect(parseAccountCommand(['reset-password', 'ed'])).toEqual({
      command: 'reset-password',
      username: 'ed',
      passwordStdin: false,
    });
    expect(parseAccountCommand(['reset-password', '--password-stdin', 'ed'])).toMatchObject({ passwordStdin: true });
    expect(parseAccountCommand(['list'])).toEqual({ command: 'list' });
  });

  it('refuses no command or an unknown one with every command’s usage', () => {
    for (const args of [[], ['delete', 'root'], ['--admin']]) {
      const parsed = parseAccountCommand(args);
      expect(parsed, args.join(' ')).toEqual({
        problem: expect.stringContaining('pnpm reelforge account create <name>'),
      });
      expect(parsed, args.join(' ')).toEqual({ problem: expect.stringContaining('pnpm reelforge account list') });
    }
  });

  it('refuses no name, two names, unknown options and options of other commands, with the command’s usage', () => {
    const refused: Array<[string[], RegExp]> = [
      [['create'], /Name exactly one account: Usage: pnpm reelforge account create <name>/],
      [['create', 'a', 'b'], /Name exactly one account/],
      [['create', 'root', '--password=x'], /Unknown option --password=x: Usage: pnpm reelforge account create/],
      [['create', 'root', '--admn'], /Unknown option --admn/],
      [['create', 'root', '--email'], /--email needs an address/],
      [['create', 'root', '--email='], /--email needs an address/],
      [['create', 'root', '--admin=yes'], /--admin takes no value/],
      [['disable'], /Name exactly one account: Usage: pnpm reelforge account disable <name>/],
      [['disable', 'ed', '--admin'], /Unknown option --admin: Usage: pnpm reelforge account disable/],
      [['enable', 'a', 'b'], /Name exactly one account: Usage: pnpm reelforge account enable/],
      [['reset-password', 'ed', '--admin'], /Unknown option --admin: Usage: pnpm reelforge account reset-password/],
      [['list', 'ed'], /list takes no name: Usage: pnpm reelforge account list/],
    ];
    for (const [args, reason] of refused)
      expect(parseAccountCommand(args), args.join(' ')).toEqual({ problem: expect.stringMatching(reason) });
  });
});
