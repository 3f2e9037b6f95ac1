import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  // Accounts people manage (docs/accounts.md): an optional email, disabled by an admin (when,
  // epoch ms; null: active), the last sign-in, when the password last changed, and the
  // OpenID Connect identity (issuer and subject) an account signs in with, unique together.
  await db.schema.alterTable('users').addColumn('email', 'text').execute();
  await db.schema.alterTable('users').addColumn('disabled_at', 'integer').execute();
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'integer').execute();
  await db.schema.alterTable('users').addColumn('password_changed_at', 'integer').execute();
  await db.schema.alterTable('users').addColumn('oidc_issuer', 'text').execute();
  await db.schema.alterTable('users').addColumn('oidc_subject', 'text').execute();
  await db.schema
    .createIndex('users_oidc_identity')
    .on('users')
    .columns(['oidc_issuer', 'oidc_subject'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_oidc_identity').execute();
  for (const column of [
    'oidc_subject',
    'oidc_issuer',
    'password_changed_at',
    'last_sign_in_at',
    'disabled_at',
    'email',
  ])
    await db.schema.alterTable('users').dropColumn(column).execute();
}
