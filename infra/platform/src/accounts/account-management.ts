import { emailProblem, lastAdminProblem, passwordProblem } from '@reelforge/model/accounts';
import type { AuditAction } from '@reelforge/model/admin';
import { isUniqueViolation } from '../db/database-errors.ts';
import type { Clock } from '../lib/clock.ts';
import { badRequest, HttpError, notFound } from '../lib/http-errors.ts';
import { endAccountAccess, type AccountAccess } from './account-access.ts';
import type { AuditLog } from './audit-log.ts';
import { isCommonPassword } from './common-passwords.ts';
import { generatedPassword } from './generated-password.ts';
import type { AccountRecord, UserRepository } from './user-store.ts';
import { usernameProblem } from './username-rule.ts';

/** Who does an action, as the audit log names them, and what its entries add (an account acted as). */
export interface Actor {
  who: string;
  detail?: string;
}

/** An account is found by the id the admin calls give, or by its name on the command line. */
export type AccountKey = { id: number } | { username: string };

export interface NewAccount {
  username: string;
  email?: string | null;
  isAdmin: boolean;
  /** A password someone chose (the command line's --password-stdin); otherwise one is generated. */
  password?: string;
}

export interface AccountManagementDeps extends AccountAccess {
  users: UserRepository;
  audit: AuditLog;
  now: Clock;
}

const conflict = (message: string) => new HttpError(409, message);

/** A password someone chose follows the password rule; a generated one is strong already. */
export function passwordRefusal(password: string, username: string): string | undefined {
  return passwordProblem(password, { username, isCommon: isCommonPassword });
}

/**
 * What admins do to accounts (docs/accounts.md), the same over HTTP and on the command line:
 * make one, change its role or state under the last-admin rule, give it a new password. Each
 * refusal is an HttpError a person can act on (400, 404, 409); each action done is one audit
 * entry naming `actor` and the account.
 */
export class AccountManagement {
  constructor(private readonly deps: AccountManagementDeps) {}

  list(): Promise<AccountRecord[]> {
    return this.deps.users.accounts();
  }

  async find(key: AccountKey): Promise<AccountRecord> {
    const account = await this.deps.users.account(key);
    if (!account) throw notFound('id' in key ? `No account has the id ${key.id}` : `No account named ${key.username}`);
    return account;
  }

  async create(request: NewAccount, actor: Actor): Promise<{ account: AccountRecord; password: string }> {
    const { username, isAdmin } = request;
    const nameRefusal = usernameProblem(username);
    if (nameRefusal) throw badRequest(nameRefusal);
    const email = request.email === undefined || request.email === null || request.email === '' ? null : request.email;
    const emailRefusal = email === null ? undefined : emailProblem(email);
    if (emailRefusal) throw badRequest(emailRefusal);
    const chosen = request.password;
    const chosenRefusal = chosen === undefined ? undefined : passwordRefusal(chosen, username);
    if (chosenRefusal) throw badRequest(chosenRefusal);
    const password = chosen ?? generatedPassword();

    const { users } = this.deps;
    const taken = conflict(`An account named ${username} already exists: choose another name`);
    if (await users.findByUsername(username)) throw taken;
    try {
      await users.create({ username, password, isAdmin, email });
    } catch (error) {
      // Made by someone else in the meantime: the name's unique index refused the second.
      if (isUniqueViolation(error)) throw taken;
      throw error;
    }
    const account = await this.find({ username });
    await this.record(actor, 'account-create', username, `as ${isAdmin ? 'an admin' : 'an ordinary account'}`);
    return { account, password };
  }

  /**
   * A new role, state or both. The last active admin is never demoted or disabled; a disabled
   * account's access ends at once (account-access.ts).
   */
  async change(key: AccountKey, change: { isAdmin?: boolean; active?: boolean }, actor: Actor): Promise<AccountRecord> {
    const { id } = await this.find(key);
    const outcome = await this.deps.users.change(id, change, this.deps.now(), (before, after, others) =>
      lastAdminProblem(before.username, standing(before), standing(after), others),
    );
    if (!outcome) throw notFound(`No account has the id ${id}`);
    if ('refused' in outcome) throw conflict(outcome.refused);
    const { before, after } = outcome;
    if (before.isAdmin !== after.isAdmin)
      await this.record(actor, 'account-role', after.username, `${roleOf(before)} to ${roleOf(after)}`);
    if (before.disabledAt === null && after.disabledAt !== null) {
      await endAccountAccess(this.deps, id, this.deps.now());
      await this.record(actor, 'account-disable', after.username);
    }
    if (before.disabledAt !== null && after.disabledAt === null)
      await this.record(actor, 'account-enable', after.username);
    return after;
  }

  /** A new password for the account, generated unless one is given; its access ends. */
  async resetPassword(
    key: AccountKey,
    actor: Actor,
    chosen?: string,
  ): Promise<{ account: AccountRecord; password: string }> {
    const account = await this.find(key);
    if (!account.hasPassword)
      throw conflict(`${account.username} signs in with single sign-on: it has no password here to reset`);
    const refusal = chosen === undefined ? undefined : passwordRefusal(chosen, account.username);
    if (refusal) throw badRequest(refusal);
    const password = chosen ?? generatedPassword();
    if (!(await this.deps.users.setPassword(account.id, password, this.deps.now())))
      throw notFound(`No account has the id ${account.id}`);
    await endAccountAccess(this.deps, account.id, this.deps.now());
    await this.record(actor, 'password-reset', account.username, chosen === undefined ? 'generated' : 'chosen');
    return { account: await this.find({ id: account.id }), password };
  }

  /**
   * The account signs in with this OpenID Connect identity (docs/accounts.md, "Single sign-on"):
   * how an operator lets a person made beforehand sign in with the provider when accounts are
   * not made on first sign-in. An identity another account has is refused.
   */
  async linkIdentity(
    key: AccountKey,
    identity: { issuer: string; subject: string },
    actor: Actor,
  ): Promise<AccountRecord> {
    const account = await this.find(key);
    const { users } = this.deps;
    const holder = await users.findByIdentity(identity.issuer, identity.subject);
    const taken = conflict(
      `That identity signs in to another account already: ${holder?.username ?? 'another account'}`,
    );
    if (holder && holder.id !== account.id) throw taken;
    try {
      await users.linkIdentity(account.id, identity.issuer, identity.subject);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken;
      throw error;
    }
    await this.record(actor, 'account-link', account.username, `to ${identity.subject} at ${identity.issuer}`);
    return this.find({ id: account.id });
  }

  private async record(actor: Actor, what: AuditAction, whom: string, detail = ''): Promise<void> {
    await this.deps.audit.record({
      who: actor.who,
      whom,
      what,
      detail: [detail, actor.detail].filter(Boolean).join(', '),
    });
  }
}

const standing = (account: AccountRecord) => ({ isAdmin: account.isAdmin, active: account.disabledAt === null });

const roleOf = (account: AccountRecord) => (account.isAdmin ? 'admin' : 'ordinary');
