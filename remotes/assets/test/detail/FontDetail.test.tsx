import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FontDetail } from '../../src/detail/FontDetail.js';
import { asset, button, cleanup, click, fakeClient, get, render, waitFor } from './render.js';

afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const fontBytes = () => {
  const file = readFileSync(DEJAVU);
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
};

const show = (bytes: () => Promise<ArrayBuffer>) =>
  render(<FontDetail asset={asset('DejaVuSans.ttf', 'font')} prjuid="p1" client={fakeClient({ bytes })} onChanged={() => {}} />);

describe('FontDetail', () => {
  it('shows the family, style, glyph count and the first 100 glyphs drawn as paths', async () => {
    const { container } = await show(async () => fontBytes());
    expect(container.textContent).toContain('Loading font…');
    const list = await waitFor(() => get(container, 'ul[aria-label="Glyphs"]'), 10_000);
    expect(container.textContent).toContain('DejaVu Sans');
    expect(container.textContent).toContain('Book');
    const glyphs = list.querySelectorAll('svg[role="img"]');
    expect(glyphs).toHaveLength(100);
    const a = get(list, 'svg[aria-label="A"]');
    expect(a.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(container.textContent).toMatch(/Page 1 of \d+/);
  });

  it('pages through the glyphs', async () => {
    const { container } = await show(async () => fontBytes());
    await waitFor(() => get(container, 'ul[aria-label="Glyphs"]'), 10_000);
    const total = Number(/Page 1 of (\d+)/.exec(container.textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);
    expect(button(container, 'Previous page').disabled).toBe(true);
    const first = get(container, 'ul[aria-label="Glyphs"] svg').getAttribute('aria-label');
    await click(button(container, 'Next page'));
    expect(container.textContent).toContain(`Page 2 of ${total}`);
    expect(get(container, 'ul[aria-label="Glyphs"] svg').getAttribute('aria-label')).not.toBe(first);
    expect(button(container, 'Previous page').disabled).toBe(false);
  });

  it('tells the user a file that is not a font cannot be read, and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await show(async () => new TextEncoder().encode('this is not a font at all').buffer as ArrayBuffer);
    const alert = await waitFor(() => get(container, '[role="alert"]'), 10_000);
    expect(alert.textContent).toMatch(/This font could not be read: .+\. Upload it again or use another font file\./);
    expect(log).toHaveBeenCalled();
  });

  it('says the font could not be downloaded when the download fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await show(async () => Promise.reject(new Error('Network error')));
    const alert = await waitFor(() => get(container, '[role="alert"]'));
    expect(alert.textContent).toContain('The font file could not be downloaded: Network error.');
  });
});
