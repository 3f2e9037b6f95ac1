import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import { emptyAssetList, type AssetList, type AssetType, type Project } from '@reelforge/model';
import { Route, Routes } from '@reelforge/router';
import { startSession } from '@reelforge/session/testing';
import { leaveArea, renderInConsole, retype, scrollToEnd } from '@reelforge/ui/testing';
import AssetsArea from '../../src/routes.js';
import { asset, fakeClient } from '../detail/fixtures.js';

// The asset list reads the platform's pages as the person scrolls (docs/paging.md); the first
// screen still shows 200 rows, then 20 more at a time (docs/reference.md §9).

const project: Project = {
  uid: 'p1',
  prjuid: 'p1',
  name: 'Demo',
  region: 'eu-west-1',
  awsregion: 'eu-west-1',
  date_created: '2024-01-01T00:00:00Z',
  type: 'project',
};
const video = (i: number) => `clip ${String(i).padStart(4, '0')}.mp4`;

afterEach(leaveArea);

function pageOf(videos: string[], images: string[] = []): AssetList {
  const of = (names: string[], type: AssetType) => names.map((name) => asset(name, type, { uid: name }));
  return { ...emptyAssetList(), Videos: of(videos, 'video'), Images: of(images, 'image') };
}

/** 255 videos and 3 images on two pages: 250 videos, then 5 videos and the images. */
function paged() {
  const page = vi.fn(async (_prjuid: string, token?: string) =>
    token === undefined
      ? { items: pageOf(Array.from({ length: 250 }, (_, i) => video(i))), next: 'after-clip-249' }
      : {
          items: pageOf(
            Array.from({ length: 5 }, (_, i) => video(250 + i)),
            ['a.png', 'b.png', 'c.png'],
          ),
        },
  );
  const client = fakeClient({ page });
  startSession({ api: { assets: () => client } as unknown as Api, user: { username: 'demo', admin: false }, project });
  return page;
}

function area(section: string, path = `/projects/eu-west-1/p1/${section}`) {
  renderInConsole(
    <Routes>
      <Route path="/projects/:region/:projectId/:section/*" element={<AssetsArea area={section} />} />
    </Routes>,
    { path },
  );
}

const rows = (list: HTMLElement) => Number(list.getAttribute('aria-rowcount'));

describe('an asset list of more than one page', () => {
  it('shows 200 assets, 20 more as the end comes near, then reads the next page and shows its first rows', async () => {
    const page = paged();
    area('videos');
    const list = await screen.findByRole('list', { name: 'Videos' });
    await waitFor(() => expect(rows(list)).toBe(200));
    scrollToEnd(list);
    await waitFor(() => expect(rows(list)).toBe(220));
    expect(page).toHaveBeenCalledTimes(1);
    scrollToEnd(list);
    scrollToEnd(list);
    // All 250 read are shown and the end is in reach: the next page comes and continues the list.
    await waitFor(() => expect(page).toHaveBeenCalledWith('p1', 'after-clip-249'));
    await waitFor(() => expect(rows(list)).toBe(255));
    scrollToEnd(list);
    expect(await within(list).findByRole('link', { name: new RegExp(video(254)) })).toBeTruthy();
  });

  it('reads on for a kind that the first page does not reach, instead of saying there is none', async () => {
    const page = paged();
    area('images');
    const list = await screen.findByRole('list', { name: 'Images' });
    await waitFor(() => expect(rows(list)).toBe(3));
    expect(page).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/No images yet/)).toBeNull();
  });

  it('searches the whole kind, not only the page read', async () => {
    const page = paged();
    area('videos');
    await screen.findByRole('list', { name: 'Videos' });
    await retype(screen.getByRole('searchbox'), '0253');
    await waitFor(() => expect(page).toHaveBeenCalledTimes(2));
    const list = screen.getByRole('list', { name: 'Videos' });
    await waitFor(() => expect(rows(list)).toBe(1));
  });

  it('opens an asset linked to on a page not read yet', async () => {
    const page = paged();
    area('videos', `/projects/eu-west-1/p1/videos/${encodeURIComponent(video(252))}`);
    await waitFor(() => expect(page).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/There is no video with the id/)).toBeNull();
  });
});
