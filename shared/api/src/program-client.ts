import type { StartJobBody } from '@reelforge/contract';
import {
  DEFAULT_ROUTING,
  isQueueFinished,
  type BatchQueueStatus,
  type BatchResult,
  type RegionConfig,
  type RegionsConfig,
} from '@reelforge/model';
import {
  programRenderEnded,
  type ProgramRenderAccepted,
  type ProgramRenderStatus,
} from '@reelforge/model/program-renders';
import { batchClient, type BatchClient } from './batch-client.js';
import { answerError, ApiError, createHttp, type Http } from './http.js';

export type { ProgramRenderAccepted, ProgramRenderStatus } from '@reelforge/model/program-renders';
export type { BatchQueueStatus, BatchResult } from '@reelforge/model';

/** Where the platform is and who calls it: an API key, or a sign-in token. */
export interface ClientOptions {
  /** The platform's address, e.g. `http://localhost:8080`. */
  url: string;
  /** An API key (`rfk_…`), sent as `Authorization: Bearer <key>`. */
  apiKey?: string;
  /** A sign-in token instead (64 hex characters), sent as `Authorization: istoken <token>`. */
  token?: string;
  /** Each call's time limit in milliseconds (a download has none); default 60 s. */
  timeoutMs?: number;
}

/** A render of a stored movie: its project, its name, its variables' values and a format (default the movie's). */
export interface RenderOrder {
  project: string;
  movie: string;
  variables?: Record<string, string | number | boolean>;
  format?: string;
  /** The project's region; default the first the platform lists (eu-west-1). */
  region?: string;
  /**
   * Sent as `Idempotency-Key`: a retry with the same key within a day answers the first answer
   * instead of rendering again (docs/api.md, "Idempotency"). A UUID is a good key.
   */
  idempotencyKey?: string;
}

/** A render started: its token, where it is followed and fetched, and whether this was a retry's answer. */
export interface StartedRender extends ProgramRenderAccepted {
  region: string;
  project: string;
  /** The answer of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/** Which render: its project, its token, its region. */
export interface RenderRef {
  project: string;
  token: string;
  region?: string;
}

/** A rendered file as it arrives. */
export interface Download {
  body: ReadableStream<Uint8Array>;
  /** Its size in bytes, when the platform says. */
  size?: number;
  contentType: string;
}

export interface WaitOptions<T> {
  /** How often to ask; default 1 s. */
  intervalMs?: number;
  /** Told each status read, the last one included. */
  onStatus?: (status: T) => void;
  signal?: AbortSignal;
}

/** A batch run of a saved job, started by naming it (docs/reference.md §7, the render host). */
export interface BatchStart {
  project: string;
  job: string;
  /** Which records, e.g. `1-10`; default the job's own. */
  range?: string;
  region?: string;
  routing?: string;
}

/** The calls a program makes: renders of stored movies, their files, and batch runs. */
export interface ReelforgeClient {
  /** The platform's regions and their hosts (regions.json), read once. */
  regions(): Promise<RegionsConfig>;
  render(order: RenderOrder): Promise<StartedRender>;
  renderStatus(ref: RenderRef): Promise<ProgramRenderStatus>;
  /** Reads the status until the render is done or failed, and answers the last. */
  waitForRender(ref: RenderRef, options?: WaitOptions<ProgramRenderStatus>): Promise<ProgramRenderStatus>;
  /** A rendered file by its address (the status's `url`, the start's `resultUrl`). */
  download(url: string, options?: { signal?: AbortSignal }): Promise<Download>;
  batch: {
    /** Starts a run of the job: its first status, with its queue `Id` and `runid`. */
    start(run: BatchStart): Promise<BatchQueueStatus>;
    status(queue: string, region?: string): Promise<BatchQueueStatus>;
    /** Reads the queue's status until its run has ended, and answers the last. */
    waitForRun(queue: string, options?: WaitOptions<BatchQueueStatus> & { region?: string }): Promise<BatchQueueStatus>;
    /** A run's results, one per task: its key, ok or failed, the file's address or the error. */
    results(runid: string, region?: string): Promise<BatchResult[]>;
  };
}

/** A region the platform does not have. */
export class UnknownRegionError extends Error {
  constructor(region: string, known: readonly string[]) {
    super(`Unknown region ${region}: the platform has ${known.join(', ')}`);
    this.name = 'UnknownRegionError';
  }
}

const DEFAULT_TIMEOUT_MS = 60_000;

function authorization({ apiKey, token }: ClientOptions): string | undefined {
  if (apiKey) return `Bearer ${apiKey}`;
  if (token) return `istoken ${token}`;
  return undefined;
}

/** Waits `ms`, or rejects when `signal` aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

async function polled<T>(read: () => Promise<T>, ended: (value: T) => boolean, options: WaitOptions<T>): Promise<T> {
  for (;;) {
    const value = await read();
    options.onStatus?.(value);
    if (ended(value)) return value;
    await pause(options.intervalMs ?? 1000, options.signal);
  }
}

/**
 * The platform's calls for programs, from Node.js (or any runtime with fetch): an API key or a
 * token on every call, failures as `ApiError` (status 0: no connection; -1: timed out) with the
 * platform's message. docs/api.md has examples.
 */
export function createClient(options: ClientOptions): ReelforgeClient {
  const origin = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const auth = authorization(options);
  const base = createHttp({ origin, domainSuffix: '', getToken: () => null });
  const http: Http = (url, init = {}) =>
    base(url, {
      timeoutMs,
      regionHost: true,
      ...init,
      headers: { ...(auth ? { Authorization: auth } : {}), ...init.headers },
    });
  const id = encodeURIComponent;

  let regions: Promise<RegionsConfig> | undefined;
  const readRegions = () => {
    regions ??= http<RegionsConfig>('/regions/regions.json').then((reply) => reply.data);
    // A failed read is tried again next time.
    regions.catch(() => {
      regions = undefined;
    });
    return regions;
  };
  const regionOf = async (name: string | undefined): Promise<{ name: string; config: RegionConfig }> => {
    const all = await readRegions();
    const chosen = name ?? Object.keys(all)[0] ?? '';
    const config = all[chosen];
    if (!config) throw new UnknownRegionError(chosen, Object.keys(all));
    return { name: chosen, config };
  };
  const apiOf = (config: RegionConfig) => config.api.replace(/\/+$/, '');
  const batches = new Map<string, BatchClient>();
  const batchOf = async (name: string | undefined) => {
    const region = await regionOf(name);
    let client = batches.get(region.name);
    if (!client) batches.set(region.name, (client = batchClient(http, region.name, region.config)));
    return client;
  };

  const renderStatus = async ({ project, token, region }: RenderRef) => {
    const { config } = await regionOf(region);
    const path = `${apiOf(config)}/v1/project/${id(project)}/renders/${id(token)}`;
    return (await http<ProgramRenderStatus>(path)).data;
  };

  return {
    regions: readRegions,
    render: async ({ project, movie, variables, format, region, idempotencyKey }) => {
      const { name, config } = await regionOf(region);
      const reply = await http<ProgramRenderAccepted>(`${apiOf(config)}/v1/project/${id(project)}/renders`, {
        method: 'POST',
        body: { movie, ...(variables ? { variables } : {}), ...(format ? { format } : {}) },
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
      });
      const replayed = reply.headers.get('idempotent-replayed') === 'true';
      return { ...reply.data, region: name, project, replayed };
    },
    renderStatus,
    waitForRender: (ref, wait = {}) => polled(() => renderStatus(ref), programRenderEnded, wait),
    download: async (url, { signal } = {}) => {
      // The address carries the render's token, which is all it needs: no key is sent with it.
      let response: Response;
      try {
        response = await fetch(new URL(url, origin), signal ? { signal } : {});
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new ApiError(0, '', error instanceof Error ? error.message : 'Network error');
      }
      if (!response.ok || !response.body) {
        const type = response.headers.get('content-type') ?? '';
        const body = type.includes('json') ? await response.json().catch(() => undefined) : undefined;
        throw answerError(response.status, response.statusText, response.headers, body);
      }
      const length = Number(response.headers.get('content-length'));
      return {
        body: response.body,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        ...(Number.isFinite(length) && length > 0 ? { size: length } : {}),
      };
    },
    batch: {
      start: async ({ project, job, range, region, routing = DEFAULT_ROUTING }) => {
        const run: StartJobBody = { projectid: project, jobid: job, ...(range === undefined ? {} : { range }) };
        return (await batchOf(region)).startJob(routing, run);
      },
      status: async (queue, region) => (await batchOf(region)).queueStatus(queue),
      waitForRun: async (queue, { region, ...wait } = {}) => {
        const client = await batchOf(region);
        return polled(() => client.queueStatus(queue), isQueueFinished, wait);
      },
      results: async (runid, region) => (await batchOf(region)).results(runid),
    },
  };
}
