import { ACCOUNT_ROLES, ACCOUNT_STATES, PASSWORD_MAX_LENGTH } from '@reelforge/model/accounts';
import type { FromSchema } from 'json-schema-to-ts';
import { usernameSchema } from './accounts.js';
import { arrayOf, boolean, integer, object, string } from './schema.js';

/**
 * Managing accounts (docs/accounts.md): the admin calls under `/admin/accounts` of the accounts
 * service, and the call that changes one's own password. The rules are
 * `@reelforge/model/accounts`.
 */

/** An account as the admin calls answer it. */
export const accountSchema = object(
  {
    Id: integer(),
    Username: string(),
    Email: { type: ['string', 'null'] },
    Role: string({ enum: ACCOUNT_ROLES }),
    State: string({ enum: ACCOUNT_STATES }),
    /** When it last signed in (ISO 8601), or null if it never did. */
    LastSignIn: { type: ['string', 'null'] },
    /** When it was made (ISO 8601). */
    Created: string(),
    /** It signs in with the single sign-on provider (OpenID Connect). */
    SingleSignOn: boolean(),
  },
  ['Id', 'Username', 'Email', 'Role', 'State', 'LastSignIn', 'Created', 'SingleSignOn'],
);
export type Account = FromSchema<typeof accountSchema>;

/** GET {accounts}/admin/accounts: every account, by name. */
export const accountListResponse = object({ Accounts: arrayOf(accountSchema) }, ['Accounts']);
export type AccountList = FromSchema<typeof accountListResponse>;

/** POST {accounts}/admin/accounts: a new account; its password is generated and answered once. */
export const accountCreateBody = object(
  {
    Username: usernameSchema,
    // Bounded loosely here; the email rule says what it takes (254 characters).
    Email: { type: ['string', 'null'], maxLength: 1024 },
    Role: string({ enum: ACCOUNT_ROLES }),
  },
  ['Username', 'Role'],
);
export type AccountCreateRequest = FromSchema<typeof accountCreateBody>;

export const accountCreateResponse = object({ Account: accountSchema, Password: string() }, ['Account', 'Password']);
export type AccountCreateReply = FromSchema<typeof accountCreateResponse>;

/** {accounts}/admin/accounts/{id}: the account's id as the list gives it. */
export const accountIdParams = object({ id: string() }, ['id']);

/** PATCH {accounts}/admin/accounts/{id}: a new role, state or both. */
export const accountChangeBody = object({
  Role: string({ enum: ACCOUNT_ROLES }),
  State: string({ enum: ACCOUNT_STATES }),
});
export type AccountChangeRequest = FromSchema<typeof accountChangeBody>;

export const accountReply = object({ Account: accountSchema }, ['Account']);
export type AccountReply = FromSchema<typeof accountReply>;

/** POST {accounts}/admin/accounts/{id}/password: a generated password, answered once. */
export const passwordResetResponse = object({ Password: string() }, ['Password']);
export type PasswordResetReply = FromSchema<typeof passwordResetResponse>;

/** POST {accounts}/auth/password: one's own password, changed (204). */
export const passwordChangeBody = object(
  {
    CurrentPassword: string({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    NewPassword: string({ maxLength: PASSWORD_MAX_LENGTH }),
  },
  ['CurrentPassword', 'NewPassword'],
);
export type PasswordChangeRequest = FromSchema<typeof passwordChangeBody>;
