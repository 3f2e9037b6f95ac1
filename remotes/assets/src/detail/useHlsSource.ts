import { useEffect, useRef, type RefObject } from 'react';

/** What happened to a stream: it fell back to the file, or nothing could be played. */
export type StreamProblem = { kind: 'fallback' | 'failed'; reason: string };

/**
 * Plays an HLS stream in a video element: through hls.js where Media Source is available,
 * else natively. If the stream fails for good, the original file plays instead.
 * hls.js is loaded on demand so the asset list does not pay for it.
 */
export function useHlsSource(video: RefObject<HTMLVideoElement | null>, hlsUrl: string, fileUrl: string, onProblem: (problem: StreamProblem) => void): void {
  // Reporting must not restart the stream, so the latest callback is read through a ref.
  const report = useRef(onProblem);
  useEffect(() => {
    report.current = onProblem;
  });
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let disposed = false;
    let destroy: (() => void) | undefined;
    const fallBack = (reason: string) => {
      if (disposed) return;
      destroy?.();
      destroy = undefined;
      element.addEventListener('error', () => !disposed && report.current({ kind: 'failed', reason: 'the file did not play either' }), { once: true });
      element.src = fileUrl;
      report.current({ kind: 'fallback', reason });
    };
    import('hls.js').then(
      ({ default: Hls }) => {
        if (disposed) return;
        if (!Hls.isSupported()) {
          element.addEventListener('error', () => fallBack('the stream did not play'), { once: true });
          element.src = hlsUrl;
          return;
        }
        // Media URLs authenticate with the session cookie, also on the media host.
        const hls = new Hls({ xhrSetup: (xhr) => void (xhr.withCredentials = true) });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) fallBack(data.error?.message || data.details);
        });
        destroy = () => hls.destroy();
        hls.loadSource(hlsUrl);
        hls.attachMedia(element);
      },
      (error: unknown) => fallBack(error instanceof Error ? error.message : 'the stream player did not load'),
    );
    return () => {
      disposed = true;
      destroy?.();
      element.removeAttribute('src');
      element.load();
    };
  }, [video, hlsUrl, fileUrl]);
}
