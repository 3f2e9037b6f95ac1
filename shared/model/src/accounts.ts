/**
 * Rules of the accounts people manage (docs/accounts.md): roles and states, the password
 * rule, the loose email check and the last active admin. Its own entry
 * (`@reelforge/model/accounts`): the platform applies them, the console shows the same.
 */

export const ACCOUNT_ROLES = ['ordinary', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ACCOUNT_STATES = ['active', 'disabled'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** A password a person chooses has at least this many characters. */
export const PASSWORD_MIN_LENGTH = 12;
/** And at most what sign-in takes (its body schema). */
export const PASSWORD_MAX_LENGTH = 1024;
/** An email address has at most this many characters (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

export interface PasswordRuleContext {
  /** The account's name: the password may not be it, in any case. */
  username: string;
  /**
   * Whether a password, in lower case, is among the most common ones. The platform asks its
   * shipped list; without it (the console before it asks) that part of the rule is not checked.
   */
  isCommon?: (lowerCase: string) => boolean;
}

/**
 * Why `password` cannot be an account's password, or undefined: at least 12 characters (code
 * points, as a person counts them), not the account's name in any case, not a common password
 * in any case. Generated passwords are strong and not checked.
 */
export function passwordProblem(password: string, { username, isCommon }: PasswordRuleContext): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    return `A password has at least ${PASSWORD_MIN_LENGTH} characters, not ${length}: a few words together make a good one`;
  if (length > PASSWORD_MAX_LENGTH) return `A password has at most ${PASSWORD_MAX_LENGTH} characters, not ${length}`;
  const lowerCase = password.toLowerCase();
  if (lowerCase === username.toLowerCase()) return "A password cannot be the account's name: choose another";
  if (isCommon?.(lowerCase))
    return 'This password is one of the most common ones, which are guessed first: choose another';
  return undefined;
}

const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f]/u;

/**
 * Why `email` is not an email address, or undefined. Loose on purpose (addresses take many
 * forms): one @ with something on each side, no spaces or control characters, at most 254
 * characters. Whether it reaches anyone is for its owner to say.
 */
export function emailProblem(email: string): string | undefined {
  const length = [...email].length;
  if (length > EMAIL_MAX_LENGTH) return `An email address has at most ${EMAIL_MAX_LENGTH} characters, not ${length}`;
  if (SPACE_OR_CONTROL.test(email)) return `The email address '${email}' has a space or control character`;
  const parts = email.split('@');
  if (parts.length !== 2 || !parts[0] || !parts[1])
    return `The email address '${email}' needs one @ with the name before it and the domain after it`;
  return undefined;
}

/** What the last-admin rule looks at in an account: is it an admin, and is it active. */
export interface AdminStanding {
  isAdmin: boolean;
  active: boolean;
}

/**
 * Why a change that takes `username` from `before` to `after` is refused, or undefined: the
 * last active admin may not be demoted or disabled (by another admin or by themself), since
 * then nobody could manage accounts. `otherActiveAdmins` counts the active admins but this one.
 */
export function lastAdminProblem(
  username: string,
  before: AdminStanding,
  after: AdminStanding,
  otherActiveAdmins: number,
): string | undefined {
  const wasActiveAdmin = before.isAdmin && before.active;
  const staysActiveAdmin = after.isAdmin && after.active;
  if (!wasActiveAdmin || staysActiveAdmin || otherActiveAdmins > 0) return undefined;
  const change = after.active ? 'made an ordinary account' : 'disabled';
  return (
    `${username} is the last active admin and cannot be ${change}: nobody could manage accounts then. ` +
    'Make another account an admin first.'
  );
}
