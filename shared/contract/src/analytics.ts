import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, boolean, integer, number, object, string } from './schema.js';

/**
 * The analytics host (`/r/{region}/analytics`, docs/reference.md §7 "Analytics host"): the
 * search, the project stats and the query descriptions; a session's error log and the token
 * mapping are in analytics-sessions.ts, the console's error reports in client-errors.ts.
 * Every answer counts only the signed-in user's own render sessions. See docs/analytics.md.
 *
 * Numbers that travel in the address (`from`, `to`, `start`, `end`, `pagesize`, ...) are
 * strings here and read by the rules of @reelforge/model (analytics-query.ts), so a bad one
 * is a 400 with a message naming it.
 */

// ---------------------------------------------------------------- search

/**
 * POST /search?start&end: the body. `from` and `to` are epoch seconds (from inclusive, to
 * exclusive), `interval` the bucket size in seconds (docs/reference.md §9 "Analytics").
 * `project` is a prjuid. Hits are the newest first, `size` of them (default 50, at most
 * 1,000) after skipping `offset`.
 */
export const analyticsSearchBody = object(
  {
    project: string(),
    movie: string(),
    region: string(),
    from: number(),
    to: number(),
    interval: number(),
    errorsOnly: boolean(),
    size: integer(),
    offset: integer(),
  },
  ['from', 'to', 'interval'],
);
export type AnalyticsSearchBody = FromSchema<typeof analyticsSearchBody>;

/** ?start&end (epoch seconds, optional): narrow the body's window further (the intersection counts). */
export const analyticsWindowQuery = object({ start: string(), end: string() }, [], { open: true });
export type AnalyticsWindowQuery = FromSchema<typeof analyticsWindowQuery>;

/** One bucket of the histogram: `key` its start (epoch ms), its renders and failed ones. */
export const rendersBucketSchema = object({ key: number(), doc_count: integer(), errors: integer() }, [
  'key',
  'doc_count',
  'errors',
]);
export type RendersBucket = FromSchema<typeof rendersBucketSchema>;

/** Renders by region: `key` a region name. */
export const regionBucketSchema = object({ key: string(), doc_count: integer() }, ['key', 'doc_count']);
export type RegionBucket = FromSchema<typeof regionBucketSchema>;

/** A render session as a hit (docs/reference.md §3): `timestamp` an ISO time, `success` false for a failed render. */
export const analyticsHitSchema = object(
  {
    timestamp: string(),
    sessionid: string(),
    prjuid: string(),
    movie: string(),
    region: string(),
    origin: string(),
    format: string(),
    width: integer(),
    height: integer(),
    /** Seconds of movie rendered. */
    duration: number(),
    frames: integer(),
    success: boolean(),
    elapsed_ms: integer(),
    /** What it was asked for: export, frame, share or batch (docs/analytics.md "What counts"). */
    kind: string(),
    /**
     * Its weighted seconds (renderCost of @reelforge/model, 0 for a failed render), as the
     * totals and the stats sum them.
     */
    cost: number(),
  },
  [
    'timestamp',
    'sessionid',
    'prjuid',
    'movie',
    'region',
    'origin',
    'format',
    'width',
    'height',
    'duration',
    'frames',
    'success',
    'elapsed_ms',
  ],
);
export type AnalyticsHit = FromSchema<typeof analyticsHitSchema>;

/** Sums of renders, seconds and cost. */
export const statsTotalsSchema = object({ renders: integer(), failed: integer(), seconds: number(), cost: number() }, [
  'renders',
  'failed',
  'seconds',
  'cost',
]);
export type StatsTotals = FromSchema<typeof statsTotalsSchema>;

/**
 * The answer of POST /search: every bucket of [from, to) (empty ones with 0), the regions
 * with renders (most first), and the page of hits with the total matching. Any region's
 * host searches the caller's renders of every region (`region` narrows to one).
 */
export const analyticsSearchReply = object(
  {
    aggregations: object(
      {
        renders: object({ buckets: arrayOf(rendersBucketSchema) }, ['buckets']),
        regions: object({ buckets: arrayOf(regionBucketSchema) }, ['buckets']),
        /** Renders by kind (export, frame, share, batch), most first. */
        kinds: object({ buckets: arrayOf(regionBucketSchema) }, ['buckets']),
        /**
         * Over every matching render (not only the page of hits): renders, failed, seconds
         * rendered, cost (weighted seconds), as the project stats count them.
         */
        totals: statsTotalsSchema,
      },
      ['renders', 'regions'],
    ),
    hits: object({ total: integer(), hits: arrayOf(analyticsHitSchema) }, ['total', 'hits']),
  },
  ['aggregations', 'hits'],
);
export type AnalyticsSearchReply = FromSchema<typeof analyticsSearchReply>;

// ---------------------------------------------------------------- project stats

/** GET /project/stats/{from}/{to}: epoch seconds, from inclusive, to exclusive. */
export const projectStatsParams = object({ from: string(), to: string() }, ['from', 'to'], { open: true });
export type ProjectStatsParams = FromSchema<typeof projectStatsParams>;

/**
 * One project's renders in one calendar month (UTC, `month` as `YYYY-MM`): renders and
 * failed ones, `seconds` of movie rendered (successful renders), and `cost`: those seconds
 * each weighed by its render's resolution factor (docs/reference.md §9, renderCost of
 * @reelforge/model, the rule the search's totals and hits use too); the console shows cost
 * units as this / 60 (factor × minutes). `name` is the project's name, absent once the
 * project is gone (its sessions stay: analytics are history).
 */
export const projectMonthStatsSchema = object(
  {
    prjuid: string(),
    name: string(),
    region: string(),
    month: string(),
    ...statsTotalsSchema.properties,
    /** The renders by kind (export, frame, share, batch). */
    kinds: { type: 'object', additionalProperties: integer() },
  },
  ['prjuid', 'region', 'month', ...statsTotalsSchema.required],
);
export type ProjectMonthStats = FromSchema<typeof projectMonthStatsSchema>;

/**
 * The answer of GET /project/stats/{from}/{to}, counting the renders of the host's own region
 * only (the console adds the regions up): `rows` by month then project (oldest month
 * first), `months` every month of the range in order (for a chart's axis, months without
 * renders included), `totals` over the range.
 */
export const projectStatsReply = object(
  {
    from: number(),
    to: number(),
    months: arrayOf(string()),
    rows: arrayOf(projectMonthStatsSchema),
    totals: statsTotalsSchema,
  },
  ['from', 'to', 'months', 'rows', 'totals'],
);
export type ProjectStatsReply = FromSchema<typeof projectStatsReply>;

// ---------------------------------------------------------------- query descriptions

/**
 * /queries/analytics.json and /queries/account-stats.json on the static configuration host:
 * what the console sends, written from the constants of @reelforge/model.
 */
export const queryDescriptionSchema = object(
  {
    host: string(),
    method: string(),
    path: string(),
    query: arrayOf(string()),
    body: { type: 'object' },
    ranges: arrayOf(object({ seconds: integer(), interval: integer() }, ['seconds', 'interval'])),
    defaults: { type: 'object' },
    limits: { type: 'object' },
  },
  ['host', 'method', 'path'],
  { open: true },
);
export type QueryDescription = FromSchema<typeof queryDescriptionSchema>;
