/** What a drag on the timeline holds: its target, read from the element, and what it draws while it runs. */
import type { Span } from '@reelforge/model';
import type { SpanEdit } from './timeline-types.js';

/** A drag's target, read from the `data-drag` attributes of what the pointer went down on. */
export type DragTarget =
  | { kind: 'bar' | 'audio'; key: string; edit: SpanEdit }
  | { kind: 'mark'; key: string; index: number }
  | { kind: 'scene-end' | 'transition' | 'scene-move'; index: number }
  | { kind: 'scrub' };

/** What the timeline draws while a drag runs; `snap` is the frame snapped to, drawn as a guide. */
export type DragPreview =
  | { kind: 'bar' | 'audio'; key: string; edit: SpanEdit; span: Span; snap: number | null }
  | { kind: 'mark'; key: string; index: number; frame: number; snap: number | null }
  | { kind: 'scene-end'; index: number; length: number; snap: number | null }
  | { kind: 'transition'; index: number; duration: number; snap: number | null }
  | { kind: 'scene-move'; index: number; by: number; to: number; snap: null };

/** The target of an element (or its nearest ancestor) marked with `data-drag`. */
export function dragTargetOf(element: Element | null): DragTarget | null {
  const marked = element?.closest<HTMLElement>('[data-drag]');
  if (!marked) return null;
  const { drag, key = '', edit = 'move', index = '0' } = marked.dataset;
  if (drag === 'bar' || drag === 'audio') return { kind: drag, key, edit: edit as SpanEdit };
  if (drag === 'mark') return { kind: 'mark', key, index: Number(index) };
  if (drag === 'scene-end' || drag === 'transition' || drag === 'scene-move')
    return { kind: drag, index: Number(index) };
  if (drag === 'scrub') return { kind: 'scrub' };
  return null;
}
