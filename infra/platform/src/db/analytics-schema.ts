import type { Generated } from 'kysely';
/** The tables of migration 0017 (docs/analytics.md): the per-second rollup and the client errors. */

/** Render sessions counted per second, project, movie and region: kept in step on write. */
export interface RenderSessionSecondsTable {
  owner_id: number;
  /** Epoch seconds of the sessions' start. */
  second: number;
  prjuid: string;
  movie: string;
  region: string;
  /** The sessions' kind (migration 0020); system work and cancelled renders are never counted. */
  kind: string;
  renders: number;
  failed: number;
  /** Seconds of movie rendered by the successful renders. */
  seconds: number;
  /** The successful renders' seconds, each weighed by its resolution factor (§9). */
  cost: number;
}

/** One distinct report of a failed state change of the console, with its count. */
export interface ClientErrorsTable {
  id: Generated<number>;
  from_state: string;
  to_state: string;
  error: string;
  version: string;
  count: number;
  /** ISO times. */
  first_at: string;
  last_at: string;
}

export interface AnalyticsTables {
  render_session_seconds: RenderSessionSecondsTable;
  client_errors: ClientErrorsTable;
}
