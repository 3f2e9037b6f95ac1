import type { SessionCredentialsRepository } from './session-credentials-store.ts';
import type { TokenRepository } from './token-store.ts';

/** What holds an account's ways in that work without signing in again. */
export interface AccountAccess {
  tokens: TokenRepository;
  sessionCredentials: SessionCredentialsRepository;
}

/**
 * Ends at once everything that lets an account in without signing in again: its sign-ins with
 * every token of them (and the sessions assumed from them or as it), and its temporary storage
 * credentials. The one place an account's access ends, when it is disabled or an admin resets
 * its password (docs/accounts.md): API keys, once accounts have them, end here too.
 */
export async function endAccountAccess({ tokens, sessionCredentials }: AccountAccess, userId: number): Promise<void> {
  await tokens.endAllOf(userId);
  await sessionCredentials.revokeAllOf(userId);
}
