import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { ICON_TEXT_MIN_WIDTH, SPLIT_LIMITS, SPLITTER_DEFAULT, splitLayout, storedSplitter } from '@reelforge/model';
import { Link } from '@reelforge/router';

/** Where the splitter was kept before each page had its own: still the start for a page that has none yet. */
export const SPLITTER_STORAGE_KEY = 'reelforge.splitter';
const keyOf = (area: string) => `${SPLITTER_STORAGE_KEY}.${area}`;

/**
 * The splitter position kept for a page (its area), else the page's own start, else the one
 * kept for all pages before, else 550.
 */
export function readSplitter(area: string, start?: number): number {
  const storage = globalThis.localStorage;
  return (
    storedSplitter(storage?.getItem(keyOf(area))) ??
    start ??
    storedSplitter(storage?.getItem(SPLITTER_STORAGE_KEY)) ??
    SPLITTER_DEFAULT
  );
}

export interface SplitPaneProps {
  /** The page's name: each page keeps its own splitter position. */
  area: string;
  left: ReactNode;
  right: ReactNode;
  label?: string;
  /**
   * Something is open in the right pane. On a page too narrow for both panes only one shows:
   * the right one with a link back to the list when something is open, the list otherwise.
   */
  detail?: { backTo: string; backLabel: string } | null;
  /** Where the splitter starts on this page until the person moves it (an editor that wants room: the narrowest list). */
  start?: number;
}

/**
 * Two panes and a draggable splitter between them. The splitter's position (the left pane's
 * width) is kept in local storage per page and held inside the page's width so each pane keeps
 * a usable minimum; a page narrower than both minimums shows one pane at a time. The right pane
 * is marked compact when it is narrower than 550 px, which hides icon texts in it.
 */
export function SplitPane({ area, left, right, label = 'Resize panes', detail, start }: SplitPaneProps) {
  const [preferred, setPreferred] = useState(() => readSplitter(area, start));
  // A page that changes its area (the movie editor's Design tab) takes that area's position.
  const shownArea = useRef(area);
  useEffect(() => {
    if (shownArea.current === area) return;
    shownArea.current = area;
    setPreferred(readSplitter(area, start));
  }, [area, start]);
  const [width, setWidth] = useState(0);
  const [rightWidth, setRightWidth] = useState<number>(Infinity);
  const container = useRef<HTMLDivElement>(null);
  const rightPane = useRef<HTMLDivElement>(null);
  const layout = splitLayout(width, preferred);

  useLayoutEffect(() => {
    const node = container.current;
    if (!node) return;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const node = rightPane.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setRightWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const save = useCallback(
    (value: number) => {
      const placed = splitLayout(container.current?.clientWidth ?? 0, value);
      const position = placed.mode === 'split' ? placed.left : Math.round(value);
      setPreferred(position);
      globalThis.localStorage?.setItem(keyOf(area), String(position));
    },
    [area],
  );

  const startDrag = (event: ReactPointerEvent) => {
    event.preventDefault();
    const start = container.current?.getBoundingClientRect().left ?? 0;
    const move = (e: PointerEvent) => save(e.clientX - start);
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const single = layout.mode === 'single';
  const position = layout.mode === 'split' ? layout.left : 0;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') save(position - 20);
    if (event.key === 'ArrowRight') save(position + 20);
  };
  // One tree for both layouts (keyed panes), so crossing the width where they change keeps what the panes hold.
  return (
    <div className={single ? 'rf-split rf-split-single' : 'rf-split'} ref={container}>
      <div
        key="left"
        className="rf-split-left"
        style={single ? undefined : { width: position }}
        hidden={single && Boolean(detail)}
      >
        {left}
      </div>
      {!single && (
        <div
          key="splitter"
          className="rf-splitter"
          role="separator"
          aria-orientation="vertical"
          aria-label={label}
          aria-valuenow={position}
          aria-valuemin={SPLIT_LIMITS.minLeft}
          tabIndex={0}
          onPointerDown={startDrag}
          onKeyDown={onKey}
        />
      )}
      <div
        key="right"
        className="rf-split-right"
        ref={rightPane}
        hidden={single && !detail}
        data-compact={rightWidth < ICON_TEXT_MIN_WIDTH ? 'true' : undefined}
      >
        {single && detail && (
          <Link className="rf-split-back" to={detail.backTo}>
            <span aria-hidden="true">←</span> {detail.backLabel}
          </Link>
        )}
        {right}
      </div>
    </div>
  );
}
