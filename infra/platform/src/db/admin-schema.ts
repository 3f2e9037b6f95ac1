import type { Generated } from 'kysely';

/** The table of migration 0018 (docs/admin.md): every admin action, written when it is done. */
export interface AuditLogTable {
  id: Generated<number>;
  /** The admin's username. */
  who: string;
  /** The account acted on: the one assumed, or a copy's target. */
  whom: string;
  /** assume | copy */
  what: string;
  /** What else the action names (a copy's source, project, region, name and task). */
  detail: string;
  /** ISO time. */
  at: string;
}

export interface AdminTables {
  audit_log: AuditLogTable;
}
