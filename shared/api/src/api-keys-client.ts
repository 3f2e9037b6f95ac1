import type { ApiKey, ApiKeyCreateReply, ApiKeyCreateRequest, ApiKeyList } from '@reelforge/contract';
import type { Http } from './http.js';

export type { ApiKeyAccess, ApiKeyState } from '@reelforge/model/api-keys';
/** An API key as its owner's list shows it (docs/api.md, "API keys"): never the key itself. */
export type { ApiKey };
export type NewApiKeyRequest = ApiKeyCreateRequest;
/** A new key's record and the key itself (`Secret`), which is shown once and never again. */
export type CreatedApiKey = ApiKeyCreateReply;

/** One's own API keys, on the accounts service (a token only: the service refuses keys). */
export interface ApiKeysClient {
  /** The keys, newest first, revoked and expired ones included. */
  list(): Promise<ApiKey[]>;
  /** Refused (400, 409) with the reason as the error's message. */
  create(request: NewApiKeyRequest): Promise<CreatedApiKey>;
  /** Revoked at once; revoking one revoked before changes nothing. */
  revoke(id: string): Promise<void>;
}

const trim = (url: string) => url.replace(/\/+$/, '');

/** `baseurl` is auth.json's accounts service address. */
export function apiKeysClient(http: Http, baseurl: string): ApiKeysClient {
  const base = `${trim(baseurl)}/account/apikeys`;
  return {
    list: async () => (await http<ApiKeyList>(base)).data.Keys,
    create: async (request) => (await http<ApiKeyCreateReply>(base, { method: 'POST', body: request })).data,
    revoke: async (id) => {
      await http(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
  };
}
