import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankMovie, type Movie } from '@reelforge/sdl';
import { renderInConsole, retype } from '@reelforge/ui/testing';
import { PlayTab } from '../../src/play/PlayTab.js';
import { fakeMovies } from '../fixtures.js';
import { WithMovie } from '../tab-props.js';

const hls = vi.hoisted(() => ({
  made: [] as { source?: string; media?: HTMLMediaElement; fail: (details: string) => void }[],
}));
vi.mock('hls.js', () => {
  class Hls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => true;
    private handlers: ((event: string, data: unknown) => void)[] = [];
    source?: string;
    media?: HTMLMediaElement;
    constructor() {
      hls.made.push(this);
    }
    on(_event: string, handler: (event: string, data: unknown) => void) {
      this.handlers.push(handler);
    }
    fail(details: string) {
      this.handlers.forEach((handler) => handler('hlsError', { fatal: true, details }));
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    destroy() {}
  }
  return { default: Hls };
});

afterEach(() => {
  hls.made.length = 0;
});

const movie: Movie = {
  ...blankMovie(),
  variables: [
    { key: 'title', value: 'Hello' },
    { key: 'city', defaultvalue: 'Paris' },
  ],
};
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const frameField = () =>
  within(screen.getByRole('region', { name: 'Single frames' })).getByRole<HTMLInputElement>('spinbutton', {
    name: 'Frame',
  });

describe('the play tab', () => {
  it('has a field per variable, labelled by its key and filled with its value or default', () => {
    renderInConsole(<WithMovie tab={PlayTab} initial={movie} />);
    expect(field('title').value).toBe('Hello');
    expect(field('city').value).toBe('Paris');
  });

  it('previews the working copy with the values typed, through hls.js', async () => {
    const previewStream = vi.fn(async () => '/preview/hls/x/index.m3u8');
    renderInConsole(<WithMovie tab={PlayTab} initial={movie} client={fakeMovies({ previewStream })} />);
    await retype(field('title'), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(previewStream).toHaveBeenCalledWith('p1', {
      movie,
      params: { title: 'Bonjour', city: 'Paris' },
      username: 'demo',
    });
    await waitFor(() => expect(hls.made).toHaveLength(1));
    expect(hls.made[0]?.source).toBe('/preview/hls/x/index.m3u8');
    expect(hls.made[0]?.media).toBe(screen.getByLabelText('Preview of intro'));
  });

  it('says why a preview did not play', async () => {
    renderInConsole(
      <WithMovie tab={PlayTab} initial={movie} client={fakeMovies({ previewStream: async () => '/p.m3u8' })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(hls.made).toHaveLength(1));
    // hls.js reports the failure from its own loader: nothing a user does.
    act(() => hls.made[0]?.fail('manifestLoadError'));
    expect(screen.getByRole('alert').textContent).toBe('The preview did not play: manifestLoadError');
  });

  it('shows a single frame at the position asked for, kept within the movie', async () => {
    const previewFrame = vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }));
    renderInConsole(<WithMovie tab={PlayTab} initial={movie} client={fakeMovies({ previewFrame })} />);
    expect(frameField().value).toBe('0');
    await retype(frameField(), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Show frame' }));
    const image = await screen.findByRole<HTMLImageElement>('img', { name: 'Frame 42 of intro' });
    expect(image.src).toMatch(/^blob:/);
    expect(previewFrame).toHaveBeenCalledWith('p1', {
      movie,
      params: { title: 'Hello', city: 'Paris' },
      username: 'demo',
      frame: 42,
    });
    await retype(frameField(), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Show frame' }));
    expect(await screen.findByRole('img', { name: 'Frame 99 of intro' })).toBeTruthy();
  });

  it('says when a frame cannot be shown', async () => {
    renderInConsole(
      <WithMovie
        tab={PlayTab}
        initial={movie}
        client={fakeMovies({ previewFrame: async () => Promise.reject(new Error('Preview host busy')) })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show frame' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Frame 0 could not be shown: Preview host busy'),
    );
  });
});
