import { forbidden } from '../lib/http-errors.ts';

/** The message a disabled account gets, at every way of signing in (docs/accounts.md). */
export const DISABLED_ACCOUNT_MESSAGE = 'This account is disabled: an admin can enable it again';

/**
 * Whether an account may sign in, by any way (a password, single sign-on): one that an admin
 * disabled may not, a 403 saying so (docs/accounts.md, "Disabled accounts"). Asked once the
 * person is known to be the account's (the right password, the provider's word), so a guesser
 * learns nothing from it.
 */
export function assertCanSignIn(user: { disabledAt: number | null }): void {
  if (user.disabledAt !== null) throw forbidden(DISABLED_ACCOUNT_MESSAGE);
}
