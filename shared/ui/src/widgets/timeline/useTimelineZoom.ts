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
  const [view, setView] = useState({ left: 0, width: 800 });
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;

  const fit = useCallback(() => {
    const width = scroller.current?.clientWidth ?? 800;
    setZoomState(fitZoom(frames, Math.max(1, width - TIMELINE_END_PAD)));
    setFitted(true);
  }, [frames]);

  /** Zooms to `next`, keeping the frame at `anchor` pixels into the box where it is. */
  const zoomTo = useCallback((next: number, anchor?: number) => {
    const box = scroller.current;
    const at = anchor ?? (box ? box.clientWidth / 2 : 0);
    const target = clampZoom(next);
    const frame = box ? (box.scrollLeft + at) / zoomRef.current : 0;
    setZoomState(target);
    setFitted(false);
    if (box) requestAnimationFrame(() => (box.scrollLeft = Math.max(0, frame * target - at)));
  }, []);

  useLayoutEffect(() => {
    if (fitted) fit();
  }, [fitted, fit]);

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const observer = new ResizeObserver(() => {
      setView({ left: box.scrollLeft, width: box.clientWidth });
      if (fitted) fit();
    });
    observer.observe(box);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setView({ left: box.scrollLeft, width: box.clientWidth }));
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
  }, [fitted, fit, zoomTo]);

  return { scroller, zoom, zoomTo, fit, fitted, view };
}
