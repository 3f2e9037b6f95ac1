import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueuedLazyImage } from '../src/primitives/lists/QueuedLazyImage.js';
import { thumbnailQueue } from '../src/primitives/lists/thumbnail-queue.js';

describe('QueuedLazyImage', () => {
  it('finds its address in a lane of the queue and holds the lane until the image loads', async () => {
    render(
      <QueuedLazyImage
        load={async () => '/render/tok.jpg?frame=10'}
        loadKey="a"
        alt="Thumbnail of intro"
        width={64}
        height={36}
      />,
    );
    const image = await screen.findByRole('img', { name: 'Thumbnail of intro' });
    await waitFor(() => expect(image.getAttribute('src')).toBe('/render/tok.jpg?frame=10'));
    expect(thumbnailQueue.inFlight).toBe(1);
    // The browser's load event: nothing a user does, so it is fired as the browser would.
    fireEvent.load(image);
    expect(thumbnailQueue.inFlight).toBe(0);
  });

  it('frees the lane and says there is no preview when finding it fails', async () => {
    render(
      <QueuedLazyImage
        load={() => Promise.reject(new Error('render failed'))}
        loadKey="b"
        alt="intro"
        width={64}
        height={36}
      />,
    );
    expect(await screen.findByRole('img', { name: 'No preview for intro' })).toBeTruthy();
    expect(thumbnailQueue.inFlight).toBe(0);
  });

  it('frees the lane when it goes away before loading', async () => {
    const { unmount } = render(
      <QueuedLazyImage load={() => new Promise(() => {})} loadKey="c" alt="intro" width={64} height={36} />,
    );
    await waitFor(() => expect(thumbnailQueue.inFlight).toBe(1));
    unmount();
    expect(thumbnailQueue.inFlight).toBe(0);
  });
});
