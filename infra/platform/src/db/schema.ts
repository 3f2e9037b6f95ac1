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

export interface Database {
  users: UsersTable;
  tokens: TokensTable;
  session_credentials: SessionCredentialsTable;
  projects: ProjectsTable;
}
