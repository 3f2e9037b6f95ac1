import type { IssuedToken } from '../../repositories/tokens.ts';

export const tokenResponse = {
  type: 'object',
  properties: { Token: { type: 'string' }, Username: { type: 'string' }, Expires: { type: 'string' } },
  required: ['Token', 'Username', 'Expires'],
} as const;

export const noBody = { querystring: { type: 'object' } } as const;

export const usernameSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

export function signedIn(username: string, { token, expiresAt }: IssuedToken) {
  return { Token: token, Username: username, Expires: new Date(expiresAt).toISOString() };
}
