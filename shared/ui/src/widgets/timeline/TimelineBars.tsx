import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import type { Span } from '@reelforge/model';
import { spanStyle } from './span-style.js';
import type { SpanEdit, TimelineAudioItem, TimelineBarItem } from './timeline-types.js';

export type BarKey = (event: KeyboardEvent, kind: 'bar' | 'audio', key: string, edit: SpanEdit) => void;
export type MarkKey = (event: KeyboardEvent, key: string, index: number) => void;

interface BarProps {
  kind: 'bar' | 'audio';
  item: TimelineBarItem | TimelineAudioItem;
  /** The span a running drag gives it. */
  span: Span | null;
  /** Whether its start can be trimmed. */
  trimStart: boolean;
  onKey: BarKey;
  onSelect?: (event: MouseEvent, key: string) => void;
  /** The frame a running drag gives one of its marks. */
  mark?: { index: number; frame: number } | null;
  onMarkKey?: MarkKey;
  onMarkSelect?: (event: MouseEvent, key: string, index: number) => void;
  children?: React.ReactNode;
}

/** A bar from its start to its end, with the trim handles at its ends beside it (not inside it). */
export const TimelineBar = memo(function TimelineBar({
  kind,
  item,
  span,
  trimStart,
  onKey,
  onSelect,
  mark,
  onMarkKey,
  onMarkSelect,
  children,
}: BarProps) {
  const start = span?.start ?? item.start;
  const end = span?.end ?? item.end;
  const selected = 'selected' in item && item.selected;
  const badge = 'badge' in item ? item.badge : undefined;
  const row = 'row' in item ? item.row : 0;
  const marks = 'marks' in item ? (item.marks ?? []) : [];
  return (
    <div
      className="rf-tl-bar"
      data-kind={kind}
      data-selected={selected || undefined}
      data-dragging={span ? true : undefined}
      style={spanStyle(start, end - start, { '--row': row } as React.CSSProperties)}
    >
      {children}
      <button
        type="button"
        className="rf-tl-bar-body"
        aria-pressed={kind === 'bar' ? Boolean(selected) : undefined}
        data-drag={kind}
        data-key={item.key}
        data-edit="move"
        title={badge ? `${item.name}: bound to the variable ${badge}` : undefined}
        onClick={(event) => onSelect?.(event, item.key)}
        onKeyDown={(event) => onKey(event, kind, item.key, 'move')}
      >
        {item.name}
        {badge && (
          <span className="rf-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {trimStart && (
        <button
          type="button"
          className="rf-tl-handle rf-tl-start"
          aria-label={`Start of ${item.name}`}
          data-drag={kind}
          data-key={item.key}
          data-edit="start"
          onKeyDown={(event) => onKey(event, kind, item.key, 'start')}
        />
      )}
      <button
        type="button"
        className="rf-tl-handle rf-tl-end"
        aria-label={`End of ${item.name}`}
        data-drag={kind}
        data-key={item.key}
        data-edit="end"
        onKeyDown={(event) => onKey(event, kind, item.key, 'end')}
      />
      {marks.map((each, index) => (
        <button
          // Marks are in frame order; a mark moved past another takes its place.
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the mark's identity here.
          key={index}
          type="button"
          className="rf-tl-mark"
          aria-label={each.label}
          aria-pressed={each.selected ?? false}
          data-drag="mark"
          data-key={item.key}
          data-index={index}
          style={{ '--k': (mark?.index === index ? mark.frame : each.frame) - start } as React.CSSProperties}
          onClick={(event) => onMarkSelect?.(event, item.key, index)}
          onKeyDown={(event) => onMarkKey?.(event, item.key, index)}
        />
      ))}
    </div>
  );
});
