import { PASSWORD_MAX_LENGTH } from '@reelforge/model/accounts';

/**
 * The password given on standard input: everything read, less one line end (what `echo` or a
 * here-string adds). Empty or longer than sign-in takes: the reason it is refused. The password
 * rule (docs/accounts.md, "Passwords") is checked after.
 */
export function passwordFromInput(input: string): { password: string } | { problem: string } {
  const password = input.replace(/\r?\n$/, '');
  if (password === '') return { problem: 'The password on standard input is empty' };
  const length = [...password].length;
  if (length > PASSWORD_MAX_LENGTH)
    return { problem: `A password has at most ${PASSWORD_MAX_LENGTH} characters, not ${length}` };
  return { password };
}
