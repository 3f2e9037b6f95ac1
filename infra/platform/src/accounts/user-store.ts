import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { containsIgnoringCase } from '../db/text-search.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/password.ts';
import { EXAMPLES_OWNER } from './examples-owner.ts';

export interface User {
  id: number;
  username: string;
  isAdmin: boolean;
  /**
   * Only on the caller of a request made with an API key limited to some projects (docs/api.md):
   * their uids. ProjectService reaches no other project of the account for such a caller.
   */
  projectScope?: readonly string[];
}

/** A user as sign-in sees it: also whether an admin disabled the account (sign-in-rules.ts). */
export interface SignInUser extends User {
  /** Epoch ms it was disabled; null while it is active. */
  disabledAt: number | null;
}

/** Everything the admin calls show of an account (docs/accounts.md). */
export interface AccountRecord extends SignInUser {
  email: string | null;
  /** Epoch ms of its last sign-in, or null. */
  lastSignInAt: number | null;
  /** ISO time it was made. */
  createdAt: string;
  /** It has an OpenID Connect identity (issuer and subject). */
  singleSignOn: boolean;
  /** It has a password sign-in can check (an account made by single sign-on has none). */
  hasPassword: boolean;
}

export interface NewUser {
  username: string;
  password: string;
  isAdmin?: boolean;
  /** The password's hash when it is made already (lib/password.ts): stored as it is. */
  passwordHash?: string;
  email?: string | null;
}

/** An account made by single sign-on: its OpenID Connect identity instead of a password. */
export interface NewIdentityUser {
  username: string;
  email: string | null;
  issuer: string;
  subject: string;
  isAdmin: boolean;
}

/** A change of role, state or both; what is left out stays as it is. */
export interface AccountChange {
  isAdmin?: boolean;
  active?: boolean;
}

/**
 * The answer of a guarded change: the account as it is now and as it was, or why it was
 * refused (the guard's reason), or undefined for no such account.
 */
export type ChangeOutcome = { before: AccountRecord; after: AccountRecord } | { refused: string } | undefined;

/** Checks a change before it is written, seeing the active admins other than the account. */
export type ChangeGuard = (
  before: AccountRecord,
  after: AccountRecord,
  otherActiveAdmins: number,
) => string | undefined;

/**
 * What an account without a password of its own stores instead of a hash: no password
 * verifies against it (lib/password.ts reads scrypt hashes only).
 */
const NO_PASSWORD = 'none';

const SEARCH_LIMIT = 50;

/** The lock changes of role and state take on PostgreSQL (`change`). */
const ADMINS_LOCK = 'accounts:admins';

const ACCOUNT_COLUMNS = [
  'id',
  'username',
  'is_admin',
  'disabled_at',
  'email',
  'last_sign_in_at',
  'created_at',
  'oidc_issuer',
  'password_hash',
] as const;

type AccountRow = {
  id: number;
  username: string;
  is_admin: number;
  disabled_at: number | null;
  email: string | null;
  last_sign_in_at: number | null;
  created_at: string;
  oidc_issuer: string | null;
  password_hash: string;
};

type Db = Kysely<Database> | Transaction<Database>;

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create({ username, password, isAdmin = false, passwordHash, email = null }: NewUser): Promise<User> {
    const row = await this.db
      .insertInto('users')
      .values({
        username,
        password_hash: passwordHash ?? (await hashPassword(password)),
        is_admin: isAdmin ? 1 : 0,
        created_at: new Date().toISOString(),
        email,
      })
      .returning(['id', 'username', 'is_admin'])
      .executeTakeFirstOrThrow();
    return toUser(row);
  }

  /**
   * An account that signs in with single sign-on only: no usable password. A name or an
   * identity taken already is the database's unique-key error (db/database-errors.ts).
   */
  async createWithIdentity({ username, email, issuer, subject, isAdmin }: NewIdentityUser): Promise<SignInUser> {
    const row = await this.db
      .insertInto('users')
      .values({
        username,
        password_hash: NO_PASSWORD,
        is_admin: isAdmin ? 1 : 0,
        created_at: new Date().toISOString(),
        email,
        oidc_issuer: issuer,
        oidc_subject: subject,
      })
      .returning(['id', 'username', 'is_admin', 'disabled_at'])
      .executeTakeFirstOrThrow();
    return toSignInUser(row);
  }

  /**
   * Signs the account in with an OpenID Connect identity from now on (its password, if it has
   * one, still works). Whether there was such an account; an identity another account has is
   * the database's unique-key error.
   */
  async linkIdentity(id: number, issuer: string, subject: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ oidc_issuer: issuer, oidc_subject: subject })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The account of an OpenID Connect identity, or undefined. */
  async findByIdentity(issuer: string, subject: string): Promise<SignInUser | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'username', 'is_admin', 'disabled_at'])
      .where('oidc_issuer', '=', issuer)
      .where('oidc_subject', '=', subject)
      .executeTakeFirst();
    return row && toSignInUser(row);
  }

  /**
   * Makes the account an admin or an ordinary one, as it is told: no last-admin check (the
   * admin calls' `change` has it). Whether there was such an account.
   */
  async setAdmin(id: number, isAdmin: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ is_admin: isAdmin ? 1 : 0 })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async count(): Promise<number> {
    const { count } = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async findByUsername(username: string): Promise<User | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'username', 'is_admin'])
      .where('username', '=', username)
      .executeTakeFirst();
    return row && toUser(row);
  }

  /** The user whose password matches, or undefined for a wrong username or password alike. */
  async authenticate(username: string, password: string): Promise<SignInUser | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'username', 'is_admin', 'disabled_at', 'password_hash'])
      .where('username', '=', username)
      .executeTakeFirst();
    if (!row || row.password_hash === NO_PASSWORD) {
      // As long as a wrong password: timing tells no name or account kind apart.
      await burnPasswordCheck(password);
      return undefined;
    }
    return (await verifyPassword(password, row.password_hash)) ? toSignInUser(row) : undefined;
  }

  /** Whether `password` is the account's own (false for an account without one). */
  async hasPassword(id: number, password: string): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
    if (!row || row.password_hash === NO_PASSWORD) {
      await burnPasswordCheck(password);
      return false;
    }
    return verifyPassword(password, row.password_hash);
  }

  /** A new password, hashed, changed at `at` (epoch ms). Whether there was such an account. */
  async setPassword(id: number, password: string, at: number): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password), password_changed_at: at })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Notes a sign-in at `at` (epoch ms). */
  async recordSignIn(id: number, at: number): Promise<void> {
    await this.db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', id).execute();
  }

  /** Usernames containing `query`, case-insensitively, alphabetical, at most 50. */
  async search(query: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('username')
      .where(containsIgnoringCase('username', query))
      .orderBy('username')
      .limit(SEARCH_LIMIT)
      .execute();
    return rows.map((row) => row.username);
  }

  /** Every account people manage, by name (ASCII case aside); the playground's owner is none of them. */
  async accounts(): Promise<AccountRecord[]> {
    const rows = await this.db
      .selectFrom('users')
      .select(ACCOUNT_COLUMNS)
      .where('username', '!=', EXAMPLES_OWNER)
      .orderBy((eb) => eb.fn('lower', ['username']))
      .orderBy('username')
      .execute();
    return rows.map(toAccount);
  }

  /** One account people manage, by id or by name; never the playground's owner. */
  async account(key: { id: number } | { username: string }): Promise<AccountRecord | undefined> {
    return accountIn(this.db, key);
  }

  /**
   * Changes an account's role or state (disabled at `at`, epoch ms), `guard` seeing it before and
   * after and the other active admins, all in one transaction; on PostgreSQL under a lock every
   * api process shares, so two admins disabling each other at once cannot leave no admin.
   */
  async change(id: number, change: AccountChange, at: number, guard: ChangeGuard): Promise<ChangeOutcome> {
    return this.db.transaction().execute(async (trx) => {
      // Held until the transaction ends. SQLite has one writer at a time, but a transaction that
      // reads first and writes after another process wrote fails at once (busy, whatever the
      // timeout): a first statement that writes nothing takes the write lock, waiting its turn.
      if (isPostgres(this.db)) await sql`select pg_advisory_xact_lock(hashtext(${ADMINS_LOCK}))`.execute(trx);
      else await sql`update users set is_admin = is_admin where 0`.execute(trx);
      const before = await accountIn(trx, { id });
      if (!before) return undefined;
      // Disabled once: a second disabling keeps the time of the first.
      const disabledAt =
        change.active === undefined ? before.disabledAt : change.active ? null : (before.disabledAt ?? at);
      const after: AccountRecord = { ...before, isAdmin: change.isAdmin ?? before.isAdmin, disabledAt };
      const refused = guard(before, after, await otherActiveAdmins(trx, id));
      if (refused) return { refused };
      await trx
        .updateTable('users')
        .set({ is_admin: after.isAdmin ? 1 : 0, disabled_at: after.disabledAt })
        .where('id', '=', id)
        .execute();
      return { before, after };
    });
  }
}

async function accountIn(db: Db, key: { id: number } | { username: string }): Promise<AccountRecord | undefined> {
  const query = db.selectFrom('users').select(ACCOUNT_COLUMNS).where('username', '!=', EXAMPLES_OWNER);
  const row = await ('id' in key
    ? query.where('id', '=', key.id)
    : query.where('username', '=', key.username)
  ).executeTakeFirst();
  return row && toAccount(row);
}

async function otherActiveAdmins(db: Db, id: number): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_admin', '=', 1)
    .where('disabled_at', 'is', null)
    .where('id', '!=', id)
    .executeTakeFirstOrThrow();
  return Number(count);
}

function toUser(row: { id: number; username: string; is_admin: number }): User {
  return { id: row.id, username: row.username, isAdmin: row.is_admin === 1 };
}

function toSignInUser(row: { id: number; username: string; is_admin: number; disabled_at: number | null }): SignInUser {
  return { ...toUser(row), disabledAt: row.disabled_at };
}

function toAccount(row: AccountRow): AccountRecord {
  return {
    ...toSignInUser(row),
    email: row.email,
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
    singleSignOn: row.oidc_issuer !== null,
    hasPassword: row.password_hash !== NO_PASSWORD,
  };
}
