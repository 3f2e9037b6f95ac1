import { useEffect, useRef, useState } from 'react';
import type { MoviesClient } from '@reelforge/api';
import { isRenderFinished, messageOf, renderPercent, type OutputFormat } from '@reelforge/model';
import { pollRender } from './poll-render.js';

/** The render calls a run follows: its status, its cancel and its file's address. */
export type RenderFollower = Pick<MoviesClient, 'renderStatus' | 'cancelRender' | 'renderUrl'>;

export type RenderRun =
  | { state: 'idle' }
  | { state: 'rendering'; percent: number }
  | { state: 'done'; token: string; url: string; format: OutputFormat }
  | { state: 'failed'; error: string };

/**
 * One render at a time, followed until it is done (docs/reference.md §4: polled every 500 ms):
 * `start` is given the call that starts it and answers its token. Leaving (or `cancel`) stops a
 * render still under way through the cancel call, since nobody will fetch it.
 */
export function useRenderRun(client: RenderFollower) {
  const [run, setRun] = useState<RenderRun>({ state: 'idle' });
  const stop = useRef<AbortController | null>(null);
  // The session of the render in progress.
  const session = useRef<string | undefined>(undefined);
  const cancel = useRef(() => {});
  cancel.current = () => {
    stop.current?.abort();
    const running = session.current;
    session.current = undefined;
    if (running) void client.cancelRender(running).catch(() => undefined);
  };
  useEffect(() => () => cancel.current(), []);

  const start = async (format: OutputFormat, render: () => Promise<string>) => {
    const controller = new AbortController();
    stop.current = controller;
    setRun({ state: 'rendering', percent: 0 });
    try {
      const token = await render();
      await pollRender(
        client,
        token,
        (status) => {
          session.current = isRenderFinished(status) ? undefined : status.session;
          setRun({ state: 'rendering', percent: renderPercent(status) });
        },
        { signal: controller.signal },
      );
      setRun({ state: 'done', token, url: client.renderUrl(token, format), format });
    } catch (error) {
      if (controller.signal.aborted) return;
      setRun({ state: 'failed', error: messageOf(error) });
    }
  };
  return { run, start, cancel: () => cancel.current() };
}
