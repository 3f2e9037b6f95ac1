import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, boolean, object, string } from './schema.js';

/** A username as the accounts service takes it. */
export const usernameSchema = string({ minLength: 1, maxLength: 200 });

/** POST /auth/login. */
export const loginBody = object(
  { Username: usernameSchema, Password: string({ minLength: 1, maxLength: 1024 }) },
  ['Username', 'Password'],
  { open: true },
);
export type LoginRequest = FromSchema<typeof loginBody>;

/** A new token: the answer of a sign-in and of an assumed session. */
export const tokenResponse = object(
  { Token: string(), Username: string(), Expires: string() },
  ['Token', 'Username', 'Expires'],
  { open: true },
);
export type TokenReply = FromSchema<typeof tokenResponse>;

/** POST /auth/renew: a fresh token of the same sign-in. */
export const renewResponse = object({ Token: string(), Expires: string() }, ['Token', 'Expires'], { open: true });
export type RenewReply = FromSchema<typeof renewResponse>;

/** GET /auth/verify: whose token it is and until when. */
export const verifyResponse = object(
  { Username: string(), Admin: boolean(), Expires: string() },
  ['Username', 'Admin', 'Expires'],
  { open: true },
);
export type VerifyReply = FromSchema<typeof verifyResponse>;

/** Temporary storage credentials of POST /auth/session, in the shape object-store SDKs take. */
export const sessionCredentialsSchema = object(
  { AccessKeyId: string(), SecretAccessKey: string(), SessionToken: string(), Expiration: string() },
  ['AccessKeyId', 'SecretAccessKey', 'SessionToken', 'Expiration'],
  { open: true },
);
export type SessionCredentials = FromSchema<typeof sessionCredentialsSchema>;

export const sessionResponse = object({ Credentials: sessionCredentialsSchema }, ['Credentials'], { open: true });
export type SessionReply = FromSchema<typeof sessionResponse>;

/** POST /auth/assume (admins): a token of another account. */
export const assumeBody = object({ Username: usernameSchema }, ['Username'], { open: true });
export type AssumeRequest = FromSchema<typeof assumeBody>;

/** GET /account/search?q= (admins): more than one character (docs/reference.md §5). */
export const accountSearchQuery = object({ q: string({ minLength: 2, maxLength: 200 }) }, ['q'], { open: true });

export const accountSearchResponse = object(
  { Accounts: arrayOf(object({ username: string() }, ['username'], { open: true })) },
  ['Accounts'],
  { open: true },
);
export type AccountSearchReply = FromSchema<typeof accountSearchResponse>;
