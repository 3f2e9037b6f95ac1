import type { TokenReply } from '@reelforge/contract';
import type { IssuedToken } from './token-store.ts';

/** The answer of a sign-in or an assumed session: the token, whose it is, until when. */
export function signedIn(username: string, { token, expiresAt }: IssuedToken): TokenReply {
  return { Token: token, Username: username, Expires: new Date(expiresAt).toISOString() };
}
