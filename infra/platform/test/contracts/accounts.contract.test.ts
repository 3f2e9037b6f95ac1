import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/database-errors.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { sha256Hex } from '../../src/lib/secrets.ts';
import { SessionCredentialsRepository } from '../../src/accounts/session-credentials-store.ts';
import { TokenRepository } from '../../src/accounts/token-store.ts';
import { UserRepository } from '../../src/accounts/user-store.ts';
import { byCodePoint, eachAdapter, newUser, rejection, unique, useDatabase } from './database-adapters.ts';

// Accounts, sign-ins and their tokens, and session credentials: users.ts, tokens.ts,
// session-credentials.ts, and the case-insensitive search of text-search.ts they use.
eachAdapter((adapter) => {
  const db = useDatabase(adapter);

  describe('users', () => {
    it('come back as they were made, with a whole-number id and the admin flag as a boolean', async () => {
      const users = new UserRepository(db());
      const made = await users.create({ username: unique('ada'), password: '', passwordHash: 'h', isAdmin: true });
      expect(made).toEqual({ id: expect.any(Number), username: made.username, isAdmin: true });
      expect(await users.findByUsername(made.username)).toEqual(made);
      const plain = await users.create({ username: unique('bob'), password: '', passwordHash: 'h' });
      expect(plain.isAdmin).toBe(false);
      expect(plain.id).toBeGreaterThan(made.id);
      const count = await users.count();
      expect(typeof count).toBe('number');
      expect(count).toBeGreaterThanOrEqual(2);
    });

    it('are found by their exact name only: case counts', async () => {
      const users = new UserRepository(db());
      const name = unique('Grace');
      await users.create({ username: name, password: '', passwordHash: 'h' });
      expect(await users.findByUsername(name.toUpperCase())).toBeUndefined();
      expect(await users.findByUsername(name.toLowerCase())).toBeUndefined();
      expect(await users.findByUsername(`${name} `)).toBeUndefined();
    });

    it('refuse a second account of the same name with a unique-key error of the same kind', async () => {
      const users = new UserRepository(db());
      const name = unique('twice');
      await users.create({ username: name, password: '', passwordHash: 'h' });
      const error = await rejection(users.create({ username: name, password: '', passwordHash: 'h' }));
      expect(isUniqueViolation(error)).toBe(true);
      // A name that differs by case only is another account.
      await users.create({ username: name.toUpperCase(), password: '', passwordHash: 'h' });
    });

    it('authenticate by the stored hash: the right password, not a wrong one or an unknown user', async () => {
      const users = new UserRepository(db());
      const name = unique('pw');
      await users.create({
        username: name,
        password: '',
        passwordHash: await hashPassword('s3cret', { N: 1024, r: 8, p: 1 }),
      });
      expect(await users.authenticate(name, 's3cret')).toMatchObject({ username: name, isAdmin: false });
      expect(await users.authenticate(name, 'S3cret')).toBeUndefined();
      expect(await users.authenticate(unique('nobody'), 's3cret')).toBeUndefined();
    });

    it('are searched ignoring ASCII case, in code point order, with % _ and \\ of the text taken literally', async () => {
      const users = new UserRepository(db());
      const tag = unique('srch').replace(/-/g, '');
      const names = [
        `${tag}Zed`,
        `${tag}alma`,
        `${tag}Bert`,
        `${tag}b_rt`,
        `${tag}b%rt`,
        `${tag}b\\rt`,
        `${tag}bxrt`,
        `${tag}éa`,
        `${tag}😀`,
        `${tag}～`,
      ];
      for (const username of names) await users.create({ username, password: '', passwordHash: 'h' });
      // Code point order: upper case before lower case, accents and symbols after ASCII.
      expect(await users.search(tag)).toEqual(byCodePoint(names));
      expect(await users.search(tag.toUpperCase())).toEqual(byCodePoint(names));
      expect(await users.search(`${tag}BERT`)).toEqual([`${tag}Bert`]);
      expect(await users.search(`${tag}b_rt`)).toEqual([`${tag}b_rt`]);
      expect(await users.search(`${tag}b%rt`)).toEqual([`${tag}b%rt`]);
      expect(await users.search(`${tag}b\\rt`)).toEqual([`${tag}b\\rt`]);
      expect(await users.search('%')).toEqual([`${tag}b%rt`]);
      expect(await users.search(`${tag}😀`)).toEqual([`${tag}😀`]);
    });

    it('are searched without folding accents or the case of letters beyond ASCII (both databases alike)', async () => {
      const users = new UserRepository(db());
      const tag = unique('acc').replace(/-/g, '');
      await users.create({ username: `${tag}Émile`, password: '', passwordHash: 'h' });
      await users.create({ username: `${tag}Ölaf`, password: '', passwordHash: 'h' });
      expect(await users.search(`${tag}Émile`)).toEqual([`${tag}Émile`]);
      expect(await users.search(`${tag}ÉMILE`)).toEqual([`${tag}Émile`]);
      // SQLite's lower() folds ASCII only; PostgreSQL's under the C locale the same.
      expect(await users.search(`${tag}émile`)).toEqual([]);
      expect(await users.search(`${tag}emile`)).toEqual([]);
      expect(await users.search(`${tag}ölaf`)).toEqual([]);
    });

    it('search at most 50, the first 50 by name', async () => {
      const users = new UserRepository(db());
      const tag = unique('many').replace(/-/g, '');
      const names = Array.from({ length: 55 }, (_, i) => `${tag}${String(i).padStart(2, '0')}`);
      for (const username of names) await users.create({ username, password: '', passwordHash: 'h' });
      expect(await users.search(tag)).toEqual(names.slice(0, 50));
      expect(await users.search('')).toHaveLength(50);
    });
  });

  describe('tokens and sign-ins', () => {
    const lifetimes = { ttlMs: 60_000, sessionMaxMs: 3_600_000 };
    // Epoch milliseconds: far beyond 2^31.
    const start = Date.UTC(2031, 4, 6, 7, 8, 9, 123);

    it('issue a token that resolves to its user and sign-in, with times to the millisecond', async () => {
      let now = start;
      const tokens = new TokenRepository(db(), () => now, lifetimes);
      const user = await newUser(db());
      const issued = await tokens.issue(user.id);
      expect(issued.expiresAt).toBe(start + 60_000);
      const session = await tokens.resolve(issued.token);
      expect(session).toEqual({
        user,
        expiresAt: start + 60_000,
        sessionId: expect.any(String),
        sessionEndsAt: start + 3_600_000,
      });
      const stored = await db()
        .selectFrom('tokens')
        .selectAll()
        .where('token_hash', '=', sha256Hex(issued.token))
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        token_hash: sha256Hex(issued.token),
        user_id: user.id,
        expires_at: start + 60_000,
        created_at: start,
        session_id: session!.sessionId,
      });
      // Expiry is exclusive, to the millisecond.
      now = start + 59_999;
      expect(await tokens.resolve(issued.token)).toBeDefined();
      now = start + 60_000;
      expect(await tokens.resolve(issued.token)).toBeUndefined();
      expect(await tokens.resolve('no-such-token')).toBeUndefined();
    });

    it('renew within the sign-in, never past its end', async () => {
      let now = start;
      const tokens = new TokenRepository(db(), () => now, lifetimes);
      const user = await newUser(db());
      const first = await tokens.resolve((await tokens.issue(user.id)).token);
      now = start + 3_590_000;
      const renewed = await tokens.renew(first!);
      expect(renewed.expiresAt).toBe(start + 3_600_000);
      expect((await tokens.resolve(renewed.token))?.sessionId).toBe(first!.sessionId);
    });

    it('assume: the session names its admin, ends no later than the admin’s, and ends with it (cascade)', async () => {
      const now = start;
      const tokens = new TokenRepository(db(), () => now, lifetimes);
      const admin = await newUser(db(), unique('admin'), true);
      const user = await newUser(db());
      const adminToken = (await tokens.issue(admin.id)).token;
      const adminSession = (await tokens.resolve(adminToken))!;
      const assumedToken = (await tokens.issue(user.id, { ...adminSession, sessionEndsAt: start + 1_000 })).token;
      const assumed = await tokens.resolve(assumedToken);
      expect(assumed).toMatchObject({ user, assumedBy: admin, sessionEndsAt: start + 1_000, expiresAt: start + 1_000 });
      expect((await tokens.resolve(adminToken))?.assumedBy).toBeUndefined();
      const renewedAdmin = await tokens.renew(adminSession);

      await tokens.endSession(adminSession.sessionId);
      expect(await tokens.resolve(adminToken)).toBeUndefined();
      expect(await tokens.resolve(renewedAdmin.token)).toBeUndefined();
      expect(await tokens.resolve(assumedToken)).toBeUndefined();
      const left = await db()
        .selectFrom('tokens')
        .select('token_hash')
        .where('user_id', 'in', [admin.id, user.id])
        .execute();
      expect(left).toEqual([]);
      expect(
        await db().selectFrom('sign_in_sessions').select('id').where('user_id', 'in', [admin.id, user.id]).execute(),
      ).toEqual([]);
    });

    it('purge what expired, and keep what did not', async () => {
      let now = start;
      const tokens = new TokenRepository(db(), () => now, { ttlMs: 1_000, sessionMaxMs: 10_000 });
      const user = await newUser(db());
      const short = await tokens.issue(user.id);
      now = start + 5_000;
      const later = await tokens.issue(user.id);
      await tokens.purgeExpired();
      const hashes = (
        await db().selectFrom('tokens').select('token_hash').where('user_id', '=', user.id).execute()
      ).map((row) => row.token_hash);
      expect(hashes).toEqual([sha256Hex(later.token)]);
      expect(short.expiresAt).toBe(start + 1_000);
      now = start + 10_000;
      await tokens.purgeExpired();
      // The first sign-in ended: it went, its tokens with it; the second ends at 15,000.
      expect(
        await db().selectFrom('sign_in_sessions').select('started_at').where('user_id', '=', user.id).execute(),
      ).toEqual([{ started_at: start + 5_000 }]);
    });

    it('go with their user (cascade)', async () => {
      const tokens = new TokenRepository(db(), () => start, lifetimes);
      const user = await newUser(db());
      const issued = await tokens.issue(user.id);
      await db().deleteFrom('users').where('id', '=', user.id).execute();
      expect(await tokens.resolve(issued.token)).toBeUndefined();
      expect(await db().selectFrom('tokens').select('token_hash').where('user_id', '=', user.id).execute()).toEqual([]);
    });
  });

  describe('session credentials', () => {
    it('are stored by their digests with a 64-bit expiry, and the expired ones are removed on the next issue', async () => {
      let now = Date.UTC(2030, 0, 1);
      const credentials = new SessionCredentialsRepository(db(), () => now, 900_000);
      const user = await newUser(db());
      const first = await credentials.issue(user.id);
      expect(first.Expiration).toBe(new Date(now + 900_000).toISOString());
      const row = await db()
        .selectFrom('session_credentials')
        .selectAll()
        .where('access_key_id', '=', first.AccessKeyId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        access_key_id: first.AccessKeyId,
        secret_hash: sha256Hex(first.SecretAccessKey),
        session_token_hash: sha256Hex(first.SessionToken),
        user_id: user.id,
        expires_at: now + 900_000,
      });
      now += 900_000;
      const second = await credentials.issue(user.id);
      const left = await db()
        .selectFrom('session_credentials')
        .select('access_key_id')
        .where('user_id', '=', user.id)
        .execute();
      expect(left).toEqual([{ access_key_id: second.AccessKeyId }]);
    });
  });
});
