import { describe, expect, it } from 'vitest';
import { API_KEY_PATTERN } from '@reelforge/model/api-keys';
import { ApiKeyRepository } from '../../src/accounts/api-key-store.ts';
import { UserRepository } from '../../src/accounts/user-store.ts';
import { sha256Hex } from '../../src/lib/secrets.ts';
import { eachAdapter, newProject, newUser, useDatabase } from './database-adapters.ts';

// The API key store (accounts/api-key-store.ts, docs/api.md "API keys") on SQLite and PostgreSQL:
// keys kept by their digest, found by the key with their owner, listed and revoked by the owner only.
eachAdapter((adapter) => {
  const db = useDatabase(adapter);
  const start = Date.UTC(2031, 4, 6, 7, 8, 9, 123);
  const everything = { projects: null, access: 'read-write', expiresAt: null } as const;

  describe('a new key', () => {
    it('is rfk_ and 40 characters, answered once: only its digest and first characters are kept', async () => {
      const keys = new ApiKeyRepository(db());
      const owner = await newUser(db());
      const { record, secret } = await keys.create({ userId: owner.id, name: 'ci', ...everything }, start);
      expect(secret).toMatch(API_KEY_PATTERN);
      expect(record).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        userId: owner.id,
        name: 'ci',
        prefix: secret.slice(4, 12),
        projects: null,
        access: 'read-write',
        expiresAt: null,
        createdAt: start,
        lastUsedAt: null,
        revokedAt: null,
      });
      const row = await db().selectFrom('api_keys').selectAll().where('id', '=', record.id).executeTakeFirstOrThrow();
      expect(row.secret_hash).toBe(sha256Hex(secret));
      expect(Object.values(row)).not.toContain(secret);
    });

    it('keeps its projects, access and expiry, epoch milliseconds whole', async () => {
      const keys = new ApiKeyRepository(db());
      const owner = await newUser(db());
      const uids = ['0123456789abcdef0123456789abcdef', 'fedcba9876543210fedcba9876543210'];
      const expiresAt = start + 86_400_000 * 700 + 7;
      const { secret } = await keys.create(
        { userId: owner.id, name: 'read one', projects: uids, access: 'read', expiresAt },
        start,
      );
      expect((await keys.findBySecret(secret))?.key).toMatchObject({ projects: uids, access: 'read', expiresAt });
    });
  });

  describe('finding a key', () => {
    it('by the key gives the key and its owner as they are now, disabled or not', async () => {
      const keys = new ApiKeyRepository(db());
      const users = new UserRepository(db());
      const owner = await newUser(db());
      const { record, secret } = await keys.create({ userId: owner.id, name: 'mine', ...everything }, start);
      expect(await keys.findBySecret(secret)).toEqual({
        key: record,
        owner: { id: owner.id, username: owner.username, isAdmin: false, disabledAt: null },
      });
      await users.change(owner.id, { active: false }, start + 5, () => undefined);
      expect((await keys.findBySecret(secret))?.owner.disabledAt).toBe(start + 5);
    });

    it('by anything else finds nothing: another key, a near one, its digest', async () => {
      const keys = new ApiKeyRepository(db());
      const owner = await newUser(db());
      const { secret } = await keys.create({ userId: owner.id, name: 'mine', ...everything }, start);
      const near = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
      for (const other of [near, sha256Hex(secret), secret.toUpperCase(), ''])
        expect(await keys.findBySecret(other), other).toBeUndefined();
    });
  });

  describe("an owner's keys", () => {
    it('list newest first, only the owner’s', async () => {
      const keys = new ApiKeyRepository(db());
      const [owner, other] = [await newUser(db()), await newUser(db())];
      await keys.create({ userId: owner.id, name: 'first', ...everything }, start);
      await keys.create({ userId: owner.id, name: 'second', ...everything }, start + 1);
      await keys.create({ userId: other.id, name: 'theirs', ...everything }, start + 2);
      expect((await keys.list(owner.id)).map((key) => key.name)).toEqual(['second', 'first']);
    });

    it('are revoked by their owner only, once: a second revocation keeps the first time', async () => {
      const keys = new ApiKeyRepository(db());
      const [owner, other] = [await newUser(db()), await newUser(db())];
      const { record, secret } = await keys.create({ userId: owner.id, name: 'k', ...everything }, start);
      expect(await keys.revoke(other.id, record.id, start + 1)).toBe(false);
      expect((await keys.findBySecret(secret))?.key.revokedAt).toBeNull();
      expect(await keys.revoke(owner.id, record.id, start + 2)).toBe(true);
      expect(await keys.revoke(owner.id, record.id, start + 3)).toBe(true);
      expect((await keys.findBySecret(secret))?.key.revokedAt).toBe(start + 2);
      expect(await keys.revoke(owner.id, 'no-such-key', start)).toBe(false);
    });

    it('are revoked all at once, another account’s left as they are', async () => {
      const keys = new ApiKeyRepository(db());
      const [owner, other] = [await newUser(db()), await newUser(db())];
      await keys.create({ userId: owner.id, name: 'a', ...everything }, start);
      await keys.create({ userId: owner.id, name: 'b', ...everything }, start);
      await keys.create({ userId: other.id, name: 'c', ...everything }, start);
      await keys.revokeAllOf(owner.id, start + 9);
      expect((await keys.list(owner.id)).map((key) => key.revokedAt)).toEqual([start + 9, start + 9]);
      expect((await keys.list(other.id)).map((key) => key.revokedAt)).toEqual([null]);
    });

    it('count as live until revoked or expired', async () => {
      const keys = new ApiKeyRepository(db());
      const owner = await newUser(db());
      await keys.create({ userId: owner.id, name: 'forever', ...everything }, start);
      await keys.create({ userId: owner.id, name: 'soon', ...everything, expiresAt: start + 10 }, start);
      const { record } = await keys.create({ userId: owner.id, name: 'gone', ...everything }, start);
      await keys.revoke(owner.id, record.id, start + 1);
      expect(await keys.countLive(owner.id, start + 5)).toBe(2);
      expect(await keys.countLive(owner.id, start + 10)).toBe(1);
    });

    it('go with the account', async () => {
      const keys = new ApiKeyRepository(db());
      const owner = await newUser(db());
      const { secret } = await keys.create({ userId: owner.id, name: 'k', ...everything }, start);
      await db().deleteFrom('users').where('id', '=', owner.id).execute();
      expect(await keys.findBySecret(secret)).toBeUndefined();
    });
  });

  describe('uses', () => {
    it('are noted unless one was noted less than the interval before', async () => {
      const keys = new ApiKeyRepository(db());
      const owner = await newUser(db());
      const { record, secret } = await keys.create({ userId: owner.id, name: 'k', ...everything }, start);
      const lastUse = async () => (await keys.findBySecret(secret))?.key.lastUsedAt;
      await keys.noteUse(record.id, start + 1000, 60_000);
      expect(await lastUse()).toBe(start + 1000);
      await keys.noteUse(record.id, start + 60_999, 60_000);
      expect(await lastUse()).toBe(start + 1000);
      await keys.noteUse(record.id, start + 61_000, 60_000);
      expect(await lastUse()).toBe(start + 61_000);
    });
  });

  describe('projects a key may name', () => {
    it('are the owner’s, in any region: the others are named in the order given', async () => {
      const keys = new ApiKeyRepository(db());
      const owner = await newUser(db());
      const here = await newProject(db(), { owner, region: 'eu-west-1' });
      const there = await newProject(db(), { owner, region: 'us-east-1' });
      const theirs = await newProject(db());
      expect(await keys.notOwned(owner.id, [here.uid, there.uid])).toEqual([]);
      expect(await keys.notOwned(owner.id, [theirs.uid, here.uid, 'nothing'])).toEqual([theirs.uid, 'nothing']);
      expect(await keys.notOwned(owner.id, [])).toEqual([]);
    });
  });
});
