import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@reelforge/ui/testing';
import { ImageDetail } from '../../src/detail/ImageDetail.js';
import { asset, fakeClient } from './fixtures.js';

const show = (name: string) =>
  renderComponent(<ImageDetail asset={asset(name, 'image')} prjuid="p1" client={fakeClient()} onChanged={() => {}} />);

/** The browser finishing the download of an image of this size: nothing a user does. */
function loadImage(img: HTMLElement, width: number, height: number) {
  Object.defineProperty(img, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(img);
}

describe('ImageDetail', () => {
  it('shows the image file and its natural size once loaded', () => {
    const { container } = show('photo.jpg');
    const img = screen.getByRole('img', { name: 'photo.jpg' });
    expect(img.getAttribute('src')).toBe('https://iv.test/apps/api/v1/data/p1/photo.jpg');
    expect(container.textContent).toContain('Loading image…');
    loadImage(img, 1920, 1080);
    expect(container.textContent).toContain('1920 × 1080 pixels');
    expect(container.textContent).not.toContain('Loading image…');
  });

  it('shows a tif through its png thumbnail', () => {
    const { container } = show('scan.tif');
    expect(screen.getByRole('img', { name: 'scan.tif' }).getAttribute('src')).toBe(
      'https://api.test/v1/thumbnail/p1/scan.tif-w=640.png',
    );
    expect(container.textContent).toContain('TIFF images are shown through a PNG preview.');
  });

  it('says so when the image does not load', () => {
    show('broken.png');
    fireEvent.error(screen.getByRole('img', { name: 'broken.png' }));
    expect(screen.getByRole('alert').textContent).toContain('This image could not be shown.');
  });
});
