import { randomBytes } from 'node:crypto';
import { usernameSchema } from '@reelforge/contract';
import { nameProblem } from '@reelforge/model';
import { EXAMPLES_OWNER } from '../accounts/examples-owner.ts';

/** What `account create <name> [--admin] [--password-stdin]` asks for. */
export interface AccountCreateRequest {
  username: string;
  isAdmin: boolean;
  /** The password comes on standard input; otherwise one is generated and printed once. */
  passwordStdin: boolean;
}

export const ACCOUNT_CREATE_USAGE = 'Usage: pnpm reelforge account create <name> [--admin] [--password-stdin]';

/** The arguments after `account`, or the reason they are not a request (with the usage line). */
export function parseAccountCreate(args: readonly string[]): AccountCreateRequest | { problem: string } {
  const [command, ...rest] = args;
  if (command !== 'create')
    return {
      problem: `${command === undefined ? 'Name a command' : `Unknown command "${command}"`}: ${ACCOUNT_CREATE_USAGE}`,
    };
  const names: string[] = [];
  let isAdmin = false;
  let passwordStdin = false;
  for (const arg of rest) {
    if (arg === '--admin') isAdmin = true;
    else if (arg === '--password-stdin') passwordStdin = true;
    else if (arg.startsWith('--')) return { problem: `Unknown option ${arg}: ${ACCOUNT_CREATE_USAGE}` };
    else names.push(arg);
  }
  if (names.length !== 1) return { problem: `Name exactly one account: ${ACCOUNT_CREATE_USAGE}` };
  return { username: names[0]!, isAdmin, passwordStdin };
}

/**
 * Why `username` cannot name a new account, or undefined: the name rule of every name a user
 * gives (the model's `nameProblem`: it appears in paths such as the media host's
 * `/media/data/{user}/…`), at most as long as sign-in takes, no spaces at its ends (sign-in
 * compares exactly), and not the playground's owner.
 */
export function usernameProblem(username: string): string | undefined {
  const problem = nameProblem(username, { maxLength: usernameSchema.maxLength });
  if (problem) return problem;
  if (username.trim() !== username) return `The name '${username}' is not allowed: it starts or ends with a space`;
  if (username === EXAMPLES_OWNER) return `The name '${username}' is not allowed: it is the playground's`;
  return undefined;
}

/** The most a password from standard input may be: what sign-in accepts (its body schema). */
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * The password given on standard input: everything read, less one line end (what `echo` or a
 * here-string adds). Empty or longer than sign-in takes: the reason it is refused.
 */
export function passwordFromInput(input: string): { password: string } | { problem: string } {
  const password = input.replace(/\r?\n$/, '');
  if (password === '') return { problem: 'The password on standard input is empty' };
  const length = [...password].length;
  if (length > PASSWORD_MAX_LENGTH)
    return { problem: `A password has at most ${PASSWORD_MAX_LENGTH} characters, not ${length}` };
  return { password };
}

/** A generated password: 18 random bytes (144 bits) as 24 URL-safe characters. */
export function generatedPassword(): string {
  return randomBytes(18).toString('base64url');
}
