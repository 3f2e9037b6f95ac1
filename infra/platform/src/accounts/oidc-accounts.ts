import { emailProblem } from '@reelforge/model/accounts';
import type { OidcSettings } from '../config/oidc.ts';
import { isUniqueViolation } from '../db/database-errors.ts';
import { forbidden } from '../lib/http-errors.ts';
import type { IdTokenClaims } from './oidc-client.ts';
import { adminFromClaims } from './oidc-groups.ts';
import { usernameCandidates, usernameFromClaims } from './oidc-username.ts';
import type { AuditRecord } from './audit-log.ts';
import { assertCanSignIn } from './sign-in-rules.ts';
import type { SignInUser, UserRepository } from './user-store.ts';

/** What signing in with a provider did to the account, for the log. */
export interface IdentitySignIn {
  user: SignInUser;
  created: boolean;
  /** The admin group gave or took admin rights at this sign-in. */
  adminChanged: boolean;
}

/** Names tried for a new account before giving up: `name`, `name-2` … `name-50`. */
const NAME_TRIES = 50;

/** The email of the claims, when there is one the accounts' loose check takes. */
function emailOf(claims: IdTokenClaims): string | null {
  const { email } = claims;
  return typeof email === 'string' && !emailProblem(email) ? email : null;
}

/**
 * A new account for the identity, named from its claims and made unique (`alice`, `alice-2`…). A
 * second sign-in of the same person at the same moment finds the account the first one made.
 */
async function createAccount(
  users: UserRepository,
  claims: IdTokenClaims,
  isAdmin: boolean,
): Promise<{ user: SignInUser; created: boolean }> {
  const identity = { issuer: claims.iss, subject: claims.sub };
  const names = usernameCandidates(usernameFromClaims(claims));
  for (let tries = 0; tries < NAME_TRIES; tries++) {
    const username = names.next().value as string;
    if (await users.findByUsername(username)) continue;
    try {
      return {
        user: await users.createWithIdentity({ username, email: emailOf(claims), ...identity, isAdmin }),
        created: true,
      };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const made = await users.findByIdentity(identity.issuer, identity.subject);
      if (made) return { user: made, created: false };
      // Another account took the name in between: the next one.
    }
  }
  throw new Error(`No free account name after ${NAME_TRIES} tries from "${usernameFromClaims(claims)}"`);
}

/**
 * The account an ID token's identity (issuer and subject) signs in to (docs/accounts.md, "Single
 * sign-on"): the one linked to it; else, with OIDC_CREATE_ACCOUNTS, a new one, otherwise a 403. A
 * disabled account is refused (403). With OIDC_ADMIN_GROUP, the groups claim decides at every
 * sign-in whether the account is an admin.
 */
export async function signInIdentity(
  users: UserRepository,
  claims: IdTokenClaims,
  settings: Pick<OidcSettings, 'name' | 'createAccounts' | 'adminGroup' | 'groupsClaim'>,
): Promise<IdentitySignIn> {
  const admin = adminFromClaims(claims, settings);
  const linked = await users.findByIdentity(claims.iss, claims.sub);
  if (!linked && !settings.createAccounts)
    throw forbidden(
      `No account here is linked to this ${settings.name} sign-in, and new accounts are not made by signing in: ` +
        'ask an admin for one',
    );
  const { user, created } = linked
    ? { user: linked, created: false }
    : await createAccount(users, claims, admin ?? false);
  assertCanSignIn(user);
  if (admin === undefined || admin === user.isAdmin) return { user, created, adminChanged: false };
  await users.setAdmin(user.id, admin);
  return { user: { ...user, isAdmin: admin }, created, adminChanged: true };
}

/** Who the audit log names for what a sign-in with the provider did to an account: nobody signed in did it. */
export const SINGLE_SIGN_ON_ACTOR = '(single sign-on)';

/**
 * The audit entries of a sign-in (docs/accounts.md, "Audit"): an account made by it, and a role
 * the admin group gave or took, as the admins' own actions are written.
 */
export function auditOf({ user, created, adminChanged }: IdentitySignIn): AuditRecord[] {
  const who = SINGLE_SIGN_ON_ACTOR;
  const whom = user.username;
  return [
    ...(created
      ? [
          {
            who,
            whom,
            what: 'account-create' as const,
            detail: `as ${user.isAdmin ? 'an admin' : 'an ordinary account'}`,
          },
        ]
      : []),
    ...(adminChanged
      ? [{ who, whom, what: 'account-role' as const, detail: user.isAdmin ? 'ordinary to admin' : 'admin to ordinary' }]
      : []),
  ];
}
