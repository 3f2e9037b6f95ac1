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
   * Dropbox files above this size go up in an upload session in chunks of this size
   * (one files/upload call takes at most 150 MiB). Default 128 MiB.
   */
  dropboxChunkBytes?: number;
  /** FTP control and data connection timeout; default 30 s. */
  ftpTimeoutMs?: number;
  /** Pause before resuming an interrupted YouTube upload (doubled each time); default 1 s. */
  retryDelayMs?: number;
}

export interface ResolvedOptions {
  endpoints: ServiceEndpoints;
  dropboxChunkBytes: number;
  ftpTimeoutMs: number;
  retryDelayMs: number;
}

export function resolveOptions(options: DeliverOptions = {}): ResolvedOptions {
  const endpoints = { ...SERVICE_ENDPOINTS, ...options.endpoints };
  for (const [name, url] of Object.entries(endpoints)) endpoints[name as keyof ServiceEndpoints] = url.replace(/\/+$/, '');
  return {
    endpoints,
    dropboxChunkBytes: options.dropboxChunkBytes ?? 128 * 1024 * 1024,
    ftpTimeoutMs: options.ftpTimeoutMs ?? 30_000,
    retryDelayMs: options.retryDelayMs ?? 1000,
  };
}
