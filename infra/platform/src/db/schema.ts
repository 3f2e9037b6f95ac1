import type { ColumnType, Generated } from 'kysely';
import type { AdminTables } from './admin-schema.ts';
import type { AnalyticsTables } from './analytics-schema.ts';
import type { BatchTables } from './batch-schema.ts';
import type { WebhookTables } from './webhook-schema.ts';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** `scrypt$N$r$p$salt$hash`, see lib/password.ts */
  password_hash: string;
  is_admin: number;
  created_at: string;
  /** Migration 0023 (docs/accounts.md). */
  email: string | null;
  /** Epoch ms an admin disabled the account; null: active. */
  disabled_at: number | null;
  last_sign_in_at: number | null;
  password_changed_at: number | null;
  /** The OpenID Connect identity it signs in with: issuer and subject, unique together. */
  oidc_issuer: string | null;
  oidc_subject: string | null;
}

export interface TokensTable {
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  /** Epoch milliseconds, so expiry is one integer comparison. */
  expires_at: number;
  created_at: number;
  /** The sign-in the token belongs to: renewals stay in it, logout ends it whole. */
  session_id: string | null;
}

/** An API key (migration 0025, docs/api.md "API keys"): a program calls as its owner with it. */
export interface ApiKeysTable {
  /** 32 hex characters, as the key lists and revocations name it. */
  id: string;
  user_id: number;
  name: string;
  /** The first 8 characters after `rfk_`, shown in lists. */
  prefix: string;
  /** SHA-256 (hex) of the whole key; the key itself is never stored. */
  secret_hash: string;
  /** null: every project of the owner; else a JSON list of project uids. */
  projects: string | null;
  /** 'read' | 'read-write' */
  access: string;
  /** Epoch milliseconds; null: never. */
  expires_at: number | null;
  created_at: number;
  /** Noted at most once a minute. */
  last_used_at: number | null;
  revoked_at: number | null;
}

/** One sign-in (or one assume): every token renewed from it, up to an absolute end. */
export interface SignInSessionsTable {
  id: string;
  user_id: number;
  /** The admin's session an assumed one was opened from; ending that ends this one. */
  parent_id: string | null;
  /** Epoch milliseconds. */
  started_at: number;
  /** No token of the session outlives this, however often it is renewed. */
  ends_at: number;
}

export interface SessionCredentialsTable {
  access_key_id: string;
  secret_hash: string;
  session_token_hash: string;
  user_id: number;
  expires_at: number;
}

export interface ProjectsTable {
  id: Generated<number>;
  uid: string;
  region: string;
  name: string;
  owner_id: number;
  date_created: string;
  speed: Generated<number>;
}

export interface AssetsTable {
  id: Generated<number>;
  uid: string;
  project_id: number;
  name: string;
  type: string;
  mimetype: string;
  size: number;
  revision: Generated<number>;
  /** MediaInfo as JSON, or null for kinds ffprobe does not read. */
  media_info: string | null;
  date_created: string;
  date_modified: string;
}

export interface DatasourcesTable {
  asset_id: number;
  key_column: string;
  /** JSON arrays of column names. */
  media_columns: string;
  key_column_candidates: string;
  columns: string;
  /** JSON {delimiter, first_line_is_header} as the user gave them. */
  parse_data: string;
  rowcount: number;
  file_delimiter: string;
}

export interface TrackVersionsTable {
  id: Generated<number>;
  video_id: number;
  version_id: string;
  name: string;
  /** `{"points":[{frame,x,y}...]}` in frame order, as text (docs/tracking.md). */
  data: string;
  /** How many points (frames tracked). */
  frames: Generated<number>;
  date_created: string;
  date_modified: string;
}

export interface MoviesTable {
  id: Generated<number>;
  uid: string;
  project_id: number;
  name: string;
  revision: Generated<number>;
  date_created: string;
  date_modified: string;
}

/** An XML template of a project (docs/compdata.md); its text is in the project's compdata/ folder. */
export interface CompdataTable {
  id: Generated<number>;
  uid: string;
  project_id: number;
  name: string;
  width: number;
  height: number;
  /** "num/den". */
  fps: string;
  date_created: string;
  date_modified: string;
}

export interface RendersTable {
  /** Internal id (cache folder name); the token itself is never stored. */
  id: string;
  token_hash: string;
  owner_id: number;
  project_id: number;
  /** The stored movie's (or story's) name, or '' for an inline one. */
  movie_name: string;
  /** The movie's JSON form at request time; '' for a story. */
  movie: string;
  /** The story's JSON form at request time, for a story's token; else null (migration 0013). */
  story: string | null;
  /** JSON {key: value}. */
  params: string;
  format: string | null;
  /** What asked for it: render (the render host) or media (rendermovie). */
  origin: string;
  created_at: string;
  /** The region whose render host issued the token; null (older tokens) is the project's own. */
  region: string | null;
}

export interface RenderSessionsTable {
  id: string;
  /** Epoch milliseconds of the start. */
  timestamp: number;
  owner_id: number;
  prjuid: string;
  movie: string;
  region: string;
  render_id: string | null;
  /** What started it: render, legacy, media, preview, share, batch, thumbnail. */
  origin: string;
  format: string;
  width: number;
  height: number;
  duration: number;
  frames: number;
  success: number;
  elapsed_ms: number;
  /** The batch queue whose row it rendered (migration 0017). */
  parent_token: string | null;
  /** What it was asked for (migration 0020, render/session-kinds.ts): export, frame, share, batch or system. */
  kind: ColumnType<string, string | undefined, string>;
  /** Why it was stopped on purpose (its requester went away, a cancel call); null for a render that ended. */
  cancelled: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RenderErrorsTable {
  id: Generated<number>;
  session_id: string;
  timestamp: number;
  message: string;
  /** JSON list of scene names. */
  scenes: string;
  context: string;
  frame: number | null;
}

export interface SharesTable {
  id: string;
  owner_id: number;
  project_id: number;
  username: string;
  region: string;
  prjuid: string;
  /** The shared movie's or story's name. */
  movie: string;
  /** What is shared: `movie` or `story` (migration 0014). */
  kind: 'movie' | 'story';
  created_at: string;
}

export interface DistributionsTable {
  project_id: number;
  /** The region the project is published to (never its own). */
  region: string;
  /** PUBLISHED | PUBLISHING | FAILED */
  state: string;
  /** Of the content the last finished copy was made from; null until one finished. */
  fingerprint: string | null;
  /** ISO date of the last finished copy. */
  published_at: string | null;
  /** Why the last publish failed. */
  message: string | null;
  speed: Generated<number>;
  created_at: string;
  /** With an object store: the generation of keys the published copy's content is (null in the embedded mode). */
  generation: Generated<string | null>;
}

/**
 * The Idempotency-Key of a program's render call (migration 0024, render/idempotent-requests.ts):
 * the first answer to one account's key for a day.
 */
export interface IdempotencyKeysTable {
  owner_id: number;
  /** SHA-256 of the key; the key itself is never stored. */
  key_hash: string;
  /** What the request asked for (its fingerprint): the same key with another request is refused. */
  request_hash: string;
  /** Epoch milliseconds of the first request. */
  created_at: number;
  /** The first answer's status code; null while it is being answered. */
  status: number | null;
  /** The first answer, sealed with a key derived from the Idempotency-Key. */
  answer: string | null;
}

/** A user's tag in one region (migration 0009): a path of names, `clients/acme/2027`. */
export interface TagsTable {
  id: Generated<number>;
  owner_id: number;
  region: string;
  path: string;
  created_at: string;
}

/** A project carrying a tag (migration 0009); both of the same owner and region. */
export interface TagProjectsTable {
  tag_id: number;
  project_id: number;
  created_at: string;
}

export interface Database extends AnalyticsTables, AdminTables, BatchTables, WebhookTables {
  users: UsersTable;
  tokens: TokensTable;
  api_keys: ApiKeysTable;
  sign_in_sessions: SignInSessionsTable;
  session_credentials: SessionCredentialsTable;
  projects: ProjectsTable;
  assets: AssetsTable;
  datasources: DatasourcesTable;
  track_versions: TrackVersionsTable;
  movies: MoviesTable;
  compdata: CompdataTable;
  renders: RendersTable;
  render_sessions: RenderSessionsTable;
  render_errors: RenderErrorsTable;
  shares: SharesTable;
  distributions: DistributionsTable;
  tags: TagsTable;
  tag_projects: TagProjectsTable;
  project_tasks: ProjectTasksTable;
  idempotency_keys: IdempotencyKeysTable;
}

/** A copy or migration of a project (migration 0011, project-copy/README.md). */
export interface ProjectTasksTable {
  id: string;
  kind: string;
  owner_id: number;
  source_uid: string;
  source_region: string;
  target_region: string;
  target_uid: string;
  status: string;
  phase: string | null;
  detail: Generated<string>;
  staging: string;
  message: string | null;
  created_at: string;
  ended_at: string | null;
}
