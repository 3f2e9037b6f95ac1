import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newToken, sha256Hex } from '../lib/secrets.ts';
import type { Clock } from '../lib/clock.ts';
import type { User } from './users.ts';

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

export interface TokenSession {
  user: User;
  expiresAt: number;
}

export class TokenRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: Clock,
    private readonly ttlMs: number,
  ) {}

  async issue(userId: number): Promise<IssuedToken> {
    const token = newToken();
    const issuedAt = this.now();
    const expiresAt = issuedAt + this.ttlMs;
    await this.db
      .insertInto('tokens')
      .values({ token_hash: sha256Hex(token), user_id: userId, expires_at: expiresAt, created_at: issuedAt })
      .execute();
    return { token, expiresAt };
  }

  /** The session a token opens, or undefined if it is unknown or expired. */
  async resolve(token: string): Promise<TokenSession | undefined> {
    const row = await this.db
      .selectFrom('tokens')
      .innerJoin('users', 'users.id', 'tokens.user_id')
      .select(['users.id', 'users.username', 'users.is_admin', 'tokens.expires_at'])
      .where('tokens.token_hash', '=', sha256Hex(token))
      .where('tokens.expires_at', '>', this.now())
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      user: { id: row.id, username: row.username, isAdmin: row.is_admin === 1 },
      expiresAt: row.expires_at,
    };
  }

  /** Expired rows are useless; dropping them on sign-in keeps the table small without a timer. */
  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('tokens').where('expires_at', '<=', this.now()).execute();
  }
}
