import { isFrameFormat } from '@reelforge/model';
import type { RenderOrigin } from './jobs.ts';

/**
 * What a render session was asked for (docs/analytics.md "What counts"). The first four are
 * renders a person asked for and are counted, each by its kind; `system` is work the
 * platform does on its own account (an editor's preview frames and streams, a movie's
 * thumbnail, a share's poster), kept for its error log but never counted as a render.
 */
export const SESSION_KINDS = ['export', 'frame', 'share', 'batch', 'system'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** The kinds the analytics and the usage page count. */
export const COUNTED_KINDS: readonly SessionKind[] = ['export', 'frame', 'share', 'batch'];

/**
 * The kind of a render by what started it and what it made:
 * - a preview (frames and HLS for the editor) or a thumbnail token's frame: system;
 * - a batch row: batch;
 * - a share's video: share; its poster frame: system;
 * - anything else (a render token, the media host, the older render call): a still frame is a
 *   frame, any other format an export.
 */
export function sessionKind(origin: RenderOrigin, format: string): SessionKind {
  const still = isFrameFormat(format);
  if (origin === 'preview' || origin === 'thumbnail') return 'system';
  if (origin === 'batch') return 'batch';
  if (origin === 'share') return still ? 'system' : 'share';
  return still ? 'frame' : 'export';
}

/** Whether sessions of the kind count as renders. */
export const countedKind = (kind: string): boolean => (COUNTED_KINDS as readonly string[]).includes(kind);
