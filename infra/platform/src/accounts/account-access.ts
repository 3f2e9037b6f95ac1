import type { ApiKeyRepository } from './api-key-store.ts';
import type { SessionCredentialsRepository } from './session-credentials-store.ts';
import type { TokenRepository } from './token-store.ts';

/** What holds an account's ways in that work without signing in again. */
export interface AccountAccess {
  tokens: TokenRepository;
  sessionCredentials: SessionCredentialsRepository;
  apiKeys: ApiKeyRepository;
}

/**
 * Ends at once everything that lets an account in without signing in again: its sign-ins with
 * every token of them (and the sessions assumed from them or as it), its temporary storage
 * credentials and its API keys (revoked at `now`: they stay in its list, marked so). The one
 * place an account's access ends, when it is disabled or an admin resets its password
 * (docs/accounts.md, docs/api.md).
 */
export async function endAccountAccess(
  { tokens, sessionCredentials, apiKeys }: AccountAccess,
  userId: number,
  now: number,
): Promise<void> {
  await tokens.endAllOf(userId);
  await sessionCredentials.revokeAllOf(userId);
  await apiKeys.revokeAllOf(userId, now);
}
