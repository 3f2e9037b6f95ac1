import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankMovie, type Movie } from '@reelforge/sdl';
import { PlayTab } from '../../src/play/PlayTab.js';
import { byLabel, byRole, cleanup, click, fakeMovies, fill, render, waitFor } from '../dom.js';
import { WithMovie } from '../tab-props.js';

const hls = vi.hoisted(() => ({ made: [] as { source?: string; media?: HTMLMediaElement; fail: (details: string) => void }[] }));
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

afterEach(async () => {
  await cleanup();
  hls.made.length = 0;
});

const movie: Movie = { ...blankMovie(), variables: [{ key: 'title', value: 'Hello' }, { key: 'city', defaultvalue: 'Paris' }] };

describe('the play tab', () => {
  it('has a field per variable, labelled by its key and filled with its value or default', async () => {
    const page = await render(<WithMovie tab={PlayTab} initial={movie} />);
    expect(byLabel(page, 'title').value).toBe('Hello');
    expect(byLabel(page, 'city').value).toBe('Paris');
  });

  it('previews the working copy with the values typed, through hls.js', async () => {
    const previewStream = vi.fn(async () => '/preview/hls/x/index.m3u8');
    const page = await render(<WithMovie tab={PlayTab} initial={movie} client={fakeMovies({ previewStream })} />);
    await fill(byLabel(page, 'title'), 'Bonjour');
    await click(byRole(page, 'button', 'Preview'));
    expect(previewStream).toHaveBeenCalledWith('p1', { movie, params: { title: 'Bonjour', city: 'Paris' }, username: 'demo' });
    await waitFor(() => expect(hls.made).toHaveLength(1));
    expect(hls.made[0]?.source).toBe('/preview/hls/x/index.m3u8');
    expect(hls.made[0]?.media).toBe(page.querySelector('video[aria-label="Preview of intro"]'));
  });

  it('says why a preview did not play', async () => {
    const page = await render(<WithMovie tab={PlayTab} initial={movie} client={fakeMovies({ previewStream: async () => '/p.m3u8' })} />);
    await click(byRole(page, 'button', 'Preview'));
    await waitFor(() => expect(hls.made).toHaveLength(1));
    await act(async () => hls.made[0]?.fail('manifestLoadError'));
    expect(byRole(page, 'alert').textContent).toBe('The preview did not play: manifestLoadError');
  });

  it('shows a single frame at the position asked for, kept within the movie', async () => {
    const previewFrame = vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }));
    const page = await render(<WithMovie tab={PlayTab} initial={movie} client={fakeMovies({ previewFrame })} />);
    expect(byLabel(page, 'Frame').value).toBe('0');
    await fill(byLabel(page, 'Frame'), '42');
    await click(byRole(page, 'button', 'Show frame'));
    const image = await waitFor(() => byRole<HTMLImageElement>(page, 'img', 'Frame 42 of intro'));
    expect(image.src).toMatch(/^blob:/);
    expect(previewFrame).toHaveBeenCalledWith('p1', { movie, params: { title: 'Hello', city: 'Paris' }, username: 'demo', frame: 42 });
    await fill(byLabel(page, 'Frame'), '500');
    await click(byRole(page, 'button', 'Show frame'));
    await waitFor(() => byRole(page, 'img', 'Frame 99 of intro'));
  });

  it('says when a frame cannot be shown', async () => {
    const page = await render(<WithMovie tab={PlayTab} initial={movie} client={fakeMovies({ previewFrame: async () => Promise.reject(new Error('Preview host busy')) })} />);
    await click(byRole(page, 'button', 'Show frame'));
    await waitFor(() => expect(byRole(page, 'alert').textContent).toBe('Frame 0 could not be shown: Preview host busy'));
  });
});
