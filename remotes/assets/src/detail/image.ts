import { extensionOf } from '@reelforge/model';

/** Browsers do not show TIFF, so a tif is previewed through its png thumbnail (docs/reference.md §2). */
export function previewsThroughThumbnail(name: string): boolean {
  const ext = extensionOf(name);
  return ext === 'tif' || ext === 'tiff';
}
