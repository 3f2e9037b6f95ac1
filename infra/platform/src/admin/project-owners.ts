import type { ProjectOwner } from '@reelforge/contract';
import { USER_BY_PROJECT_LIMIT } from '@reelforge/model/admin';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { containsIgnoringCase } from '../db/text-search.ts';
import { EXAMPLES_OWNER } from '../accounts/examples-owner.ts';

/**
 * Projects of any account in `region` whose uid is `text` or whose name or uid holds it
 * (case-insensitively; % and _ are plain characters), the exact
 * uid first, then by name; at most USER_BY_PROJECT_LIMIT. The example project's owner is
 * nobody to act as (docs/playground.md) and is left out.
 */
export async function projectOwners(db: Kysely<Database>, region: string, text: string): Promise<ProjectOwner[]> {
  const rows = await db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.owner_id')
    .select(['projects.uid', 'projects.name', 'projects.region', 'users.username'])
    .where('projects.region', '=', region)
    .where('users.username', '!=', EXAMPLES_OWNER)
    .where((eb) =>
      eb.or([
        eb('projects.uid', '=', text),
        containsIgnoringCase('projects.name', text),
        containsIgnoringCase('projects.uid', text),
      ]),
    )
    .orderBy(sql`projects.uid = ${text}`, 'desc')
    .orderBy('projects.name')
    .orderBy('projects.uid')
    .limit(USER_BY_PROJECT_LIMIT)
    .execute();
  return rows.map((row) => ({ uid: row.uid, name: row.name, region: row.region, owner: { username: row.username } }));
}
