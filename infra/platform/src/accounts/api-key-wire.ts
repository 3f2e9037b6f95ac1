import type { ApiKey } from '@reelforge/contract';
import type { ApiKeyRecord } from './api-key-store.ts';

const isoOrNull = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** An API key as its owner's calls answer it (docs/api.md): times as ISO 8601, never the key. */
export function apiKeyOnWire(key: ApiKeyRecord): ApiKey {
  return {
    Id: key.id,
    Name: key.name,
    Prefix: key.prefix,
    Projects: key.projects === null ? null : [...key.projects],
    Access: key.access,
    Expires: isoOrNull(key.expiresAt),
    Created: new Date(key.createdAt).toISOString(),
    LastUsed: isoOrNull(key.lastUsedAt),
    Revoked: isoOrNull(key.revokedAt),
  };
}
