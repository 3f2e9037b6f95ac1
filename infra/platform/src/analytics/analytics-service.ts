import type {
  AnalyticsSearchBody,
  AnalyticsSearchReply,
  ProjectStatsReply,
  SessionErrorsQuery,
  SessionErrorsReply,
  TokenMappingReply,
} from '@reelforge/contract';
import {
  ANALYTICS_MAX_EPOCH_SECONDS,
  AnalyticsQueryError,
  ERRORLOG_DEFAULT_PAGE,
  ERRORLOG_MAX_PAGE,
  boundedCount,
  checkedSearch,
  checkedStatsWindow,
  checkedWindow,
  epochSeconds,
  narrowedWindow,
  type SecondsWindow,
} from '@reelforge/model/analytics';
import { badRequest, notFound } from '../lib/http-errors.ts';
import type { SessionAnalytics } from './session-analytics.ts';

/** The error log's entries of a session come within this long of its `timestamp` (a render is far shorter). */
const SESSION_SPAN_SECONDS = 86_400;
/** Entries skipped at most. */
const MAX_PAGEFROM = 1_000_000;
/** A token is at most this long and of these characters (32 hex, a uuid, ...). */
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

/** A query's refusal as the 400 it is; anything else passes. */
async function checked<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AnalyticsQueryError) throw badRequest(error.message);
    throw error;
  }
}

/** An optional window from ?start&end: either may be left out. */
function optionalWindow(start: string | undefined, end: string | undefined): SecondsWindow | undefined {
  if (start === undefined && end === undefined) return undefined;
  const from = start === undefined ? 0 : epochSeconds('start', start);
  const to = end === undefined ? ANALYTICS_MAX_EPOCH_SECONDS : epochSeconds('end', end);
  if (to <= from) throw new AnalyticsQueryError(`end (${to}) must be after start (${from})`);
  return { from, to };
}

/**
 * The analytics host's calls (docs/reference.md §7, docs/analytics.md): every input checked
 * by the rules of @reelforge/model before any read (a refusal is a 400 naming the input),
 * every read the caller's own.
 */
export class AnalyticsService {
  constructor(private readonly sessions: SessionAnalytics) {}

  async search(
    ownerId: number,
    body: AnalyticsSearchBody,
    query: { start?: string; end?: string },
  ): Promise<AnalyticsSearchReply> {
    const { search, window } = await checked(() => {
      const search = checkedSearch(body);
      return { search, window: narrowedWindow(search, query.start, query.end) };
    });
    const filters = {
      ...(body.project ? { project: body.project } : {}),
      ...(body.movie ? { movie: body.movie } : {}),
      ...(body.region ? { region: body.region } : {}),
      ...(body.errorsOnly ? { errorsOnly: true } : {}),
    };
    return this.sessions.search(ownerId, search, window, filters);
  }

  /** The host's own region's renders only: the console adds the regions up (docs/analytics.md). */
  async projectStats(ownerId: number, region: string, from: string, to: string): Promise<ProjectStatsReply> {
    const window = await checked(() => checkedStatsWindow(from, to));
    return this.sessions.projectStats(ownerId, region, window);
  }

  async sessionErrors(
    ownerId: number,
    prjuid: string,
    sessionId: string,
    query: SessionErrorsQuery,
  ): Promise<SessionErrorsReply> {
    const { window, page } = await checked(() => {
      const page = {
        limit: boundedCount('pagesize', query.pagesize, {
          min: 1,
          max: ERRORLOG_MAX_PAGE,
          fallback: ERRORLOG_DEFAULT_PAGE,
        }),
        offset: boundedCount('pagefrom', query.pagefrom, { min: 0, max: MAX_PAGEFROM, fallback: 0 }),
      };
      if (query.timestamp !== undefined) {
        if (query.start !== undefined || query.end !== undefined)
          throw new AnalyticsQueryError('Give either timestamp or start and end, not both');
        const at = epochSeconds('timestamp', query.timestamp);
        return {
          page,
          window: checkedWindow(at, Math.min(at + SESSION_SPAN_SECONDS, ANALYTICS_MAX_EPOCH_SECONDS + 1)),
        };
      }
      const window = optionalWindow(query.start, query.end);
      if (window && query.start !== undefined && query.end !== undefined)
        checkedWindow(window.from, window.to, ['start', 'end']);
      return { page, window };
    });
    // Another user's session, or one of another project, is not there for the caller.
    const session = await this.sessions.ownSession(ownerId, prjuid, sessionId);
    if (!session) throw notFound(`No render session ${sessionId} in project ${prjuid}`);
    return this.sessions.sessionErrors(session.id, window, page);
  }

  async tokenMapping(
    ownerId: number,
    token: string,
    query: { start?: string; end?: string },
  ): Promise<TokenMappingReply> {
    if (!TOKEN.test(token)) throw badRequest('A token is 1 to 128 letters, digits, _ or -');
    const window = await checked(() => optionalWindow(query.start, query.end));
    return this.sessions.tokenMapping(ownerId, token, window);
  }
}
