/** Following a render (docs/reference.md §7 render host; every long task shows progress). */

export type RenderState = 'queued' | 'rendering' | 'done' | 'failed';

export interface RenderStatus {
  state: RenderState;
  /** 0 to 1 */
  progress: number;
  session?: string;
  error?: string;
}

/** How often an export asks for its render's status. */
export const RENDER_POLL_MS = 500;

export function isRenderFinished(status: RenderStatus): boolean {
  return status.state === 'done' || status.state === 'failed';
}

/** The progress bar's value in percent: 100 once done, never more, never less than 0. */
export function renderPercent(status: RenderStatus): number {
  if (status.state === 'done') return 100;
  const fraction = Number.isFinite(status.progress) ? status.progress : 0;
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}
