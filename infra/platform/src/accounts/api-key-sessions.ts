import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { unauthorized } from '../lib/http-errors.ts';
import type { ApiKeyRecord, ApiKeyRepository } from './api-key-store.ts';
import { keyRefusal } from './api-key-rules.ts';
import type { User } from './user-store.ts';

/**
 * The session of a request made with an API key: its owner, never as an admin (admin calls
 * refuse keys whatever the owner's role) and, for a key limited to some projects, with those as
 * `projectScope`; and the key itself, for its access and scope.
 */
export interface KeySession {
  user: User;
  apiKey: Pick<ApiKeyRecord, 'id' | 'name' | 'access' | 'projects' | 'expiresAt'>;
}

/** A key's use is written at most this often: no write per request. */
export const LAST_USE_EVERY_MS = 60_000;
// Keys whose last use this process wrote, with when: bounded, the oldest forgotten first.
const NOTED_LIMIT = 10_000;

/**
 * Opens the session of an API key: one indexed read of the key (by its digest) with its owner
 * per request, no cache, so a revocation or a disabled owner takes effect at once in every
 * process. Its last use is written at most once a minute per key, and never holds the request
 * up past that write.
 */
export class ApiKeySessions {
  private readonly noted = new Map<string, number>();

  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The key's session, or a 401 naming why there is none. */
  async open(secret: string): Promise<KeySession> {
    const found = await this.keys.findBySecret(secret);
    if (!found) throw unauthorized('This API key is unknown');
    const now = this.now();
    const refusal = keyRefusal(
      {
        revokedAt: found.key.revokedAt,
        expiresAt: found.key.expiresAt,
        ownerDisabled: found.owner.disabledAt !== null,
      },
      now,
    );
    if (refusal) throw unauthorized(refusal);
    await this.noteUse(found.key, now);
    const { id, name, access, projects, expiresAt } = found.key;
    return {
      user: {
        id: found.owner.id,
        username: found.owner.username,
        isAdmin: false,
        ...(projects !== null ? { projectScope: projects } : {}),
      },
      apiKey: { id, name, access, projects, expiresAt },
    };
  }

  private async noteUse(key: ApiKeyRecord, now: number): Promise<void> {
    const last = Math.max(
      key.lastUsedAt ?? Number.NEGATIVE_INFINITY,
      this.noted.get(key.id) ?? Number.NEGATIVE_INFINITY,
    );
    if (now - last < LAST_USE_EVERY_MS) return;
    this.noted.delete(key.id);
    this.noted.set(key.id, now);
    if (this.noted.size > NOTED_LIMIT) this.noted.delete(this.noted.keys().next().value as string);
    try {
      await this.keys.noteUse(key.id, now, LAST_USE_EVERY_MS);
    } catch (error) {
      // A missed note of use is no reason to refuse the call.
      this.log.warn({ err: error, apiKey: key.id }, 'could not note the use of an API key');
    }
  }
}
