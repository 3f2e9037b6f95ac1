import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { containsIgnoringCase } from '../db/text-search.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/password.ts';

export interface User {
  id: number;
  username: string;
  isAdmin: boolean;
}

export interface NewUser {
  username: string;
  password: string;
  isAdmin?: boolean;
  /** The password's hash when it is made already (lib/password.ts): stored as it is. */
  passwordHash?: string;
}

const SEARCH_LIMIT = 50;

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create({ username, password, isAdmin = false, passwordHash }: NewUser): Promise<User> {
    const row = await this.db
      .insertInto('users')
      .values({
        username,
        password_hash: passwordHash ?? (await hashPassword(password)),
        is_admin: isAdmin ? 1 : 0,
        created_at: new Date().toISOString(),
      })
      .returning(['id', 'username', 'is_admin'])
      .executeTakeFirstOrThrow();
    return toUser(row);
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
  async authenticate(username: string, password: string): Promise<User | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'username', 'is_admin', 'password_hash'])
      .where('username', '=', username)
      .executeTakeFirst();
    if (!row) {
      await burnPasswordCheck(password);
      return undefined;
    }
    return (await verifyPassword(password, row.password_hash)) ? toUser(row) : undefined;
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
}

function toUser(row: { id: number; username: string; is_admin: number }): User {
  return { id: row.id, username: row.username, isAdmin: row.is_admin === 1 };
}
