import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageDetail } from '../../src/detail/ImageDetail.js';
import { asset, cleanup, fakeClient, get, render } from './render.js';

afterEach(cleanup);

const show = (name: string) => render(<ImageDetail asset={asset(name, 'image')} prjuid="p1" client={fakeClient()} onChanged={() => {}} />);

async function loadImage(img: HTMLImageElement, width: number, height: number) {
  Object.defineProperty(img, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: height, configurable: true });
  await act(async () => img.dispatchEvent(new Event('load')));
}

describe('ImageDetail', () => {
  it('shows the image file and its natural size once loaded', async () => {
    const { container } = await show('photo.jpg');
    const img = get<HTMLImageElement>(container, 'img[alt="photo.jpg"]');
    expect(img.getAttribute('src')).toBe('https://iv.test/apps/api/v1/data/p1/photo.jpg');
    expect(container.textContent).toContain('Loading image…');
    await loadImage(img, 1920, 1080);
    expect(container.textContent).toContain('1920 × 1080 pixels');
    expect(container.textContent).not.toContain('Loading image…');
  });

  it('shows a tif through its png thumbnail', async () => {
    const { container } = await show('scan.tif');
    expect(get(container, 'img[alt="scan.tif"]').getAttribute('src')).toBe('https://api.test/v1/thumbnail/p1/scan.tif-w=640.png');
    expect(container.textContent).toContain('TIFF images are shown through a PNG preview.');
  });

  it('says so when the image does not load', async () => {
    const { container } = await show('broken.png');
    await act(async () => get(container, 'img').dispatchEvent(new Event('error')));
    expect(get(container, '[role="alert"]').textContent).toContain('This image could not be shown.');
  });
});
