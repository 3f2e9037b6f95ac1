import { PLAYGROUND_TOKEN_TTL_MS } from '@reelforge/model';
import type { Clock } from '../lib/clock.ts';
import { newToken, sha256Hex } from '../lib/secrets.ts';
import type { User } from '../accounts/user-store.ts';

/** What a live playground token says: whose it is (for the render's fair share) and when it ends. */
export interface PlaygroundPass {
  user: User;
  expiresAt: number;
}

/** Live tokens a user holds at most; asking for one more forgets the oldest. */
export const PLAYGROUND_TOKENS_PER_USER = 4;

/**
 * Playground tokens (docs/playground.md): 64 hex like a sign-in's token, sent the same way
 * (`Authorization: istoken …`), but kept apart from the sign-in tokens, so every call that
 * asks for a signed-in user refuses them (401) without knowing of them; the few calls of the
 * example project accept them explicitly. Only their SHA-256 is held, in this process's
 * memory: after a restart the console asks for a new one, as it does after 59 minutes.
 */
export class PlaygroundTokens {
  private readonly byHash = new Map<string, PlaygroundPass>();

  constructor(
    private readonly now: Clock,
    private readonly ttlMs = PLAYGROUND_TOKEN_TTL_MS,
  ) {}

  issue(user: User): { token: string; expiresAt: number } {
    this.sweep();
    const mine = [...this.byHash]
      .filter(([, pass]) => pass.user.id === user.id)
      .sort(([, a], [, b]) => a.expiresAt - b.expiresAt);
    for (const [hash] of mine.slice(0, Math.max(0, mine.length - PLAYGROUND_TOKENS_PER_USER + 1)))
      this.byHash.delete(hash);
    const token = newToken();
    const expiresAt = this.now() + this.ttlMs;
    this.byHash.set(sha256Hex(token), { user, expiresAt });
    return { token, expiresAt };
  }

  /** The pass of a live token, or undefined (unknown or expired). */
  resolve(token: string): PlaygroundPass | undefined {
    const pass = this.byHash.get(sha256Hex(token));
    if (!pass) return undefined;
    if (pass.expiresAt <= this.now()) {
      this.byHash.delete(sha256Hex(token));
      return undefined;
    }
    return pass;
  }

  private sweep(): void {
    const now = this.now();
    for (const [hash, pass] of this.byHash) if (pass.expiresAt <= now) this.byHash.delete(hash);
  }
}
