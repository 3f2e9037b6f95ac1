import type {
  AnalyticsSearchReply,
  ProjectStatsReply,
  SessionErrorsReply,
  TokenMappingReply,
} from '@reelforge/contract';
import type { CheckedSearch, SecondsWindow } from '@reelforge/model/analytics';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { sha256Hex } from '../lib/secrets.ts';
import { errorLogEntry, type RenderSessionRow } from '../render/render-session-store.ts';
import { roundCost, searchSessions, type SearchFilters } from './analytics-search.ts';

/** The most session ids one token maps to. */
export const MAX_CHILD_TOKENS = 10_000;

/**
 * The analytics host's reads (docs/reference.md §7, docs/analytics.md). Every read is scoped
 * by the owner first: another user's sessions are never counted, whatever the filters name.
 * Counts come from the per-second rollup (`render_session_seconds`, kept in step by
 * RenderSessionRepository.record); hits and error logs from the sessions themselves.
 */
export class SessionAnalytics {
  constructor(private readonly db: Kysely<Database>) {}

  /** The histogram, regions, kinds and totals of a window, and a page of its hits (`searchSessions`). */
  search(
    ownerId: number,
    query: CheckedSearch,
    window: SecondsWindow,
    filters: SearchFilters,
  ): Promise<AnalyticsSearchReply> {
    return searchSessions(this.db, ownerId, query, window, filters);
  }

  /**
   * Renders, seconds and cost per month and project (UTC months) of one region's renders,
   * with the projects' names while they exist.
   */
  async projectStats(
    ownerId: number,
    region: string,
    window: SecondsWindow & { months: string[] },
  ): Promise<ProjectStatsReply> {
    const month = isPostgres(this.db)
      ? sql<string>`to_char(to_timestamp(render_session_seconds.second) at time zone 'UTC', 'YYYY-MM')`
      : sql<string>`strftime('%Y-%m', render_session_seconds.second, 'unixepoch')`;
    const rows = await this.db
      .selectFrom('render_session_seconds')
      .leftJoin('projects', (join) =>
        join.onRef('projects.uid', '=', 'render_session_seconds.prjuid').on('projects.owner_id', '=', ownerId),
      )
      .select([
        month.as('month'),
        'render_session_seconds.prjuid as prjuid',
        'render_session_seconds.region as region',
        'render_session_seconds.kind as kind',
        sql<string | null>`max(projects.name)`.as('name'),
        sql<number>`sum(render_session_seconds.renders)`.as('renders'),
        sql<number>`sum(render_session_seconds.failed)`.as('failed'),
        sql<number>`coalesce(sum(render_session_seconds.seconds), 0)`.as('seconds'),
        sql<number>`coalesce(sum(render_session_seconds.cost), 0)`.as('cost'),
      ])
      .where('render_session_seconds.owner_id', '=', ownerId)
      .where('render_session_seconds.region', '=', region)
      .where('render_session_seconds.second', '>=', window.from)
      .where('render_session_seconds.second', '<', window.to)
      .groupBy([
        'month',
        'render_session_seconds.prjuid',
        'render_session_seconds.region',
        'render_session_seconds.kind',
      ])
      .orderBy('month')
      .orderBy('prjuid')
      .execute();
    const totals = { renders: 0, failed: 0, seconds: 0, cost: 0 };
    // One row per month and project, its renders by kind beside the sums (rows come by month and project).
    const out: ProjectStatsReply['rows'] = [];
    for (const row of rows) {
      const renders = Number(row.renders);
      totals.renders += renders;
      totals.failed += Number(row.failed);
      totals.seconds += Number(row.seconds);
      totals.cost += Number(row.cost);
      let last = out.at(-1);
      if (!last || last.month !== row.month || last.prjuid !== row.prjuid) {
        last = {
          prjuid: row.prjuid,
          ...(row.name === null ? {} : { name: row.name }),
          region: row.region,
          month: row.month,
          renders: 0,
          failed: 0,
          seconds: 0,
          cost: 0,
          kinds: {},
        };
        out.push(last);
      }
      last.renders += renders;
      last.failed += Number(row.failed);
      last.seconds += Number(row.seconds);
      last.cost += Number(row.cost);
      last.kinds = { ...last.kinds, [row.kind]: (last.kinds?.[row.kind] ?? 0) + renders };
    }
    for (const row of out) {
      row.seconds = roundCost(row.seconds);
      row.cost = roundCost(row.cost);
    }
    return {
      from: window.from,
      to: window.to,
      months: window.months,
      rows: out,
      totals: {
        renders: totals.renders,
        failed: totals.failed,
        seconds: roundCost(totals.seconds),
        cost: roundCost(totals.cost),
      },
    };
  }

  /** The caller's session of that project, or undefined (someone else's, or none). */
  async ownSession(ownerId: number, prjuid: string, sessionId: string): Promise<RenderSessionRow | undefined> {
    return this.db
      .selectFrom('render_sessions')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('id', '=', sessionId)
      .where('prjuid', '=', prjuid)
      .executeTakeFirst();
  }

  /** One page of a session's error log within a window (epoch seconds), oldest first, and its total. */
  async sessionErrors(
    sessionId: string,
    window: SecondsWindow | undefined,
    page: { offset: number; limit: number },
  ): Promise<SessionErrorsReply> {
    let select = this.db.selectFrom('render_errors').where('session_id', '=', sessionId);
    if (window) select = select.where('timestamp', '>=', window.from * 1000).where('timestamp', '<', window.to * 1000);
    const [count, rows] = await Promise.all([
      select.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      select.selectAll().orderBy('id').offset(page.offset).limit(page.limit).execute(),
    ]);
    return {
      total: Number(count.n),
      errorlogs: rows.map(errorLogEntry),
    };
  }

  /**
   * A token's renders, oldest first: a batch queue's rows, a render token's renders, or a
   * session itself. Nothing of another user's is found.
   */
  async tokenMapping(ownerId: number, token: string, window: SecondsWindow | undefined): Promise<TokenMappingReply> {
    const children = async (column: 'parent_token' | 'render_id' | 'id', value = token) => {
      let select = this.db
        .selectFrom('render_sessions')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where(column, '=', value);
      if (window)
        select = select.where('timestamp', '>=', window.from * 1000).where('timestamp', '<', window.to * 1000);
      return (await select.orderBy('timestamp').orderBy('id').limit(MAX_CHILD_TOKENS).execute()).map((row) => row.id);
    };
    const run = await this.db
      .selectFrom('batch_runs')
      .select('id')
      .where('owner_id', '=', ownerId)
      .where('id', '=', token)
      .executeTakeFirst();
    if (run) return { mappings: [{ parenttoken: token, childtokens: await children('parent_token') }] };
    // A render token is stored by its hash only; its sessions name the record's id.
    const render = await this.db
      .selectFrom('renders')
      .select('id')
      .where('owner_id', '=', ownerId)
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirst();
    if (render) return { mappings: [{ parenttoken: token, childtokens: await children('render_id', render.id) }] };
    const own = await children('id');
    return { mappings: own.length === 0 ? [] : [{ parenttoken: token, childtokens: own }] };
  }
}
