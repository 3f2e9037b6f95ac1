import type { FromSchema } from 'json-schema-to-ts';

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
export const analyticsSearchBody = {
  type: 'object',
  properties: {
    project: { type: 'string' },
    movie: { type: 'string' },
    region: { type: 'string' },
    from: { type: 'number' },
    to: { type: 'number' },
    interval: { type: 'number' },
    errorsOnly: { type: 'boolean' },
    size: { type: 'integer' },
    offset: { type: 'integer' },
  },
  required: ['from', 'to', 'interval'],
  additionalProperties: false,
} as const;
export type AnalyticsSearchBody = FromSchema<typeof analyticsSearchBody>;

/** ?start&end (epoch seconds, optional): narrow the body's window further (the intersection counts). */
export const analyticsWindowQuery = {
  type: 'object',
  properties: { start: { type: 'string' }, end: { type: 'string' } },
} as const;
export type AnalyticsWindowQuery = FromSchema<typeof analyticsWindowQuery>;

/** One bucket of the histogram: `key` its start (epoch ms), its renders and failed ones. */
export const rendersBucketSchema = {
  type: 'object',
  properties: {
    key: { type: 'number' },
    doc_count: { type: 'integer' },
    errors: { type: 'integer' },
  },
  required: ['key', 'doc_count', 'errors'],
  additionalProperties: false,
} as const;
export type RendersBucket = FromSchema<typeof rendersBucketSchema>;

/** Renders by region: `key` a region name. */
export const regionBucketSchema = {
  type: 'object',
  properties: { key: { type: 'string' }, doc_count: { type: 'integer' } },
  required: ['key', 'doc_count'],
  additionalProperties: false,
} as const;
export type RegionBucket = FromSchema<typeof regionBucketSchema>;

/** A render session as a hit (docs/reference.md §3): `timestamp` an ISO time, `success` false for a failed render. */
export const analyticsHitSchema = {
  type: 'object',
  properties: {
    timestamp: { type: 'string' },
    sessionid: { type: 'string' },
    prjuid: { type: 'string' },
    movie: { type: 'string' },
    region: { type: 'string' },
    origin: { type: 'string' },
    format: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    /** Seconds of movie rendered. */
    duration: { type: 'number' },
    frames: { type: 'integer' },
    success: { type: 'boolean' },
    elapsed_ms: { type: 'integer' },
    /** What it was asked for: export, frame, share or batch (docs/analytics.md "What counts"). */
    kind: { type: 'string' },
    /** Its weighted seconds (renderCost of @reelforge/model, 0 for a failed render), as the totals and the stats sum them. */
    cost: { type: 'number' },
  },
  required: [
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
  additionalProperties: false,
} as const;
export type AnalyticsHit = FromSchema<typeof analyticsHitSchema>;

/**
 * The answer of POST /search: every bucket of [from, to) (empty ones with 0), the regions
 * with renders (most first), and the page of hits with the total matching. Any region's
 * host searches the caller's renders of every region (`region` narrows to one).
 */
export const analyticsSearchReply = {
  type: 'object',
  properties: {
    aggregations: {
      type: 'object',
      properties: {
        renders: {
          type: 'object',
          properties: { buckets: { type: 'array', items: rendersBucketSchema } },
          required: ['buckets'],
          additionalProperties: false,
        },
        regions: {
          type: 'object',
          properties: { buckets: { type: 'array', items: regionBucketSchema } },
          required: ['buckets'],
          additionalProperties: false,
        },
        /** Renders by kind (export, frame, share, batch), most first. */
        kinds: {
          type: 'object',
          properties: { buckets: { type: 'array', items: regionBucketSchema } },
          required: ['buckets'],
          additionalProperties: false,
        },
        /** Over every matching render (not only the page of hits): renders, failed, seconds rendered, cost (weighted seconds), as the project stats count them. */
        totals: {
          type: 'object',
          properties: {
            renders: { type: 'integer' },
            failed: { type: 'integer' },
            seconds: { type: 'number' },
            cost: { type: 'number' },
          },
          required: ['renders', 'failed', 'seconds', 'cost'],
          additionalProperties: false,
        },
      },
      required: ['renders', 'regions'],
      additionalProperties: false,
    },
    hits: {
      type: 'object',
      properties: {
        total: { type: 'integer' },
        hits: { type: 'array', items: analyticsHitSchema },
      },
      required: ['total', 'hits'],
      additionalProperties: false,
    },
  },
  required: ['aggregations', 'hits'],
  additionalProperties: false,
} as const;
export type AnalyticsSearchReply = FromSchema<typeof analyticsSearchReply>;

// ---------------------------------------------------------------- project stats

/** GET /project/stats/{from}/{to}: epoch seconds, from inclusive, to exclusive. */
export const projectStatsParams = {
  type: 'object',
  properties: { from: { type: 'string' }, to: { type: 'string' } },
  required: ['from', 'to'],
} as const;
export type ProjectStatsParams = FromSchema<typeof projectStatsParams>;

/**
 * One project's renders in one calendar month (UTC, `month` as `YYYY-MM`): renders and
 * failed ones, `seconds` of movie rendered (successful renders), and `cost`: those seconds
 * each weighed by its render's resolution factor (docs/reference.md §9, renderCost of
 * @reelforge/model, the rule the search's totals and hits use too); the console shows cost units as this / 60 (factor × minutes). `name` is the project's name, absent once the
 * project is gone (its sessions stay: analytics are history).
 */
export const projectMonthStatsSchema = {
  type: 'object',
  properties: {
    prjuid: { type: 'string' },
    name: { type: 'string' },
    region: { type: 'string' },
    month: { type: 'string' },
    renders: { type: 'integer' },
    failed: { type: 'integer' },
    seconds: { type: 'number' },
    cost: { type: 'number' },
    /** The renders by kind (export, frame, share, batch). */
    kinds: { type: 'object', additionalProperties: { type: 'integer' } },
  },
  required: ['prjuid', 'region', 'month', 'renders', 'failed', 'seconds', 'cost'],
  additionalProperties: false,
} as const;
export type ProjectMonthStats = FromSchema<typeof projectMonthStatsSchema>;

/** Sums of renders, seconds and cost. */
export const statsTotalsSchema = {
  type: 'object',
  properties: {
    renders: { type: 'integer' },
    failed: { type: 'integer' },
    seconds: { type: 'number' },
    cost: { type: 'number' },
  },
  required: ['renders', 'failed', 'seconds', 'cost'],
  additionalProperties: false,
} as const;
export type StatsTotals = FromSchema<typeof statsTotalsSchema>;

/**
 * The answer of GET /project/stats/{from}/{to}, counting the renders of the host's own region
 * only (the console adds the regions up): `rows` by month then project (oldest month
 * first), `months` every month of the range in order (for a chart's axis, months without
 * renders included), `totals` over the range.
 */
export const projectStatsReply = {
  type: 'object',
  properties: {
    from: { type: 'number' },
    to: { type: 'number' },
    months: { type: 'array', items: { type: 'string' } },
    rows: { type: 'array', items: projectMonthStatsSchema },
    totals: statsTotalsSchema,
  },
  required: ['from', 'to', 'months', 'rows', 'totals'],
  additionalProperties: false,
} as const;
export type ProjectStatsReply = FromSchema<typeof projectStatsReply>;

// ---------------------------------------------------------------- query descriptions

/**
 * /queries/analytics.json and /queries/account-stats.json on the static configuration host:
 * what the console sends, written from the constants of @reelforge/model.
 */
export const queryDescriptionSchema = {
  type: 'object',
  properties: {
    host: { type: 'string' },
    method: { type: 'string' },
    path: { type: 'string' },
    query: { type: 'array', items: { type: 'string' } },
    body: { type: 'object' },
    ranges: {
      type: 'array',
      items: {
        type: 'object',
        properties: { seconds: { type: 'integer' }, interval: { type: 'integer' } },
        required: ['seconds', 'interval'],
        additionalProperties: false,
      },
    },
    defaults: { type: 'object' },
    limits: { type: 'object' },
  },
  required: ['host', 'method', 'path'],
} as const;
export type QueryDescription = FromSchema<typeof queryDescriptionSchema>;
