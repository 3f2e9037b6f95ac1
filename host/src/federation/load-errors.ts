/** Why a remote could not be shown, in words a user can act on. */
export type RemoteFailure = 'missing' | 'network' | 'chunk-load' | 'evaluation' | 'invalid-module';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly failure: RemoteFailure,
    cause?: unknown,
  ) {
    super(describeFailure(remote, failure), { cause });
    this.name = 'RemoteLoadError';
  }
}

export function describeFailure(remote: string, failure: RemoteFailure): string {
  switch (failure) {
    case 'missing':
      return `The ${remote} area is not part of this deployment yet.`;
    case 'network':
      return `The ${remote} area could not be downloaded. Check the connection and try again.`;
    case 'chunk-load':
      return `Part of the ${remote} area could not be downloaded; it may have been redeployed. Reload the page.`;
    case 'invalid-module':
      return `The ${remote} area was downloaded but does not provide its routes.`;
    case 'evaluation':
      return `The ${remote} area failed while starting.`;
  }
}

export function classifyLoadError(remote: string, error: unknown): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/ChunkLoadError|Loading chunk/i.test(text)) return new RemoteLoadError(remote, 'chunk-load', error);
  if (/RUNTIME-00[38]|Failed to fetch|NetworkError|ScriptExternalLoadError|Loading script failed|manifest/i.test(text)) {
    return new RemoteLoadError(remote, 'network', error);
  }
  return new RemoteLoadError(remote, 'evaluation', error);
}
