import { ASSET_SECTIONS, assetUid, type Asset, type AssetList, type AssetSection } from '@reelforge/model';

export const SECTION_TITLES: Record<AssetSection, [title: string, noun: string, plural: string]> = {
  videos: ['Videos', 'video', 'videos'],
  images: ['Images', 'image', 'images'],
  audios: ['Audios', 'audio file', 'audio files'],
  fonts: ['Fonts', 'font', 'fonts'],
  datasources: ['Datasources', 'datasource', 'datasources'],
  aux: ['Aux data', 'file', 'files'],
};

/** The assets a section lists, in name order. */
export function sectionAssets(list: AssetList | null, section: AssetSection): Asset[] {
  if (!list) return [];
  return ASSET_SECTIONS[section].flatMap((group) => list[group] ?? []);
}

export function searchAssets(assets: readonly Asset[], query: string): Asset[] {
  const q = query.trim().toLowerCase();
  return q ? assets.filter((asset) => asset.name.toLowerCase().includes(q)) : [...assets];
}

export const keyOf = (asset: Asset) => assetUid(asset);
