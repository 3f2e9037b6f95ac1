import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  getKey: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  label: string;
  /** Told how far (in px) the end of the list is from the bottom of the view after each scroll. */
  onScrollDistance?: (distanceToEnd: number) => void;
  /** Told which rows are drawn (first, and one past the last) whenever that changes: to read only those. */
  onRange?: (first: number, end: number) => void;
  overscan?: number;
}

/** Renders only the rows in view, so lists of tens of thousands stay fluid. */
export function VirtualList<T>({
  items,
  rowHeight,
  getKey,
  renderRow,
  label,
  onScrollDistance,
  onRange,
  overscan = 8,
}: VirtualListProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState({ top: 0, height: 800 });

  const measure = useCallback(() => {
    const node = viewport.current;
    if (!node) return;
    setRange((current) =>
      current.top === node.scrollTop && current.height === node.clientHeight
        ? current
        : { top: node.scrollTop, height: node.clientHeight },
    );
    onScrollDistance?.(node.scrollHeight - node.scrollTop - node.clientHeight);
  }, [onScrollDistance]);

  useEffect(() => {
    const node = viewport.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [measure]);

  const first = Math.max(0, Math.floor(range.top / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((range.top + range.height) / rowHeight) + overscan);
  useEffect(() => onRange?.(first, last), [onRange, first, last]);
  const rows: ReactNode[] = [];
  for (let index = first; index < last; index++) {
    const item = items[index] as T;
    rows.push(
      <div key={getKey(item)} role="listitem" className="rf-vrow" style={{ top: index * rowHeight, height: rowHeight }}>
        {renderRow(item, index)}
      </div>,
    );
  }
  return (
    <div ref={viewport} className="rf-vlist" onScroll={measure} tabIndex={-1}>
      <div
        role="list"
        aria-label={label}
        aria-rowcount={items.length}
        className="rf-vlist-inner"
        style={{ height: items.length * rowHeight }}
      >
        {rows}
      </div>
    </div>
  );
}
