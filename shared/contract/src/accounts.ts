import type { FromSchema } from 'json-schema-to-ts';

/** A username as the accounts service takes it. */
export const usernameSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** POST /auth/login. */
export const loginBody = {
  type: 'object',
  properties: { Username: usernameSchema, Password: { type: 'string', minLength: 1, maxLength: 1024 } },
  required: ['Username', 'Password'],
} as const;
export type LoginRequest = FromSchema<typeof loginBody>;

/** A new token: the answer of a sign-in and of an assumed session. */
export const tokenResponse = {
  type: 'object',
  properties: { Token: { type: 'string' }, Username: { type: 'string' }, Expires: { type: 'string' } },
  required: ['Token', 'Username', 'Expires'],
} as const;
export type TokenReply = FromSchema<typeof tokenResponse>;

/** POST /auth/renew: a fresh token of the same sign-in. */
export const renewResponse = {
  type: 'object',
  properties: { Token: { type: 'string' }, Expires: { type: 'string' } },
  required: ['Token', 'Expires'],
} as const;
export type RenewReply = FromSchema<typeof renewResponse>;

/** GET /auth/verify: whose token it is and until when. */
export const verifyResponse = {
  type: 'object',
  properties: { Username: { type: 'string' }, Admin: { type: 'boolean' }, Expires: { type: 'string' } },
  required: ['Username', 'Admin', 'Expires'],
} as const;
export type VerifyReply = FromSchema<typeof verifyResponse>;

/** Temporary storage credentials of POST /auth/session, in the shape object-store SDKs take. */
export const sessionCredentialsSchema = {
  type: 'object',
  properties: {
    AccessKeyId: { type: 'string' },
    SecretAccessKey: { type: 'string' },
    SessionToken: { type: 'string' },
    Expiration: { type: 'string' },
  },
  required: ['AccessKeyId', 'SecretAccessKey', 'SessionToken', 'Expiration'],
} as const;
export type SessionCredentials = FromSchema<typeof sessionCredentialsSchema>;

export const sessionResponse = {
  type: 'object',
  properties: { Credentials: sessionCredentialsSchema },
  required: ['Credentials'],
} as const;
export type SessionReply = FromSchema<typeof sessionResponse>;

/** POST /auth/assume (admins): a token of another account. */
export const assumeBody = {
  type: 'object',
  properties: { Username: usernameSchema },
  required: ['Username'],
} as const;
export type AssumeRequest = FromSchema<typeof assumeBody>;

/** GET /account/search?q= (admins): more than one character (docs/reference.md §5). */
export const accountSearchQuery = {
  type: 'object',
  properties: { q: { type: 'string', minLength: 2, maxLength: 200 } },
  required: ['q'],
} as const;

export const accountSearchResponse = {
  type: 'object',
  properties: {
    Accounts: {
      type: 'array',
      items: { type: 'object', properties: { username: { type: 'string' } }, required: ['username'] },
    },
  },
  required: ['Accounts'],
} as const;
export type AccountSearchReply = FromSchema<typeof accountSearchResponse>;
