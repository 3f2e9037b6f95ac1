import { useEffect, useRef, type RefObject } from 'react';

/**
 * Plays an HLS playlist in a video element: through hls.js where Media Source is available,
 * else natively. hls.js is loaded on demand so pages without a player do not pay for it.
 * `onFatal` is told when the stream cannot be played; null `playlist` plays nothing.
 */
export function useHlsPlayer(video: RefObject<HTMLVideoElement | null>, playlist: string | null, onFatal: (reason: string) => void): void {
  // Reporting must not restart the stream, so the latest callback is read through a ref.
  const report = useRef(onFatal);
  useEffect(() => {
    report.current = onFatal;
  });
  useEffect(() => {
    const element = video.current;
    if (!element || !playlist) return;
    let disposed = false;
    let destroy: (() => void) | undefined;
    const fail = (reason: string) => !disposed && report.current(reason);
    import('hls.js').then(
      ({ default: Hls }) => {
        if (disposed) return;
        if (!Hls.isSupported()) {
          element.addEventListener('error', () => fail('the stream did not play'), { once: true });
          element.src = playlist;
          return;
        }
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
  }, [video, playlist]);
}
