import type { AuditEntry, AuditList } from '@reelforge/contract';
import type { AuditAction, AuditPage } from '@reelforge/model/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { TokenSession } from './token-store.ts';

export interface AuditRecord {
  who: string;
  whom: string;
  what: AuditAction;
  detail?: string;
}

/**
 * Who an audit entry names for what `session` does: the person signed in. In a session an admin
 * assumed, that is the admin, never the account acted as (docs/admin.md "Audit").
 */
export function auditActor(session: TokenSession): string {
  return session.assumedBy?.username ?? session.user.username;
}

/** What an entry's detail adds for an action done in an assumed session: the account acted as. */
export function actingAsDetail(session: TokenSession): string {
  return session.assumedBy ? `acting as ${session.user.username}` : '';
}

/** The admin actions (docs/admin.md "Audit"), one row each, read newest first in pages. */
export class AuditLog {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: Clock,
  ) {}

  async record({ who, whom, what, detail = '' }: AuditRecord): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({ who, whom, what, detail, at: new Date(this.now()).toISOString() })
      .execute();
  }

  /** A page of entries older than `before` (the previous page's token), newest first. */
  async page({ before, size }: AuditPage): Promise<AuditList> {
    let query = this.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size + 1);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query.execute();
    const shown = rows.slice(0, size);
    const Entries: AuditEntry[] = shown.map((row) => ({
      who: row.who,
      whom: row.whom,
      what: row.what as AuditAction,
      detail: row.detail,
      when: row.at,
    }));
    const last = shown.at(-1);
    return {
      Entries,
      Metadata: { Count: Entries.length, ...(rows.length > size && last ? { PageToken: String(last.id) } : {}) },
    };
  }
}
