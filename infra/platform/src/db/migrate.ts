import type { Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';
import { PostgresSchemaPlugin } from './postgres-schema-plugin.ts';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001_accounts_and_projects.ts';
import * as m0002 from './migrations/0002_assets.ts';
import * as m0003 from './migrations/0003_movies_and_renders.ts';
import * as m0004 from './migrations/0004_batch.ts';
import * as m0005 from './migrations/0005_distributions.ts';
import * as m0006 from './migrations/0006_delivery_tries.ts';
import * as m0007 from './migrations/0007_sign_in_sessions.ts';
import * as m0008 from './migrations/0008_batch_task_phase.ts';
import * as m0009 from './migrations/0009_tags.ts';
import * as m0011 from './migrations/0011_project_tasks.ts';
import * as m0012 from './migrations/0012_list_indexes.ts';
import * as m0013 from './migrations/0013_render_stories.ts';
import * as m0014 from './migrations/0014_story_shares.ts';
import * as m0015 from './migrations/0015_track_points.ts';
import * as m0016 from './migrations/0016_compdata.ts';
import * as m0017 from './migrations/0017_render_analytics.ts';
import * as m0018 from './migrations/0018_audit_log.ts';
import * as m0019 from './migrations/0019_distribution_generation.ts';
import * as m0020 from './migrations/0020_render_session_kinds.ts';
import * as m0021 from './migrations/0021_batch_run_preparation.ts';
import * as m0022 from './migrations/0022_batch_run_request.ts';
import * as m0023 from './migrations/0023_account_management.ts';
import * as m0024 from './migrations/0024_idempotency_keys.ts';
import * as m0025 from './migrations/0025_api_keys.ts';
import * as m0026 from './migrations/0026_webhooks.ts';

// In code rather than read from a folder, so the migrations travel with any bundle
// or tsx entry point without file-system lookups. Names sort in application order.
const MIGRATIONS: Record<string, Migration> = {
  '0001_accounts_and_projects': m0001,
  '0002_assets': m0002,
  '0003_movies_and_renders': m0003,
  '0004_batch': m0004,
  '0005_distributions': m0005,
  '0006_delivery_tries': m0006,
  '0007_sign_in_sessions': m0007,
  '0008_batch_task_phase': m0008,
  '0009_tags': m0009,
  '0011_project_tasks': m0011,
  '0012_list_indexes': m0012,
  '0013_render_stories': m0013,
  '0014_story_shares': m0014,
  '0015_track_points': m0015,
  '0016_compdata': m0016,
  '0017_render_analytics': m0017,
  '0018_audit_log': m0018,
  '0019_distribution_generation': m0019,
  '0020_render_session_kinds': m0020,
  '0021_batch_run_preparation': m0021,
  '0022_batch_run_request': m0022,
  '0023_account_management': m0023,
  '0024_idempotency_keys': m0024,
  '0025_api_keys': m0025,
  '0026_webhooks': m0026,
};

/** The migrations this code applies, in order: a ready database has applied exactly these (docs/operations.md). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

const provider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

/** Applies the migrations not yet applied; on PostgreSQL through PostgresSchemaPlugin (docs/database.md). */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrating = isPostgres(db) ? db.withPlugin(new PostgresSchemaPlugin()) : db;
  const { error } = await new Migrator({ db: migrating, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
}
