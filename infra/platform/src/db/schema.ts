import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** `scrypt$N$r$p$salt$hash`, see lib/password.ts */
  password_hash: string;
  is_admin: number;
  created_at: string;
}

export interface TokensTable {
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  /** Epoch milliseconds, so expiry is one integer comparison. */
  expires_at: number;
  created_at: number;
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
  /** Any JSON value, as text. */
  data: string;
  date_created: string;
  date_modified: string;
}

export interface Database {
  users: UsersTable;
  tokens: TokensTable;
  session_credentials: SessionCredentialsTable;
  projects: ProjectsTable;
  assets: AssetsTable;
  datasources: DatasourcesTable;
  track_versions: TrackVersionsTable;
}
