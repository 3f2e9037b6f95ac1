import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ICON_TEXT_MIN_WIDTH, SPLITTER_DEFAULT } from '@reelforge/model';

export const SPLITTER_STORAGE_KEY = 'reelforge.splitter';
const MIN_PANE = 200;

export function readSplitter(): number {
  const stored = Number(globalThis.localStorage?.getItem(SPLITTER_STORAGE_KEY));
  return Number.isFinite(stored) && stored >= MIN_PANE ? stored : SPLITTER_DEFAULT;
}

/**
 * Two panes and a draggable splitter between them. The splitter's position (the left pane's
 * width) is kept in local storage; the right pane is marked compact when it is narrower than
 * 550 px, which hides icon texts in it.
 */
export function SplitPane({ left, right, label = 'Resize panes' }: { left: ReactNode; right: ReactNode; label?: string }) {
  const [position, setPosition] = useState(readSplitter);
  const [rightWidth, setRightWidth] = useState<number>(Infinity);
  const container = useRef<HTMLDivElement>(null);
  const rightPane = useRef<HTMLDivElement>(null);

  const save = useCallback((value: number) => {
    const width = container.current?.clientWidth ?? Infinity;
    const clamped = Math.max(MIN_PANE, Math.min(value, Math.max(MIN_PANE, width - MIN_PANE)));
    setPosition(clamped);
    globalThis.localStorage?.setItem(SPLITTER_STORAGE_KEY, String(Math.round(clamped)));
  }, []);

  useEffect(() => {
    const node = rightPane.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setRightWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const startDrag = (event: React.PointerEvent) => {
    event.preventDefault();
    const left = container.current?.getBoundingClientRect().left ?? 0;
    const move = (e: PointerEvent) => save(e.clientX - left);
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') save(position - 20);
    if (event.key === 'ArrowRight') save(position + 20);
  };

  return (
    <div className="rf-split" ref={container}>
      <div className="rf-split-left" style={{ width: position }}>
        {left}
      </div>
      <div
        className="rf-splitter"
        role="separator"
        aria-orientation="vertical"
        aria-label={label}
        aria-valuenow={Math.round(position)}
        tabIndex={0}
        onPointerDown={startDrag}
        onKeyDown={onKey}
      />
      <div className="rf-split-right" ref={rightPane} data-compact={rightWidth < ICON_TEXT_MIN_WIDTH ? 'true' : undefined}>
        {right}
      </div>
    </div>
  );
}
