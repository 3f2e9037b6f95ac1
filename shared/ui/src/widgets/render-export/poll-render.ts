/** Follows a render until it is done or failed, reporting its progress. */
import type { MoviesClient } from '@reelforge/api';
import { isRenderFinished, RENDER_POLL_MS, type RenderStatus } from '@reelforge/model';

export interface PollOptions {
  signal?: AbortSignal;
  intervalMs?: number;
  /** Waits between polls; tests pass their own. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

export class RenderFailedError extends Error {
  constructor(readonly status: RenderStatus) {
    super(status.error || 'The render failed.');
    this.name = 'RenderFailedError';
  }
}

/** Resolves with the final status once done; a failed render rejects with its error message. */
export async function pollRender(
  client: Pick<MoviesClient, 'renderStatus'>,
  token: string,
  onStatus: (status: RenderStatus) => void,
  options: PollOptions = {},
): Promise<RenderStatus> {
  const { signal, intervalMs = RENDER_POLL_MS, sleep = wait } = options;
  for (;;) {
    signal?.throwIfAborted();
    const status = await client.renderStatus(token);
    signal?.throwIfAborted();
    onStatus(status);
    if (isRenderFinished(status)) {
      if (status.state === 'failed') throw new RenderFailedError(status);
      return status;
    }
    await sleep(intervalMs, signal);
  }
}
