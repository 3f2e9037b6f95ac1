import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueuedLazyImage } from '../src/QueuedLazyImage.js';
import { thumbnailQueue } from '../src/thumbnail-queue.js';
import { cleanup, render, settle } from './render.js';

afterEach(cleanup);

describe('QueuedLazyImage', () => {
  it('finds its address in a lane of the queue and holds the lane until the image loads', async () => {
    const page = await render(<QueuedLazyImage load={async () => '/render/tok.jpg?frame=10'} loadKey="a" alt="Thumbnail of intro" width={64} height={36} />);
    await settle();
    const image = page.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/render/tok.jpg?frame=10');
    expect(image.alt).toBe('Thumbnail of intro');
    expect(thumbnailQueue.inFlight).toBe(1);
    await act(async () => image.dispatchEvent(new Event('load')));
    expect(thumbnailQueue.inFlight).toBe(0);
  });

  it('frees the lane and says there is no preview when finding it fails', async () => {
    const page = await render(<QueuedLazyImage load={() => Promise.reject(new Error('render failed'))} loadKey="b" alt="intro" width={64} height={36} />);
    await settle();
    expect(page.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('No preview for intro');
    expect(thumbnailQueue.inFlight).toBe(0);
  });

  it('frees the lane when it goes away before loading', async () => {
    await render(<QueuedLazyImage load={() => new Promise(() => {})} loadKey="c" alt="intro" width={64} height={36} />);
    await settle();
    expect(thumbnailQueue.inFlight).toBe(1);
    await cleanup();
    expect(thumbnailQueue.inFlight).toBe(0);
  });
});
