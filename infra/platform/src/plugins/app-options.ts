import type { LogLevel } from 'fastify';
import type { EditorsConfig } from '@reelforge/model';
import type { Deliver } from '../destinations/types.ts';
import type { Clock } from '../lib/clock.ts';
import type { TrustProxy } from '../config/trust-proxy.ts';
import type { RateLimitSettings } from './rate-limit-routes.ts';
import type { RequestLimits } from './slow-connections.ts';
import type { DatasourceLimits } from '../datasources/datasource-limits.ts';
import type { RenderEngine } from '../render/engine.ts';
import type { ObjectStoreSettings, Role } from '../config/scale-out.ts';
import type { OidcSettings } from '../config/oidc.ts';

export interface AppOptions {
  /** Holds the SQLite file and the `blobs/` folder; created if missing. */
  dataDir: string;
  /** The host's built `dist/`; may not exist yet (the console then answers 503). */
  consoleDir: string;
  /** Folder with `<name>/dist/mf-manifest.json` per remote. */
  remotesDir: string;
  /**
   * The environment's remotes manifest (REMOTES_MANIFEST, docs/remotes-deploy.md): versions and
   * folders or URLs; default the scan of remotesDir.
   */
  remotesManifest?: string;
  /** Default `info`; tests use `silent`. */
  logLevel?: LogLevel | 'silent';
  /** Where log lines go (default stdout); tests capture them here. */
  logStream?: { write(line: string): unknown };
  /** Injectable clock, so token expiry can be tested without waiting an hour. */
  now?: Clock;
  /** Token and session-credential lifetime; docs/reference.md §9 says 1 h. */
  tokenTtlMs?: number;
  /** A sign-in's absolute life: renewal stops after it (SESSION_MAX_HOURS); default 12 h. */
  sessionMaxMs?: number;
  /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-For names the client; default none. */
  trustProxy?: TrustProxy;
  /** Requests per window per address and per account (RATE_LIMIT_*); see plugins/rate-limits.ts. */
  rateLimits?: Partial<RateLimitSettings>;
  /**
   * How long and how slowly a request may arrive, and connections per client
   * (HEADERS_TIMEOUT_SECONDS, BODY_*, CONNECTIONS_PER_CLIENT): docs/request-limits.md.
   */
  requestLimits?: Partial<RequestLimits>;
  /** Largest accepted upload (PUT /v1/data, datasources); default 2 GiB. */
  uploadLimitBytes?: number;
  /** What each user's file store of a region may hold, in bytes (USERFS_QUOTA_BYTES); default 1 GiB. */
  userfsQuotaBytes?: number;
  /**
   * What each project's files (assets, app data, movies, templates) may hold, in bytes
   * (PROJECT_QUOTA_BYTES); default 50 GiB.
   */
  projectQuotaBytes?: number;
  /** What one datasource import may hold and take (SPREADSHEET_* / DATASOURCE_*); see docs/spreadsheets.md. */
  datasourceLimits?: Partial<DatasourceLimits>;
  /** ffmpeg and ffprobe executables; default from PATH. */
  ffmpegPath?: string;
  ffprobePath?: string;
  /** Wall-clock limit of one ffmpeg run, renders included (FFMPEG_TIMEOUT_SECONDS); default 15 minutes. */
  ffmpegTimeoutMs?: number;
  /** Largest output of one ffmpeg run, a render or an HLS stream (FFMPEG_OUTPUT_LIMIT_BYTES); default 16 GiB. */
  ffmpegOutputLimitBytes?: number;
  /**
   * Address space of each ffmpeg and ffprobe run (FFMPEG_MEMORY_LIMIT_BYTES); 0: none; default 4
   * GiB (docs/media-limits.md).
   */
  ffmpegMemoryLimitBytes?: number;
  /**
   * Largest picture of an uploaded image or video (MEDIA_MAX_PIXELS, MEDIA_MAX_SIDE); default 40
   * megapixels, 8192 px a side.
   */
  mediaMaxPixels?: number;
  mediaMaxSide?: number;
  /**
   * Shared render slots (RENDER_CONCURRENCY): renders, frames, previews, shares and batch tasks
   * at once; one interactive and one batch slot are kept on top (docs/render-limits.md); default one per core.
   */
  renderConcurrency?: number;
  /** Every render is stopped after this long; default 10 minutes. */
  renderTimeoutMs?: number;
  /** HLS preview folders are removed after this long; default 1 hour. */
  previewTtlMs?: number;
  /** A token's cached renders are removed after this long without a request; default 1 day. */
  renderCacheIdleMs?: number;
  /** The renderer's entry points; tests wrap them to stand in failures. */
  renderEngine?: Partial<RenderEngine>;
  /** Batch tasks run at once by the in-process workers; default one per core. */
  batchConcurrency?: number;
  /** Running time of one prerender script; default 1 s. */
  prerenderTimeoutMs?: number;
  /** Memory a prerender script may take beyond the engine's own; default 32 MiB. */
  prerenderMemoryBytes?: number;
  /**
   * Worker threads for prerender and run-console scripts, shared fairly by account (SCRIPT_WORKERS,
   * docs/scripts.md); default one per core, 2 to 8.
   */
  scriptWorkers?: number;
  /** Delivers batch results; default the destinations module's (tests point services at fakes). */
  deliver?: Deliver;
  /** Awaited after each file a publish copies, with the count so far: tests hold a copy mid-way with it. */
  publishFileCopied?: (done: number, total: number) => Promise<void>;
  /**
   * Awaited at each step of a project copy or migration (project-copy/README.md): tests hold or
   * snapshot a task mid-way with it.
   */
  projectTaskStep?: (step: { task: 'copy' | 'migrate'; at: string }) => Promise<void>;
  /**
   * Internal hosts batch deliveries may reach (OUTBOUND_ALLOW_HOSTS): names, addresses or
   * CIDR ranges, each with an optional :port. Default none: only public addresses.
   */
  outboundAllowHosts?: readonly string[];
  /** Tries per delivery on passing failures (DELIVERY_ATTEMPTS); default 3. */
  deliveryAttempts?: number;
  /** Tries per webhook delivery, the first included (WEBHOOK_ATTEMPTS, docs/api.md "Webhooks"); default 6. */
  webhookAttempts?: number;
  /** The pauses before a webhook delivery's 2nd, 3rd… tries; default 10 s, 1 min, 5 min, 30 min, 2 h (tests shorten them). */
  webhookRetryPausesMs?: readonly number[];
  /** How often each process looks for webhook deliveries that are due; default 5 s. */
  webhookPollMs?: number;
  /** PostgreSQL instead of the SQLite file (DATABASE_URL, docs/scale-out.md); default the SQLite file in dataDir. */
  databaseUrl?: string;
  /** Redis for the queues shared by api and worker processes (REDIS_URL); default the in-process queue. */
  redisUrl?: string;
  /** An S3-compatible bucket for blobs (S3_*); default folders under dataDir. */
  objectStore?: ObjectStoreSettings;
  /** What this process does (REELFORGE_ROLE or the first argument): all (default), api or worker. */
  role?: Role;
  /** Tasks a worker process runs at once (WORKER_CONCURRENCY); default one per core. */
  workerConcurrency?: number;
  /**
   * The Redis batch queue's BullMQ settings (queue/README.md); tests shorten the lock so a killed
   * worker's task moves on sooner.
   */
  redisQueue?: { name?: string; prefix?: string; lockMs?: number; stalledCheckMs?: number; maxStalledCount?: number };
  /**
   * The effects editors' and the motion tracker's addresses (FX_PRO_EDITOR_URL,
   * FX_EXPRESS_EDITOR_URL, TRACKER_URL); default none.
   */
  editors?: EditorsConfig;
  /**
   * GET /metrics on the app's own port too (METRICS_PORT set to PORT: docs/operations.md);
   * default only on the probe listener.
   */
  publicMetrics?: boolean;
  /** Single sign-on with an OpenID Connect provider (OIDC_*, docs/accounts.md); default none. */
  oidc?: OidcSettings;
  /** Sign-in with a password (PASSWORD_SIGN_IN); default on. Off, the form and POST /accounts/auth/login refuse. */
  passwordSignIn?: boolean;
}

export const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * Whether this process is the only one on its data folder and database: the embedded mode
 * (role `all` without Redis). Only then may start-up treat everything marked in flight as
 * cut short by a crash; with several processes it may be another's live work
 * (docs/scale-out.md "Start-up recovery").
 */
export const ownsDataAlone = (options: Pick<AppOptions, 'role' | 'redisUrl'>): boolean =>
  (options.role ?? 'all') === 'all' && !options.redisUrl;

/**
 * Which side of the queues this process is (docs/scale-out.md): `api` hands work to them,
 * `worker` takes it; undefined when work runs in process (role `all`, or no Redis).
 */
export function queueSide(
  options: Pick<AppOptions, 'role' | 'redisUrl'>,
): { side: 'api' | 'worker'; redisUrl: string } | undefined {
  const role = options.role ?? 'all';
  return options.redisUrl && role !== 'all' ? { side: role, redisUrl: options.redisUrl } : undefined;
}

/** With several processes, a temporary file untouched this long is a leftover of a dead one. */
export const SHARED_TEMPORARY_GRACE_MS = 6 * ONE_HOUR_MS;
export const ONE_DAY_MS = 24 * ONE_HOUR_MS;
export const DEFAULT_UPLOAD_LIMIT_BYTES = 2 * 1024 ** 3;
export const DEFAULT_USERFS_QUOTA_BYTES = 1024 ** 3;
export const DEFAULT_PROJECT_QUOTA_BYTES = 50 * 1024 ** 3;
export const DEFAULT_RENDER_TIMEOUT_MS = 10 * 60_000;
export const DEFAULT_SESSION_MAX_MS = 12 * ONE_HOUR_MS;
