/** An asset dragged from the asset panel onto the stage or the timeline (HTML drag and drop). */

export const ASSET_DRAG_TYPE = 'application/x-reelforge-asset';

export type DraggedAssetKind = 'video' | 'image' | 'audio';

export interface DraggedAsset {
  name: string;
  kind: DraggedAssetKind;
}

const KINDS: ReadonlySet<string> = new Set<DraggedAssetKind>(['video', 'image', 'audio']);
/** Longer than any asset name the platform stores; a longer text was not written by the panel. */
const LONGEST_DRAG = 4096;

/** Puts an asset into a drag, as the panel's items do when a drag starts. */
export function writeAssetDrag(dataTransfer: Pick<DataTransfer, 'setData'>, asset: DraggedAsset): void {
  dataTransfer.setData(ASSET_DRAG_TYPE, JSON.stringify({ name: asset.name, kind: asset.kind }));
}

/** Whether a drag carries an asset (its data can only be read on drop; its types can be read while it moves). */
export function dragHasAsset(dataTransfer: Pick<DataTransfer, 'types'>): boolean {
  return Array.from(dataTransfer.types ?? []).includes(ASSET_DRAG_TYPE);
}

/** The asset a drop carries, or null for anything else: other data, text that is not an asset, an unknown kind. */
export function assetFromDrag(dataTransfer: Pick<DataTransfer, 'getData'>): DraggedAsset | null {
  const text = dataTransfer.getData(ASSET_DRAG_TYPE);
  if (!text || text.length > LONGEST_DRAG) return null;
  let read: unknown;
  try {
    read = JSON.parse(text);
  } catch {
    return null;
  }
  if (!read || typeof read !== 'object' || Array.isArray(read)) return null;
  const { name, kind } = read as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '') return null;
  if (typeof kind !== 'string' || !KINDS.has(kind)) return null;
  return { name, kind: kind as DraggedAssetKind };
}
