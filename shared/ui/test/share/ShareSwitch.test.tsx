import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shareId, type ShareRecord } from '@reelforge/model';
import { ShareSwitch, type ShareCalls } from '../../src/widgets/share.js';
import { renderInConsole } from '../../testing/index.js';

const owner = { username: 'demo', region: 'eu-west-1', prjuid: 'p1' };
const story = { ...owner, story: 'Trip' };
const movie = { ...owner, movie: 'Trip' };
const switchOf = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name });

function calls(changes: Partial<ShareCalls> = {}): ShareCalls {
  return {
    isShared: vi.fn(async () => false),
    share: vi.fn(async () => {}),
    unshare: vi.fn(async () => {}),
    ...changes,
  };
}

describe('the share switch', () => {
  it('shares a story with a story record and links to its public page', async () => {
    const client = calls();
    renderInConsole(<ShareSwitch client={client} shareKey={story} />);
    await waitFor(() => expect(switchOf('Share this story').disabled).toBe(false));
    expect(switchOf('Share this story').checked).toBe(false);
    await userEvent.click(switchOf('Share this story'));
    await waitFor(() => expect(switchOf('Share this story').checked).toBe(true));
    const id = await shareId(story);
    expect(client.share).toHaveBeenCalledWith({ id, ...story });
    expect(screen.getByRole('link', { name: 'Share page' }).getAttribute('href')).toBe(`/share/player.html?id=${id}`);
  });

  it('keeps a story and the movie of the same name apart', async () => {
    const storyId = await shareId(story);
    const client = calls({ isShared: vi.fn(async (id: string) => id === storyId) });
    renderInConsole(
      <>
        <ShareSwitch client={client} shareKey={movie} />
        <ShareSwitch client={client} shareKey={story} />
      </>,
    );
    await waitFor(() => expect(switchOf('Share this story').checked).toBe(true));
    await waitFor(() => expect(switchOf('Share this movie').disabled).toBe(false));
    expect(switchOf('Share this movie').checked).toBe(false);
    expect(client.isShared).toHaveBeenCalledWith(await shareId(movie));
  });

  it('turns a story share off', async () => {
    const client = calls({ isShared: vi.fn(async () => true) });
    renderInConsole(<ShareSwitch client={client} shareKey={story} />);
    await waitFor(() => expect(switchOf('Share this story').checked).toBe(true));
    await userEvent.click(switchOf('Share this story'));
    await waitFor(() => expect(switchOf('Share this story').checked).toBe(false));
    expect(client.unshare).toHaveBeenCalledWith({ id: await shareId(story), ...story } satisfies ShareRecord);
    expect(screen.queryByRole('link', { name: 'Share page' })).toBeNull();
  });

  it('says why sharing failed and stays off', async () => {
    const client = calls({ share: vi.fn(async () => Promise.reject(new Error('Story Trip not found'))) });
    renderInConsole(<ShareSwitch client={client} shareKey={story} />);
    await waitFor(() => expect(switchOf('Share this story').disabled).toBe(false));
    await userEvent.click(switchOf('Share this story'));
    expect((await screen.findByRole('alert')).textContent).toBe('Sharing could not be turned on: Story Trip not found');
    expect(switchOf('Share this story').checked).toBe(false);
  });

  it('counts a failed check as not shared', async () => {
    const client = calls({ isShared: vi.fn(async () => Promise.reject(new Error('offline'))) });
    renderInConsole(<ShareSwitch client={client} shareKey={story} />);
    await waitFor(() => expect(client.isShared).toHaveBeenCalled());
    expect(switchOf('Share this story').checked).toBe(false);
  });
});
