import { readFileSync } from 'node:fs';

/**
 * The 10,000 most common passwords, most common first, in lower case, one a line: the first
 * 10,000 of the common passwords list of @zxcvbn-ts/language-common, written by
 * `scripts/common-passwords.mjs` (docs/accounts.md, "Passwords"). Read once, on first use.
 */
const LIST = new URL('./common-passwords.txt', import.meta.url);

let common: ReadonlySet<string> | undefined;

/** Whether `lowerCase` (a password in lower case) is one of the list's. */
export function isCommonPassword(lowerCase: string): boolean {
  common ??= new Set(
    readFileSync(LIST, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.toLowerCase()),
  );
  return common.has(lowerCase);
}
