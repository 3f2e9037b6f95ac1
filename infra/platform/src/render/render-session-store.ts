import { renderCost } from '@reelforge/model/analytics';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { RenderSessionSecondsTable } from '../db/analytics-schema.ts';
import type { Database, RenderErrorsTable, RenderSessionsTable } from '../db/schema.ts';
import { countedKind } from './session-kinds.ts';

export type RenderSessionRow = Selectable<RenderSessionsTable>;
/** A session as recorded: `kind` defaults to export, `cancelled` to none. */
export type NewRenderSessionRow = Insertable<RenderSessionsTable>;

/** A render session's analytics record (docs/reference.md §3 and the render analytics of §7). */
export interface RenderSession {
  sessionid: string;
  timestamp: string;
  prjuid: string;
  movie: string;
  region: string;
  origin: string;
  format: string;
  width: number;
  height: number;
  duration: number;
  frames: number;
  success: boolean;
  elapsed_ms: number;
  /** What it was asked for: export, frame, share, batch, or system (not counted). */
  kind: string;
  /** Why it was stopped on purpose; absent for a render that ended. */
  cancelled?: string;
}

/** docs/reference.md §3 "Error log entry". */
export interface ErrorLogEntry {
  '@timestamp': string;
  sessionid: string;
  message: string;
  scenes: string[];
  context: string;
  frame: number | null;
}

export interface NewErrorLogEntry {
  message: string;
  scenes: string[];
  context: string;
  frame: number | null;
}

export interface SessionQuery {
  ownerId: number;
  /** Epoch milliseconds, inclusive from, exclusive to. */
  from?: number;
  to?: number;
  prjuid?: string;
  movie?: string;
  region?: string;
  renderId?: string;
  errorsOnly?: boolean;
  limit?: number;
}

/**
 * Render sessions and their error logs: written by every render, read by the
 * analytics. Every read is scoped by the owner.
 */
export class RenderSessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(row: NewRenderSessionRow, errors: readonly NewErrorLogEntry[] = []): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('render_sessions').values(row).execute();
      await addToRollup(trx, [row]);
      if (errors.length === 0) return;
      await trx
        .insertInto('render_errors')
        .values(
          errors.map((error) => ({
            session_id: row.id,
            timestamp: row.timestamp + row.elapsed_ms,
            message: error.message,
            scenes: JSON.stringify(error.scenes),
            context: error.context,
            frame: error.frame,
          })),
        )
        .execute();
    });
  }

  /**
   * Many sessions at once, without error logs (imports, the analytics benchmark): the same
   * rows and rollup as one record() each, in one transaction.
   */
  async recordMany(rows: readonly NewRenderSessionRow[]): Promise<void> {
    if (rows.length === 0) return;
    // Each row names its kind: a column some rows of a statement leave out is DEFAULT on
    // PostgreSQL but NULL on SQLite (which has no DEFAULT in VALUES), refused by its NOT NULL.
    const written = rows.map((row) => ({ ...row, kind: row.kind ?? 'export' }));
    await this.db.transaction().execute(async (trx) => {
      // SQLite takes at most 32,766 bound values a statement: at most 17 a row.
      for (let start = 0; start < written.length; start += 1900)
        await trx
          .insertInto('render_sessions')
          .values(written.slice(start, start + 1900))
          .execute();
      await addToRollup(trx, rows);
    });
  }

  async get(ownerId: number, sessionId: string): Promise<RenderSession | undefined> {
    const row = await this.db
      .selectFrom('render_sessions')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return row && toSession(row);
  }

  /** Newest first. */
  async list(query: SessionQuery): Promise<RenderSession[]> {
    let select = this.db.selectFrom('render_sessions').selectAll().where('owner_id', '=', query.ownerId);
    if (query.from !== undefined) select = select.where('timestamp', '>=', query.from);
    if (query.to !== undefined) select = select.where('timestamp', '<', query.to);
    if (query.prjuid !== undefined) select = select.where('prjuid', '=', query.prjuid);
    if (query.movie !== undefined) select = select.where('movie', '=', query.movie);
    if (query.region !== undefined) select = select.where('region', '=', query.region);
    if (query.renderId !== undefined) select = select.where('render_id', '=', query.renderId);
    if (query.errorsOnly) select = select.where('success', '=', 0);
    const rows = await select
      .orderBy('timestamp', 'desc')
      .orderBy('id')
      .limit(query.limit ?? 10_000)
      .execute();
    return rows.map(toSession);
  }

  /** The error log of a session, oldest first, a page at a time. */
  async errors(ownerId: number, sessionId: string, { offset = 0, limit = 500 } = {}): Promise<ErrorLogEntry[]> {
    const rows = await this.db
      .selectFrom('render_errors')
      .innerJoin('render_sessions', 'render_sessions.id', 'render_errors.session_id')
      .select([
        'render_errors.session_id',
        'render_errors.timestamp',
        'render_errors.message',
        'render_errors.scenes',
        'render_errors.context',
        'render_errors.frame',
      ])
      .where('render_sessions.owner_id', '=', ownerId)
      .where('render_errors.session_id', '=', sessionId)
      .orderBy('render_errors.id')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map(errorLogEntry);
  }
}

/**
 * Adds sessions to the per-second rollup the analytics read (docs/analytics.md "The rollup"):
 * renders and failed ones per owner, second, project, movie, region and kind, and the seconds
 * and cost (renderCost: weighted seconds) of the successful ones. System work and cancelled
 * renders are not renders a person asked for that ended: they are not counted.
 */
async function addToRollup(db: Kysely<Database>, rows: readonly NewRenderSessionRow[]): Promise<void> {
  const sums = new Map<string, RenderSessionSecondsTable>();
  for (const row of rows) {
    const kind = row.kind ?? 'export';
    if (!countedKind(kind) || (row.cancelled ?? null) !== null) continue;
    const ok = row.success === 1;
    const key = {
      owner_id: row.owner_id,
      second: Math.floor(row.timestamp / 1000),
      prjuid: row.prjuid,
      movie: row.movie,
      region: row.region,
      kind,
    };
    const id = JSON.stringify(Object.values(key));
    const sum = sums.get(id) ?? { ...key, renders: 0, failed: 0, seconds: 0, cost: 0 };
    sum.renders += 1;
    if (ok) sum.seconds += row.duration;
    else sum.failed += 1;
    sum.cost += renderCost({ ...row, success: ok });
    sums.set(id, sum);
  }
  const values = [...sums.values()];
  // 10 bound values a row.
  for (let start = 0; start < values.length; start += 3000) {
    await db
      .insertInto('render_session_seconds')
      .values(values.slice(start, start + 3000))
      .onConflict((oc) =>
        oc.columns(['owner_id', 'second', 'prjuid', 'movie', 'region', 'kind']).doUpdateSet({
          renders: sql`render_session_seconds.renders + excluded.renders`,
          failed: sql`render_session_seconds.failed + excluded.failed`,
          seconds: sql`render_session_seconds.seconds + excluded.seconds`,
          cost: sql`render_session_seconds.cost + excluded.cost`,
        }),
      )
      .execute();
  }
}

/** A stored row as the analytics record callers read (docs/analytics.md): an ISO time, success as a boolean. */
export function toSession(row: RenderSessionRow): RenderSession {
  return {
    sessionid: row.id,
    timestamp: new Date(row.timestamp).toISOString(),
    prjuid: row.prjuid,
    movie: row.movie,
    region: row.region,
    origin: row.origin,
    format: row.format,
    width: row.width,
    height: row.height,
    duration: row.duration,
    frames: row.frames,
    success: row.success === 1,
    elapsed_ms: row.elapsed_ms,
    kind: row.kind,
    ...(row.cancelled === null ? {} : { cancelled: row.cancelled }),
  };
}

/** A stored error log row as the error log's calls answer it. */
export function errorLogEntry(
  row: Pick<Selectable<RenderErrorsTable>, 'session_id' | 'timestamp' | 'message' | 'scenes' | 'context' | 'frame'>,
): ErrorLogEntry {
  return {
    '@timestamp': new Date(row.timestamp).toISOString(),
    sessionid: row.session_id,
    message: row.message,
    scenes: JSON.parse(row.scenes) as string[],
    context: row.context,
    frame: row.frame,
  };
}
