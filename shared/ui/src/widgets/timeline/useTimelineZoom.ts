import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clampZoom, fitZoom, MAX_ZOOM, MIN_ZOOM } from '@reelforge/model';

/** Pixels kept free after the last frame. */
export const TIMELINE_END_PAD = 48;

/** The zoom slider's position (0–1000) for a zoom, on a log scale. */
export const sliderOf = (zoom: number): number =>
  Math.round((1000 * Math.log(zoom / MIN_ZOOM)) / Math.log(MAX_ZOOM / MIN_ZOOM));
export const zoomOfSlider = (value: number): number => clampZoom(MIN_ZOOM * (MAX_ZOOM / MIN_ZOOM) ** (value / 1000));

/**
 * The timeline's zoom (pixels per frame) and its scroll box: fitted to the box until the
 * person zooms, refitted with Fit; ctrl+wheel zooms about the pointer.
 */
export function useTimelineZoom(frames: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const [zoom, setZoomState] = useState(1);
  const [fitted, setFitted] = useState(true);
  const [view, setViewState] = useState({ left: 0, width: 800 });
  const setView = useCallback(
    (left: number, width: number) =>
      setViewState((now) => (now.left === left && now.width === width ? now : { left, width })),
    [],
  );
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const framesRef = useRef(frames);
  framesRef.current = frames;

  /** Where a zoom scrolls the box to: set in the commit that draws the zoom. */
  const scrollTo = useRef<number | null>(null);

  const fit = useCallback(() => {
    scrollTo.current = null;
    const width = scroller.current?.clientWidth ?? 800;
    setZoomState(fitZoom(frames, Math.max(1, width - TIMELINE_END_PAD)));
    setFitted(true);
  }, [frames]);

  /** Zooms to `next`, keeping the frame at `anchor` pixels into the box where it is. */
  const zoomTo = useCallback(
    (next: number, anchor?: number) => {
      const box = scroller.current;
      const at = anchor ?? (box ? box.clientWidth / 2 : 0);
      const target = clampZoom(next);
      setFitted(false);
      // The same zoom leaves the frame under the pointer where it is.
      if (target === zoomRef.current) return;
      const frame = box ? (box.scrollLeft + at) / zoomRef.current : 0;
      setZoomState(target);
      if (!box) return;
      const left = Math.max(0, frame * target - at);
      scrollTo.current = left;
      // The view the box scrolls to, with the zoom: what is drawn near the view (the ruler, the bars) follows at once.
      const width = box.clientWidth;
      setView(Math.min(left, Math.max(0, framesRef.current * target + TIMELINE_END_PAD - width)), width);
    },
    [setView],
  );

  // The box scrolls in the commit that draws the zoom, so no frame shows the new zoom at the old place.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && scrollTo.current !== null) box.scrollLeft = scrollTo.current;
    scrollTo.current = null;
  }, [zoom]);

  useLayoutEffect(() => {
    if (fitted) fit();
  }, [fitted, fit]);

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const observer = new ResizeObserver(() => {
      setView(box.scrollLeft, box.clientWidth);
      if (fitted) fit();
    });
    observer.observe(box);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setView(box.scrollLeft, box.clientWidth));
    };
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const rect = box.getBoundingClientRect();
      zoomTo(zoomRef.current * Math.exp(-event.deltaY * 0.002), event.clientX - rect.left);
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      box.removeEventListener('scroll', onScroll);
      box.removeEventListener('wheel', onWheel);
    };
  }, [fitted, fit, zoomTo, setView]);

  return { scroller, zoom, zoomTo, fit, fitted, view };
}
