import { useEffect, useRef, type RefObject } from 'react';

export interface HlsFallback {
  /** The original file, played when the stream fails for good. */
  url: string;
  /** Told why the stream failed when the file takes over. */
  onFallback: (reason: string) => void;
}

/**
 * Plays an HLS playlist in a video element: through hls.js where Media Source is available,
 * else natively. hls.js is loaded on demand so pages without a player do not pay for it.
 * `onFatal` is told when nothing can be played: the stream, or with a `fallback` the original
 * file it switched to. A null `playlist` plays nothing.
 */
export function useHlsPlayer(
  video: RefObject<HTMLVideoElement | null>,
  playlist: string | null,
  onFatal: (reason: string) => void,
  fallback?: HlsFallback,
): void {
  // Reporting must not restart the stream, so the latest callbacks are read through a ref.
  const report = useRef({ onFatal, onFallback: fallback?.onFallback });
  useEffect(() => {
    report.current = { onFatal, onFallback: fallback?.onFallback };
  });
  const fileUrl = fallback?.url;
  useEffect(() => {
    const element = video.current;
    if (!element || !playlist) return;
    let disposed = false;
    let destroy: (() => void) | undefined;
    const fail = (reason: string) => {
      if (disposed) return;
      if (!fileUrl) return report.current.onFatal(reason);
      destroy?.();
      destroy = undefined;
      element.addEventListener('error', () => !disposed && report.current.onFatal('the file did not play either'), {
        once: true,
      });
      element.src = fileUrl;
      report.current.onFallback?.(reason);
    };
    import('hls.js').then(
      ({ default: Hls }) => {
        if (disposed) return;
        if (!Hls.isSupported()) {
          element.addEventListener('error', () => fail('the stream did not play'), { once: true });
          element.src = playlist;
          return;
        }
        // Media URLs authenticate with the session cookie, also on the media host.
        const hls = new Hls({ xhrSetup: (xhr) => void (xhr.withCredentials = true) });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) fail(data.error?.message || data.details);
        });
        destroy = () => hls.destroy();
        hls.loadSource(playlist);
        hls.attachMedia(element);
      },
      (error: unknown) => fail(error instanceof Error ? error.message : 'the stream player did not load'),
    );
    return () => {
      disposed = true;
      destroy?.();
      element.removeAttribute('src');
      element.load();
    };
  }, [video, playlist, fileUrl]);
}
