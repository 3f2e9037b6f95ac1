/** How the detail pages write durations, dates and failures (sizes: formatBytes of @reelforge/model). */
import type { AssetType } from '@reelforge/model';

const TYPE_LABELS: Record<AssetType, string> = {
  video: 'Video',
  image: 'Image',
  audio: 'Audio',
  font: 'Font',
  datasource: 'Datasource',
  positiondata: 'Tracking data',
  other: 'File',
};

export function assetTypeLabel(type: AssetType): string {
  return TYPE_LABELS[type] ?? 'File';
}

/** Seconds as m:ss.t, or h:mm:ss.t from an hour on. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '';
  const tenths = Math.round(seconds * 10);
  const h = Math.floor(tenths / 36000);
  const m = Math.floor((tenths % 36000) / 600);
  const s = (tenths % 600) / 10;
  const ss = s.toFixed(1).padStart(4, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** '30000/1001' -> '29.97 fps'; a plain number is taken as is. */
export function formatFrameRate(rate: string | number): string {
  const [num, den] = String(rate).split('/').map(Number);
  const fps = den ? (num ?? NaN) / den : (num ?? NaN);
  if (!Number.isFinite(fps) || fps <= 0) return String(rate);
  return `${Math.round(fps * 100) / 100} fps`;
}

export function formatDate(value: string | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

export { reasonOf } from '@reelforge/model';
