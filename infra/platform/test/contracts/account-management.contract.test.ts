import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/database-errors.ts';
import { EXAMPLES_OWNER } from '../../src/accounts/examples-owner.ts';
import { TokenRepository } from '../../src/accounts/token-store.ts';
import { UserRepository } from '../../src/accounts/user-store.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { eachAdapter, newUser, rejection, unique, useDatabase } from './database-adapters.ts';

// The accounts people manage (user-store.ts, docs/accounts.md): identities of single sign-on,
// disabled accounts, last sign-ins, changes under a guard, and the ends of an account's tokens.
eachAdapter((adapter) => {
  const db = useDatabase(adapter);
  const start = Date.UTC(2031, 4, 6, 7, 8, 9, 123);
  const lifetimes = { ttlMs: 60_000, sessionMaxMs: 3_600_000 };
  const cost = { N: 1024, r: 8, p: 1 };

  describe('identities', () => {
    it('make an account without a password, found by issuer and subject only', async () => {
      const users = new UserRepository(db());
      const username = unique('sso');
      const made = await users.createWithIdentity({
        username,
        email: 'ada@example.com',
        issuer: 'https://id.example.com',
        subject: username,
        isAdmin: true,
      });
      expect(made).toEqual({ id: expect.any(Number), username, isAdmin: true, disabledAt: null });
      expect(await users.findByIdentity('https://id.example.com', username)).toEqual(made);
      expect(await users.findByIdentity('https://other.example.com', username)).toBeUndefined();
      expect(await users.findByIdentity('https://id.example.com', `${username}x`)).toBeUndefined();
      expect(await users.account({ id: made.id })).toMatchObject({
        email: 'ada@example.com',
        singleSignOn: true,
        hasPassword: false,
      });
      // No password signs it in, not even an empty one or the marker it stores.
      for (const password of ['', 'none']) expect(await users.authenticate(username, password)).toBeUndefined();
      expect(await users.hasPassword(made.id, 'none')).toBe(false);
    });

    it('are one account each: the same issuer and subject twice is a unique-key error', async () => {
      const users = new UserRepository(db());
      const subject = unique('subject');
      const identity = { email: null, issuer: 'https://id.example.com', subject, isAdmin: false };
      await users.createWithIdentity({ ...identity, username: unique('first') });
      expect(
        isUniqueViolation(await rejection(users.createWithIdentity({ ...identity, username: unique('second') }))),
      ).toBe(true);
    });

    it('take a role as told, whether there is such an account', async () => {
      const users = new UserRepository(db());
      const user = await newUser(db());
      expect(await users.setAdmin(user.id, true)).toBe(true);
      expect((await users.findByUsername(user.username))?.isAdmin).toBe(true);
      expect(await users.setAdmin(user.id, false)).toBe(true);
      expect((await users.findByUsername(user.username))?.isAdmin).toBe(false);
      expect(await users.setAdmin(2 ** 40, true)).toBe(false);
    });
  });

  describe('accounts', () => {
    it('sign in by password with the time they were disabled, and keep their last sign-in to the millisecond', async () => {
      const users = new UserRepository(db());
      const username = unique('pw');
      await users.create({ username, password: '', passwordHash: await hashPassword('s3cret', cost) });
      const signedIn = await users.authenticate(username, 's3cret');
      expect(signedIn).toEqual({ id: expect.any(Number), username, isAdmin: false, disabledAt: null });
      await users.recordSignIn(signedIn!.id, start);
      expect(await users.account({ username })).toMatchObject({
        lastSignInAt: start,
        disabledAt: null,
        hasPassword: true,
      });
      await users.change(signedIn!.id, { active: false }, start + 1, () => undefined);
      expect(await users.authenticate(username, 's3cret')).toMatchObject({ disabledAt: start + 1 });
    });

    it('change password, with the time it changed', async () => {
      const users = new UserRepository(db());
      const user = await newUser(db());
      expect(await users.setPassword(user.id, 'a new long password', start)).toBe(true);
      expect(await users.hasPassword(user.id, 'a new long password')).toBe(true);
      expect(await users.hasPassword(user.id, 'A new long password')).toBe(false);
      expect(await users.authenticate(user.username, 'a new long password')).toMatchObject({ id: user.id });
      const row = await db()
        .selectFrom('users')
        .select('password_changed_at')
        .where('id', '=', user.id)
        .executeTakeFirst();
      expect(row).toEqual({ password_changed_at: start });
      expect(await users.setPassword(2 ** 40, 'whatever it is', start)).toBe(false);
    });

    it('are listed with every field, by name whatever the ASCII case, without the playground’s owner', async () => {
      const users = new UserRepository(db());
      const tag = unique('list').replace(/-/g, '');
      for (const username of [`${tag}b`, `${tag}A`, `${tag}a`, `${tag}C`])
        await users.create({
          username,
          password: '',
          passwordHash: 'h',
          email: username.endsWith('C') ? 'c@x.y' : null,
        });
      if (!(await users.findByUsername(EXAMPLES_OWNER)))
        await users.create({ username: EXAMPLES_OWNER, password: '', passwordHash: 'h' });
      const listed = await users.accounts();
      expect(listed.map((account) => account.username).filter((name) => name.startsWith(tag))).toEqual([
        `${tag}A`,
        `${tag}a`,
        `${tag}b`,
        `${tag}C`,
      ]);
      expect(listed.map((account) => account.username)).not.toContain(EXAMPLES_OWNER);
      expect(listed.find((account) => account.username === `${tag}C`)).toEqual({
        id: expect.any(Number),
        username: `${tag}C`,
        isAdmin: false,
        disabledAt: null,
        email: 'c@x.y',
        lastSignInAt: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        singleSignOn: false,
        hasPassword: true,
      });
      expect(await users.account({ username: EXAMPLES_OWNER })).toBeUndefined();
    });

    it('change under a guard that sees them before and after and the other active admins', async () => {
      const users = new UserRepository(db());
      const admin = await newUser(db(), unique('admin'), true);
      const seen: Array<[boolean, number | null, boolean, number | null, number]> = [];
      const guard = (before: { isAdmin: boolean; disabledAt: number | null }, after: typeof before, others: number) => {
        seen.push([before.isAdmin, before.disabledAt, after.isAdmin, after.disabledAt, others]);
        return undefined;
      };
      const baseline = Number(
        (
          await db()
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('is_admin', '=', 1)
            .where('disabled_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).count,
      );
      const disabled = await users.change(admin.id, { active: false }, start, guard);
      expect(disabled).toMatchObject({ before: { disabledAt: null }, after: { disabledAt: start, isAdmin: true } });
      // Disabled again: the first time is kept.
      await users.change(admin.id, { active: false }, start + 5, guard);
      await users.change(admin.id, { active: true, isAdmin: false }, start + 6, guard);
      expect(seen).toEqual([
        [true, null, true, start, baseline - 1],
        [true, start, true, start, baseline - 1],
        [true, start, false, null, baseline - 1],
      ]);
      expect(await users.account({ id: admin.id })).toMatchObject({ isAdmin: false, disabledAt: null });
    });

    it('keep what a guard refuses, and change nothing of an unknown account', async () => {
      const users = new UserRepository(db());
      const admin = await newUser(db(), unique('admin'), true);
      expect(await users.change(admin.id, { isAdmin: false }, start, () => 'not this one')).toEqual({
        refused: 'not this one',
      });
      expect(await users.account({ id: admin.id })).toMatchObject({ isAdmin: true, disabledAt: null });
      expect(await users.change(2 ** 40, { isAdmin: false }, start, () => undefined)).toBeUndefined();
    });
  });

  describe('two admins, alone in their database', () => {
    const own = useDatabase(adapter);

    it('disabling each other at once: one goes through, never both', async () => {
      const users = new UserRepository(own());
      const first = await newUser(own(), unique('a'), true);
      const second = await newUser(own(), unique('b'), true);
      const lastAdmin = (_before: unknown, _after: unknown, others: number) => (others > 0 ? undefined : 'the last');
      const outcomes = await Promise.all(
        [first, second].map((admin) => users.change(admin.id, { active: false }, start, lastAdmin)),
      );
      expect(outcomes.filter((outcome) => outcome && 'after' in outcome)).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome && 'refused' in outcome)).toEqual([{ refused: 'the last' }]);
      expect((await users.accounts()).filter((account) => account.disabledAt === null)).toHaveLength(1);
    });
  });

  describe('tokens of an account', () => {
    it('end all at once, sessions assumed as it too; a disabled account’s token is refused even if one survived', async () => {
      const tokens = new TokenRepository(db(), () => start, lifetimes);
      const users = new UserRepository(db());
      const admin = await newUser(db(), unique('admin'), true);
      const user = await newUser(db());
      const first = await tokens.issue(user.id);
      const second = await tokens.issue(user.id);
      const adminSession = (await tokens.resolve((await tokens.issue(admin.id)).token))!;
      const assumed = await tokens.issue(user.id, adminSession);
      await tokens.endAllOf(user.id);
      for (const { token } of [first, second, assumed]) expect(await tokens.resolve(token)).toBeUndefined();
      expect(await tokens.resolve((await tokens.issue(admin.id)).token)).toBeDefined();

      const survivor = await tokens.issue(user.id);
      await users.change(user.id, { active: false }, start, () => undefined);
      expect(await tokens.resolve(survivor.token)).toBeUndefined();
      await users.change(user.id, { active: true }, start, () => undefined);
      expect(await tokens.resolve(survivor.token)).toBeDefined();
    });

    it('refuse a session assumed by an admin who was disabled since', async () => {
      const tokens = new TokenRepository(db(), () => start, lifetimes);
      const users = new UserRepository(db());
      const admin = await newUser(db(), unique('admin'), true);
      const user = await newUser(db());
      const adminSession = (await tokens.resolve((await tokens.issue(admin.id)).token))!;
      const assumed = await tokens.issue(user.id, adminSession);
      await users.change(admin.id, { active: false }, start, () => undefined);
      expect(await tokens.resolve(assumed.token)).toBeUndefined();
    });

    it('end but the token that asks: its own sign-in’s other tokens and every other sign-in go', async () => {
      const tokens = new TokenRepository(db(), () => start, lifetimes);
      const user = await newUser(db());
      const other = await newUser(db());
      const kept = await tokens.issue(user.id);
      const session = (await tokens.resolve(kept.token))!;
      const renewed = await tokens.renew(session);
      const elsewhere = await tokens.issue(user.id);
      const someoneElse = await tokens.issue(other.id);
      await tokens.endAllOfBut(session, kept.token);
      expect(await tokens.resolve(kept.token)).toMatchObject({ sessionId: session.sessionId });
      expect(await tokens.resolve(renewed.token)).toBeUndefined();
      expect(await tokens.resolve(elsewhere.token)).toBeUndefined();
      expect(await tokens.resolve(someoneElse.token)).toBeDefined();
    });
  });
});
