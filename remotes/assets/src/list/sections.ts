import {
  ASSET_GROUPS,
  ASSET_SECTIONS,
  assetUid,
  type Asset,
  type AssetList,
  type AssetSection,
} from '@reelforge/model';

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

/**
 * Whether every asset of the section was read: no page is left, or the pages read already reach
 * a later group (pages come group by group, docs/paging.md).
 */
export function sectionComplete(pages: readonly AssetList[], hasMore: boolean, section: AssetSection): boolean {
  if (!hasMore) return true;
  const last = pages.at(-1);
  if (!last) return false;
  const lastGroupRead = Math.max(
    -1,
    ...ASSET_GROUPS.map((group, index) => ((last[group]?.length ?? 0) > 0 ? index : -1)),
  );
  const lastOfSection = Math.max(...ASSET_SECTIONS[section].map((group) => ASSET_GROUPS.indexOf(group)));
  return lastGroupRead > lastOfSection;
}
