import { API_KEY_ACCESS, API_KEY_PROJECTS_LIMIT } from '@reelforge/model/api-keys';
import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, object, string } from './schema.js';

/**
 * One's own API keys (docs/api.md, "API keys"): `/account/apikeys` of the accounts service, for
 * the person signed in (keys themselves are refused there). The rules are
 * `@reelforge/model/api-keys`.
 */

/** An API key as its owner's list shows it: never the key itself. */
export const apiKeySchema = object(
  {
    Id: string(),
    Name: string(),
    /** The first 8 characters after `rfk_`, to tell keys apart. */
    Prefix: string(),
    /** The project uids it reaches, or null for all of the owner's. */
    Projects: { type: ['array', 'null'], items: string() },
    Access: string({ enum: API_KEY_ACCESS }),
    /** When it stops working (ISO 8601), or null for never. */
    Expires: { type: ['string', 'null'] },
    Created: string(),
    /** When it was last used (ISO 8601, noted at most once a minute), or null. */
    LastUsed: { type: ['string', 'null'] },
    /** When it was revoked (ISO 8601), or null. */
    Revoked: { type: ['string', 'null'] },
  },
  ['Id', 'Name', 'Prefix', 'Projects', 'Access', 'Expires', 'Created', 'LastUsed', 'Revoked'],
);
export type ApiKey = FromSchema<typeof apiKeySchema>;

/** GET {accounts}/account/apikeys: the caller's keys, newest first. */
export const apiKeyListResponse = object({ Keys: arrayOf(apiKeySchema) }, ['Keys']);
export type ApiKeyList = FromSchema<typeof apiKeyListResponse>;

/**
 * POST {accounts}/account/apikeys: a new key. Without Projects (or null) it reaches every
 * project of the caller; Access defaults to read-write; without Expires it never expires.
 */
export const apiKeyCreateBody = object(
  {
    // Bounded loosely here; the name rule says what it takes (100 characters).
    Name: string({ maxLength: 1024 }),
    Projects: { type: ['array', 'null'], items: string({ maxLength: 64 }), maxItems: API_KEY_PROJECTS_LIMIT },
    Access: string({ enum: API_KEY_ACCESS }),
    /** ISO 8601 date and time (or date: its start, UTC). */
    Expires: { type: ['string', 'null'], maxLength: 64 },
  },
  ['Name'],
);
export type ApiKeyCreateRequest = FromSchema<typeof apiKeyCreateBody>;

/** The new key's record and the key itself, answered this once and never again. */
export const apiKeyCreateResponse = object({ Key: apiKeySchema, Secret: string() }, ['Key', 'Secret']);
export type ApiKeyCreateReply = FromSchema<typeof apiKeyCreateResponse>;

/** {accounts}/account/apikeys/{id}: the key's id as the list gives it. */
export const apiKeyIdParams = object({ id: string({ maxLength: 64 }) }, ['id']);
