import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newToken, sha256Hex } from '../lib/secrets.ts';
import type { Clock } from '../lib/clock.ts';
import type { User } from './user-store.ts';

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

export interface TokenSession {
  user: User;
  expiresAt: number;
  /** The sign-in the token belongs to. */
  sessionId: string;
  /** When that sign-in ends, however often its tokens are renewed. */
  sessionEndsAt: number;
  /** For an assumed session: the admin who opened it, the real actor of what it does. */
  assumedBy?: User;
  /** Never set on a sign-in's session: what tells it from an API key's (api-key-sessions.ts). */
  apiKey?: undefined;
}

export interface TokenLifetimes {
  /** One token's life; renewal gives a new one. */
  ttlMs: number;
  /** A sign-in's whole life, renewals included. */
  sessionMaxMs: number;
}

/**
 * Bearer tokens, grouped by the sign-in they come from. Renewing stays in the sign-in;
 * logout ends it with every token renewed from it (and sessions an admin assumed from it).
 */
export class TokenRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: Clock,
    private readonly lifetimes: TokenLifetimes,
  ) {}

  /**
   * A new sign-in and its first token. An assumed session (`parent` is the admin's) ends
   * no later than the admin's own, and with it.
   */
  async issue(userId: number, parent?: TokenSession): Promise<IssuedToken> {
    const startedAt = this.now();
    const limit = startedAt + this.lifetimes.sessionMaxMs;
    const session = {
      id: randomUUID(),
      user_id: userId,
      parent_id: parent?.sessionId ?? null,
      started_at: startedAt,
      ends_at: parent ? Math.min(limit, parent.sessionEndsAt) : limit,
    };
    await this.db.insertInto('sign_in_sessions').values(session).execute();
    return this.mint(userId, session.id, session.ends_at);
  }

  /** Another token of the same sign-in; it never outlives the sign-in. */
  async renew(session: TokenSession): Promise<IssuedToken> {
    return this.mint(session.user.id, session.sessionId, session.sessionEndsAt);
  }

  /** The session a token opens, or undefined if it is unknown, expired, or its sign-in ended. */
  async resolve(token: string): Promise<TokenSession | undefined> {
    const now = this.now();
    const row = await this.db
      .selectFrom('tokens')
      .innerJoin('sign_in_sessions', 'sign_in_sessions.id', 'tokens.session_id')
      .innerJoin('users', 'users.id', 'tokens.user_id')
      .leftJoin('sign_in_sessions as parent', 'parent.id', 'sign_in_sessions.parent_id')
      .leftJoin('users as assumer', 'assumer.id', 'parent.user_id')
      .select([
        'users.id',
        'users.username',
        'users.is_admin',
        'tokens.expires_at',
        'sign_in_sessions.id as session_id',
        'sign_in_sessions.ends_at',
      ])
      .select([
        'assumer.id as assumer_id',
        'assumer.username as assumer_username',
        'assumer.is_admin as assumer_is_admin',
      ])
      .where('tokens.token_hash', '=', sha256Hex(token))
      .where('tokens.expires_at', '>', now)
      .where('sign_in_sessions.ends_at', '>', now)
      // A disabled account's tokens end when it is disabled (account-access.ts); one that
      // survived is refused all the same, and so is a session assumed by a disabled admin.
      .where('users.disabled_at', 'is', null)
      .where((eb) => eb.or([eb('parent.id', 'is', null), eb('assumer.disabled_at', 'is', null)]))
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      user: { id: row.id, username: row.username, isAdmin: row.is_admin === 1 },
      expiresAt: row.expires_at,
      sessionId: row.session_id,
      sessionEndsAt: row.ends_at,
      ...(row.assumer_id !== null && row.assumer_username !== null
        ? { assumedBy: { id: row.assumer_id, username: row.assumer_username, isAdmin: row.assumer_is_admin === 1 } }
        : {}),
    };
  }

  /** Ends a sign-in: its tokens and the sessions assumed from it go with it (foreign keys cascade). */
  async endSession(sessionId: string): Promise<void> {
    await this.db.deleteFrom('sign_in_sessions').where('id', '=', sessionId).execute();
  }

  /**
   * Ends every sign-in of the account, and with them their tokens and the sessions assumed from
   * them; also the sessions admins assumed as the account.
   */
  async endAllOf(userId: number): Promise<void> {
    await this.db.deleteFrom('sign_in_sessions').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('tokens').where('user_id', '=', userId).execute();
  }

  /**
   * Ends every sign-in of the account but the one `session` belongs to, and every token of the
   * account but `token`: what a password change leaves is the call that made it.
   */
  async endAllOfBut(session: TokenSession, token: string): Promise<void> {
    const userId = session.user.id;
    await this.db
      .deleteFrom('sign_in_sessions')
      .where('user_id', '=', userId)
      .where('id', '!=', session.sessionId)
      .execute();
    await this.db
      .deleteFrom('tokens')
      .where('user_id', '=', userId)
      .where('token_hash', '!=', sha256Hex(token))
      .execute();
  }

  /** Expired rows are useless; dropping them on sign-in keeps the tables small without a timer. */
  async purgeExpired(): Promise<void> {
    const now = this.now();
    await this.db.deleteFrom('sign_in_sessions').where('ends_at', '<=', now).execute();
    await this.db.deleteFrom('tokens').where('expires_at', '<=', now).execute();
  }

  private async mint(userId: number, sessionId: string, sessionEndsAt: number): Promise<IssuedToken> {
    const token = newToken();
    const issuedAt = this.now();
    const expiresAt = Math.min(issuedAt + this.lifetimes.ttlMs, sessionEndsAt);
    await this.db
      .insertInto('tokens')
      .values({
        token_hash: sha256Hex(token),
        user_id: userId,
        expires_at: expiresAt,
        created_at: issuedAt,
        session_id: sessionId,
      })
      .execute();
    return { token, expiresAt };
  }
}
