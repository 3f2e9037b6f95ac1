import type { AnalyticsHit, AnalyticsSearchReply } from '@reelforge/contract';
import { renderCost, type CheckedSearch, type SecondsWindow } from '@reelforge/model/analytics';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toSession, type RenderSessionRow } from '../render/render-session-store.ts';

/** What a search is narrowed to besides its window; each one the caller's own (docs/analytics.md). */
export interface SearchFilters {
  project?: string;
  movie?: string;
  region?: string;
  errorsOnly?: boolean;
}

type Rollup = SelectQueryBuilder<Database, 'render_session_seconds', object>;

/**
 * A search of the owner's renders in a window: the histogram, regions, kinds and totals from the
 * per-second rollup in one pass, and a page of the hits (the newest sessions) beside them.
 */
export async function searchSessions(
  db: Kysely<Database>,
  ownerId: number,
  query: CheckedSearch,
  window: SecondsWindow,
  filters: SearchFilters,
): Promise<AnalyticsSearchReply> {
  const rollup = (): Rollup => {
    let select = db
      .selectFrom('render_session_seconds')
      .where('owner_id', '=', ownerId)
      .where('second', '>=', window.from)
      .where('second', '<', window.to);
    if (filters.project !== undefined) select = select.where('prjuid', '=', filters.project);
    if (filters.movie !== undefined) select = select.where('movie', '=', filters.movie);
    if (filters.region !== undefined) select = select.where('region', '=', filters.region);
    if (filters.errorsOnly) select = select.where('failed', '>', 0);
    return select;
  };
  const counted = filters.errorsOnly ? sql<number>`sum(failed)` : sql<number>`sum(renders)`;
  // Bound numbers arrive as reals: the cast makes the division whole (second >= from).
  const bucketOf = sql<number>`cast((second - ${query.from}) / ${query.interval} as integer)`;
  // One pass over the window's rollup rows, by bucket, region and kind: every aggregation from it.
  const rows = await rollup()
    .select([
      bucketOf.as('bucket'),
      'region',
      'kind',
      counted.as('count'),
      sql<number>`sum(failed)`.as('failed'),
      sql<number>`sum(seconds)`.as('seconds'),
      sql<number>`sum(cost)`.as('cost'),
    ])
    .groupBy(['bucket', 'region', 'kind'])
    .execute();
  const byBucket = new Map<number, { count: number; failed: number }>();
  const byRegion = new Map<string, number>();
  const byKind = new Map<string, number>();
  const totals = { renders: 0, failed: 0, seconds: 0, cost: 0 };
  for (const row of rows) {
    const count = Number(row.count);
    const bucket = byBucket.get(Number(row.bucket)) ?? { count: 0, failed: 0 };
    bucket.count += count;
    bucket.failed += Number(row.failed);
    byBucket.set(Number(row.bucket), bucket);
    byRegion.set(row.region, (byRegion.get(row.region) ?? 0) + count);
    byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + count);
    totals.renders += count;
    totals.failed += Number(row.failed);
    totals.seconds += Number(row.seconds);
    totals.cost += Number(row.cost);
  }
  const total = totals.renders;
  const buckets = Array.from({ length: query.buckets }, (_, index) => {
    const bucket = byBucket.get(index);
    return {
      key: (query.from + index * query.interval) * 1000,
      doc_count: bucket?.count ?? 0,
      errors: bucket?.failed ?? 0,
    };
  });
  const mostFirst = (counts: Map<string, number>) =>
    [...counts]
      .filter(([, count]) => count > 0)
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([key, doc_count]) => ({ key, doc_count }));

  let hits = db
    .selectFrom('render_sessions')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('timestamp', '>=', window.from * 1000)
    .where('timestamp', '<', window.to * 1000);
  if (filters.project !== undefined) hits = hits.where('prjuid', '=', filters.project);
  if (filters.movie !== undefined) hits = hits.where('movie', '=', filters.movie);
  if (filters.region !== undefined) hits = hits.where('region', '=', filters.region);
  if (filters.errorsOnly) hits = hits.where('success', '=', 0);
  // The hits are the renders the counts count: no system work, no cancelled render.
  // (Written as the partial index of migration 0020 says it, so the planner takes it.)
  hits = hits.where(sql<boolean>`kind <> 'system'`).where('cancelled', 'is', null);
  const page =
    query.size === 0
      ? []
      : await hits.orderBy('timestamp', 'desc').orderBy('id').limit(query.size).offset(query.offset).execute();

  return {
    aggregations: {
      renders: { buckets },
      regions: { buckets: mostFirst(byRegion) },
      kinds: { buckets: mostFirst(byKind) },
      totals: {
        renders: totals.renders,
        failed: totals.failed,
        seconds: roundCost(totals.seconds),
        cost: roundCost(totals.cost),
      },
    },
    hits: { total, hits: page.map(toHit) },
  };
}

/** Sums of seconds and weighted seconds, to thousandths: the same rounding for the search and the stats. */
export const roundCost = (n: number) => Math.round(n * 1000) / 1000;

/** A hit with its cost by the one rule (renderCost), as the rollup sums it. */
function toHit(row: RenderSessionRow): AnalyticsHit {
  const { cancelled: _cancelled, ...session } = toSession(row);
  return { ...session, cost: roundCost(renderCost(session)) };
}
