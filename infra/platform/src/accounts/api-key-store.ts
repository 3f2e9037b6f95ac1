import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { API_KEY_MARK, API_KEY_PREFIX_LENGTH, type ApiKeyAccess } from '@reelforge/model/api-keys';
import type { ApiKeysTable, Database } from '../db/schema.ts';
import { newUid, sha256Hex } from '../lib/secrets.ts';

/** An API key as its owner's lists show it: never the key itself. */
export interface ApiKeyRecord {
  id: string;
  userId: number;
  name: string;
  /** The first 8 characters after `rfk_`. */
  prefix: string;
  /** The project uids the key reaches, or null for every project of its owner. */
  projects: readonly string[] | null;
  access: ApiKeyAccess;
  /** Epoch ms, or null. */
  expiresAt: number | null;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

export interface NewApiKey {
  userId: number;
  name: string;
  projects: readonly string[] | null;
  access: ApiKeyAccess;
  expiresAt: number | null;
}

/** What a key found by its secret opens: the key and its owner as they are now. */
export interface KeyHolder {
  key: ApiKeyRecord;
  owner: { id: number; username: string; isAdmin: boolean; disabledAt: number | null };
}

/** `rfk_` and 40 URL-safe characters: 30 random bytes as base64url (docs/api.md). */
export function newApiKey(): string {
  return API_KEY_MARK + randomBytes(30).toString('base64url');
}

function toRecord(row: Selectable<ApiKeysTable>): ApiKeyRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    prefix: row.prefix,
    projects: row.projects === null ? null : (JSON.parse(row.projects) as string[]),
    access: row.access === 'read' ? 'read' : 'read-write',
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

/**
 * The `api_keys` table: keys stored by the SHA-256 of the whole key, found by it in one indexed
 * read with their owner. Every read and change on the owner's behalf is scoped by the owner: another
 * account's key does not exist for them.
 */
export class ApiKeyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new key: its record, and the key itself, which is answered this once and never kept. */
  async create(key: NewApiKey, now: number): Promise<{ record: ApiKeyRecord; secret: string }> {
    const secret = newApiKey();
    const row: Selectable<ApiKeysTable> = {
      id: newUid(),
      user_id: key.userId,
      name: key.name,
      prefix: secret.slice(API_KEY_MARK.length, API_KEY_MARK.length + API_KEY_PREFIX_LENGTH),
      secret_hash: sha256Hex(secret),
      projects: key.projects === null ? null : JSON.stringify(key.projects),
      access: key.access,
      expires_at: key.expiresAt,
      created_at: now,
      last_used_at: null,
      revoked_at: null,
    };
    await this.db.insertInto('api_keys').values(row).execute();
    return { record: toRecord(row), secret };
  }

  /** The owner's keys, newest first, revoked and expired ones included. */
  async list(userId: number): Promise<ApiKeyRecord[]> {
    const rows = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  /** Of `uids`, those that name no project of the owner (in any region), in the order given. */
  async notOwned(userId: number, uids: readonly string[]): Promise<string[]> {
    if (uids.length === 0) return [];
    const owned = await this.db
      .selectFrom('projects')
      .select('uid')
      .where('owner_id', '=', userId)
      .where('uid', 'in', [...uids])
      .execute();
    const found = new Set(owned.map((row) => row.uid));
    return uids.filter((uid) => !found.has(uid));
  }

  /** Keys of the owner neither revoked nor expired at `now`. */
  async countLive(userId: number, now: number): Promise<number> {
    const row = await this.db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The key and its owner by the key itself (its digest), whatever its state; undefined for no such key. */
  async findBySecret(secret: string): Promise<KeyHolder | undefined> {
    const row = await this.db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .selectAll('api_keys')
      .select([
        'users.username as owner_username',
        'users.is_admin as owner_is_admin',
        'users.disabled_at as owner_disabled_at',
      ])
      .where('api_keys.secret_hash', '=', sha256Hex(secret))
      .executeTakeFirst();
    if (!row) return undefined;
    const { owner_username, owner_is_admin, owner_disabled_at, ...key } = row;
    return {
      key: toRecord(key),
      owner: {
        id: key.user_id,
        username: owner_username,
        isAdmin: owner_is_admin === 1,
        disabledAt: owner_disabled_at,
      },
    };
  }

  /**
   * Revokes one of the owner's keys at `now` (a key revoked before keeps its time): whether the
   * owner has such a key.
   */
  async revoke(userId: number, id: string, now: number): Promise<boolean> {
    const found = await this.db
      .selectFrom('api_keys')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) return false;
    await this.db
      .updateTable('api_keys')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    return true;
  }

  /** Revokes every key of the account not revoked yet (account-access.ts). */
  async revokeAllOf(userId: number, now: number): Promise<void> {
    await this.db
      .updateTable('api_keys')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Notes a use of the key at `at`, unless one was noted less than `everyMs` before. */
  async noteUse(id: string, at: number, everyMs: number): Promise<void> {
    await this.db
      .updateTable('api_keys')
      .set({ last_used_at: at })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', at - everyMs)]))
      .execute();
  }
}
