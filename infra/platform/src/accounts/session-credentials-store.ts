import type { SessionCredentials } from '@reelforge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { newAccessKeyId, newSecretAccessKey, newSessionToken, sha256Hex } from '../lib/secrets.ts';

export class SessionCredentialsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: Clock,
    private readonly ttlMs: number,
  ) {}

  /** Ends the account's credentials before they expire. */
  async revokeAllOf(userId: number): Promise<void> {
    await this.db.deleteFrom('session_credentials').where('user_id', '=', userId).execute();
  }

  async issue(userId: number): Promise<SessionCredentials> {
    const expiresAt = this.now() + this.ttlMs;
    const credentials = {
      AccessKeyId: newAccessKeyId(),
      SecretAccessKey: newSecretAccessKey(),
      SessionToken: newSessionToken(),
      Expiration: new Date(expiresAt).toISOString(),
    };
    await this.db.deleteFrom('session_credentials').where('expires_at', '<=', this.now()).execute();
    await this.db
      .insertInto('session_credentials')
      .values({
        access_key_id: credentials.AccessKeyId,
        secret_hash: sha256Hex(credentials.SecretAccessKey),
        session_token_hash: sha256Hex(credentials.SessionToken),
        user_id: userId,
        expires_at: expiresAt,
      })
      .execute();
    return credentials;
  }
}
