import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareId } from '@reelforge/model';
import { leaveArea } from '@reelforge/ui/testing';
import { BASE, projectWithStories, storiesArea, TRIO } from './stories-area.js';

afterEach(leaveArea);

const key = { username: 'demo', region: 'eu-west-1', prjuid: 'p1', story: 'Trio' };
const shareSwitch = () => screen.getByRole<HTMLInputElement>('switch', { name: 'Share this story' });

/** The story editor on Trio, its movies client answering the share calls. */
async function open(
  calls: {
    isShared?: (id: string) => Promise<boolean>;
    share?: () => Promise<void>;
    unshare?: () => Promise<void>;
  } = {},
) {
  const server = projectWithStories([TRIO]);
  const sharing = {
    isShared: vi.fn(calls.isShared ?? (async () => false)),
    share: vi.fn(calls.share ?? (async () => {})),
    unshare: vi.fn(calls.unshare ?? (async () => {})),
  };
  Object.assign(server.movies, sharing);
  storiesArea(`${BASE}/Trio`);
  await screen.findByRole('table', { name: 'Scenes' });
  return sharing;
}

describe('sharing from the story editor', () => {
  it('shares the story under the signed-in user and links to its public page', async () => {
    const sharing = await open();
    await waitFor(() => expect(shareSwitch().disabled).toBe(false));
    expect(shareSwitch().checked).toBe(false);
    expect(sharing.isShared).toHaveBeenCalledWith(await shareId(key));
    await userEvent.click(shareSwitch());
    await waitFor(() => expect(shareSwitch().checked).toBe(true));
    expect(sharing.share).toHaveBeenCalledWith({ id: await shareId(key), ...key });
    expect(screen.getByRole('link', { name: 'Share page' }).getAttribute('href')).toBe(
      `/share/player.html?id=${await shareId(key)}`,
    );
  });

  it('shows a shared story as shared, and turns sharing off', async () => {
    const sharing = await open({ isShared: async () => true });
    await waitFor(() => expect(shareSwitch().checked).toBe(true));
    await userEvent.click(shareSwitch());
    await waitFor(() => expect(shareSwitch().checked).toBe(false));
    expect(sharing.unshare).toHaveBeenCalledWith({ id: await shareId(key), ...key });
  });

  it('says why sharing failed', async () => {
    await open({ share: async () => Promise.reject(new Error('Story Trio not found')) });
    await waitFor(() => expect(shareSwitch().disabled).toBe(false));
    await userEvent.click(shareSwitch());
    expect((await screen.findByText('Sharing could not be turned on: Story Trio not found')).getAttribute('role')).toBe(
      'alert',
    );
    expect(shareSwitch().checked).toBe(false);
  });

  it('offers no switch for a story the project does not have', async () => {
    projectWithStories([TRIO]);
    storiesArea(`${BASE}/Nothing`);
    expect(await screen.findByText('There is no story named Nothing in this project.')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Share this story' })).toBeNull();
  });
});
