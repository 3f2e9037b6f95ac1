import { guardedAgents, type GuardedAgents } from '../net/guarded-agents.ts';
import { OutboundGuard, type Resolver } from '../net/outbound-guard.ts';
import { DEFAULT_RETRY, type RetryPolicy } from './retry.ts';
import { guardedCall, type Call } from './transport.ts';

/** Base URLs of the hosted services; tests point them at local fakes. */
export interface ServiceEndpoints {
  /** `{account}` is replaced by the storage account (an emulator takes it as a path segment). */
  azureBlob: string;
  /** Dropbox's content host (uploads). */
  dropboxContent: string;
  /** Google APIs: YouTube uploads and playlist items. */
  youtube: string;
  jwplayer: string;
  wistia: string;
}

export const SERVICE_ENDPOINTS: ServiceEndpoints = {
  azureBlob: 'https://{account}.blob.core.windows.net',
  dropboxContent: 'https://content.dropboxapi.com',
  youtube: 'https://www.googleapis.com',
  jwplayer: 'https://api.jwplayer.com',
  wistia: 'https://upload.wistia.com',
};

/** Internal settings of the delivery code: never taken from a job's destination. */
export interface DeliverOptions {
  endpoints?: Partial<ServiceEndpoints>;
  /**
   * Internal hosts deliveries may reach (OUTBOUND_ALLOW_HOSTS): names, addresses, CIDR
   * ranges, each with an optional :port (see ../net/allow-list.ts). Default none.
   */
  outboundAllow?: readonly string[];
  /** Name resolution of the outbound guard; dns.lookup by default. */
  resolver?: Resolver;
  /** Tries per delivery on passing failures (DELIVERY_ATTEMPTS); default 3. */
  attempts?: number;
  /**
   * Dropbox files above this size go up in an upload session in chunks of this size
   * (one files/upload call takes at most 150 MiB). Default 128 MiB.
   */
  dropboxChunkBytes?: number;
  /** S3 files above this size go up as a multipart upload in parts of this size (at least 5 MiB); default 16 MiB. */
  s3PartBytes?: number;
  /** FTP control and data connection timeout, and the idle timeout of HTTP calls; default 30 s. */
  ftpTimeoutMs?: number;
  /**
   * First pause before a retry (doubled each time, with jitter, at most 30 s); also the pause
   * before resuming an interrupted YouTube upload. Default 1 s.
   */
  retryDelayMs?: number;
  /** Extra trusted certificates (PEM) for TLS connections; for tests with a self-signed server. */
  tlsCa?: string | Buffer;
}

export interface ResolvedOptions {
  endpoints: ServiceEndpoints;
  guard: OutboundGuard;
  agents: GuardedAgents;
  /** HTTP calls through the guarded agents. */
  call: Call;
  retry: RetryPolicy;
  dropboxChunkBytes: number;
  s3PartBytes: number;
  ftpTimeoutMs: number;
  retryDelayMs: number;
  tlsCa?: string | Buffer;
}

const MIN_PART_BYTES = 5 * 1024 * 1024;

export function resolveOptions(options: DeliverOptions = {}): ResolvedOptions {
  const endpoints = { ...SERVICE_ENDPOINTS, ...options.endpoints };
  for (const [name, url] of Object.entries(endpoints))
    endpoints[name as keyof ServiceEndpoints] = url.replace(/\/+$/, '');
  const guard = new OutboundGuard({ allow: options.outboundAllow, resolver: options.resolver });
  const agents = guardedAgents(guard, { ca: options.tlsCa });
  const ftpTimeoutMs = options.ftpTimeoutMs ?? 30_000;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY.baseMs;
  return {
    endpoints,
    guard,
    agents,
    call: guardedCall(agents, ftpTimeoutMs),
    retry: {
      ...DEFAULT_RETRY,
      attempts: Math.max(1, options.attempts ?? DEFAULT_RETRY.attempts),
      baseMs: retryDelayMs,
    },
    dropboxChunkBytes: options.dropboxChunkBytes ?? 128 * 1024 * 1024,
    s3PartBytes: Math.max(MIN_PART_BYTES, options.s3PartBytes ?? 16 * 1024 * 1024),
    ftpTimeoutMs,
    retryDelayMs,
    ...(options.tlsCa ? { tlsCa: options.tlsCa } : {}),
  };
}
