import { describe, expect, it } from 'vitest';
import { emptyAssetList, type AssetList } from '@reelforge/model';
import { sectionComplete } from '../../src/list/sections.js';
import { asset } from '../detail/fixtures.js';

const page = (groups: Partial<Record<'Videos' | 'Images' | 'Trackdata' | 'Generic', number>>): AssetList => {
  const list = emptyAssetList();
  for (const [group, count] of Object.entries(groups))
    list[group as 'Videos'] = Array.from({ length: count }, (_, i) => asset(`${group}-${i}`, 'other'));
  return list;
};

describe('whether a section was read to its end', () => {
  it('is when no page is left', () => {
    expect(sectionComplete([page({ Videos: 3 })], false, 'images')).toBe(true);
    expect(sectionComplete([], false, 'videos')).toBe(true);
  });

  it('is when the pages read reach a later group, pages coming group by group', () => {
    expect(sectionComplete([page({ Videos: 5 }), page({ Videos: 1, Images: 4 })], true, 'videos')).toBe(true);
    expect(sectionComplete([page({ Videos: 5 }), page({ Videos: 1, Images: 4 })], true, 'images')).toBe(false);
  });

  it('is not while the last page read ends inside or before the section (aux spans two groups)', () => {
    expect(sectionComplete([page({ Videos: 5 })], true, 'videos')).toBe(false);
    expect(sectionComplete([page({ Videos: 5 })], true, 'fonts')).toBe(false);
    expect(sectionComplete([page({ Trackdata: 5 })], true, 'aux')).toBe(false);
    expect(sectionComplete([], true, 'videos')).toBe(false);
  });
});
