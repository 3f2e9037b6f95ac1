import type { ClientErrorGroup, ClientErrorReport } from '@reelforge/contract';
import { sanitiseClientError } from '@reelforge/model/client-error-report';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';

/** What a report's fields are cut to, after cleaning (the contract refuses longer ones first). */
export const CLIENT_ERROR_LIMITS = { error: 2000, state: 200, version: 40 } as const;
/** The most distinct reports kept: a new one beyond this pushes out the one seen longest ago. */
export const CLIENT_ERROR_MAX_GROUPS = 10_000;
/** The admin list's length. */
export const CLIENT_ERROR_LIST_LIMIT = 500;

// Tags and comments, then anything left that could open one.
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<\/?[a-z!?][^>]*(?:>|$)/gi;
// Control characters except tab and newline.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * A report made safe to store and show: markup and control characters removed, then
 * tokens, passwords, signatures and long opaque strings replaced (sanitiseClientError of
 * @reelforge/model, the rule the console applies before sending), then cut to length. The
 * platform does it again: a report may come from anything that holds a sign-in token.
 */
export function cleanClientError(report: ClientErrorReport): ClientErrorReport {
  const clean = (text: string, max: number) =>
    cut(sanitiseClientError(text.replace(MARKUP, '').replace(CONTROL, '')).trim(), max);
  return {
    from: clean(report.from, CLIENT_ERROR_LIMITS.state),
    to: clean(report.to, CLIENT_ERROR_LIMITS.state),
    error: clean(report.error, CLIENT_ERROR_LIMITS.error) || '(empty)',
    version: clean(report.version, CLIENT_ERROR_LIMITS.version),
  };
}

/**
 * The console's failed state changes (docs/reference.md §8, docs/analytics.md "Client errors"),
 * grouped with counts.
 */
export class ClientErrorStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: Clock,
  ) {}

  /** Stores a cleaned report: a new group, or one more of an identical one. */
  async report(report: ClientErrorReport): Promise<void> {
    const clean = cleanClientError(report);
    const at = new Date(this.now()).toISOString();
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx
        .updateTable('client_errors')
        .set({ count: sql`count + 1`, last_at: at })
        .where('from_state', '=', clean.from)
        .where('to_state', '=', clean.to)
        .where('error', '=', clean.error)
        .where('version', '=', clean.version)
        .executeTakeFirst();
      if (Number(existing.numUpdatedRows) > 0) return;
      const { n } = await trx
        .selectFrom('client_errors')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) >= CLIENT_ERROR_MAX_GROUPS) {
        const oldest = trx
          .selectFrom('client_errors')
          .select('id')
          .orderBy('last_at')
          .orderBy('id')
          .limit(Number(n) - CLIENT_ERROR_MAX_GROUPS + 1);
        await trx.deleteFrom('client_errors').where('id', 'in', oldest).execute();
      }
      await trx
        .insertInto('client_errors')
        .values({
          from_state: clean.from,
          to_state: clean.to,
          error: clean.error,
          version: clean.version,
          count: 1,
          first_at: at,
          last_at: at,
        })
        // The same report arriving at once on another connection (PostgreSQL) counts, not fails.
        .onConflict((oc) =>
          oc
            .columns(['from_state', 'to_state', 'error', 'version'])
            .doUpdateSet({ count: sql`client_errors.count + 1`, last_at: at }),
        )
        .execute();
    });
  }

  /** The groups, last seen newest first. */
  async list(): Promise<ClientErrorGroup[]> {
    const rows = await this.db
      .selectFrom('client_errors')
      .selectAll()
      .orderBy('last_at', 'desc')
      .orderBy('id', 'desc')
      .limit(CLIENT_ERROR_LIST_LIMIT)
      .execute();
    return rows.map((row) => ({
      from: row.from_state,
      to: row.to_state,
      error: row.error,
      version: row.version,
      count: row.count,
      first: row.first_at,
      last: row.last_at,
    }));
  }
}
