import { usernameSchema } from '@reelforge/contract';
import { nameProblem } from '@reelforge/model';
import { EXAMPLES_OWNER } from './examples-owner.ts';

/**
 * Why `username` cannot name a new account, or undefined: the name rule of every name a user
 * gives (the model's `nameProblem`: it appears in paths such as the media host's
 * `/media/data/{user}/…`), at most as long as sign-in takes, no spaces at its ends (sign-in
 * compares exactly), and not the playground's owner. The account command and the admin calls
 * alike (docs/accounts.md).
 */
export function usernameProblem(username: string): string | undefined {
  const problem = nameProblem(username, { maxLength: usernameSchema.maxLength });
  if (problem) return problem;
  if (username.trim() !== username) return `The name '${username}' is not allowed: it starts or ends with a space`;
  if (username === EXAMPLES_OWNER) return `The name '${username}' is not allowed: it is the playground's`;
  return undefined;
}
