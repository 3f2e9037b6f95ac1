/**
 * Why a remote could not be shown. The words a user reads for each are in failure-text.ts,
 * fetched only when a failure is shown (the console's first page has no room for them).
 */
export type RemoteFailure = 'missing' | 'network' | 'chunk-load' | 'evaluation' | 'invalid-module' | 'incompatible';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly failure: RemoteFailure,
    cause?: unknown,
  ) {
    super(`The ${remote} area could not be shown (${failure})`, { cause });
    this.name = 'RemoteLoadError';
  }
}

export function classifyLoadError(remote: string, error: unknown): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  // The federation runtime refusing a shared singleton the remote needs in another version (strictVersion).
  if (/does not satisfy the requirement/.test(text)) return new RemoteLoadError(remote, 'incompatible', error);
  if (/ChunkLoadError|Loading chunk/i.test(text)) return new RemoteLoadError(remote, 'chunk-load', error);
  if (
    /RUNTIME-00[38]|Failed to fetch|NetworkError|ScriptExternalLoadError|Loading script failed|manifest/i.test(text)
  ) {
    return new RemoteLoadError(remote, 'network', error);
  }
  return new RemoteLoadError(remote, 'evaluation', error);
}
