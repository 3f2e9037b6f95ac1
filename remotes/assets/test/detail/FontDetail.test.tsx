import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@reelforge/ui/testing';
import { FontDetail } from '../../src/detail/FontDetail.js';
import { asset, fakeClient } from './fixtures.js';

afterEach(() => vi.restoreAllMocks());

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const fontBytes = () => {
  const file = readFileSync(DEJAVU);
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
};

const show = (bytes: () => Promise<ArrayBuffer>) =>
  renderComponent(
    <FontDetail
      asset={asset('DejaVuSans.ttf', 'font')}
      prjuid="p1"
      client={fakeClient({ bytes })}
      onChanged={() => {}}
    />,
  );
// Parsing a whole font takes a while on a busy machine.
const SLOW = { timeout: 10_000 };
const glyphs = () => screen.findByRole('list', { name: 'Glyphs' }, SLOW);
const pageButton = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('FontDetail', () => {
  it('shows the family, style, glyph count and the first 100 glyphs drawn as paths', async () => {
    const { container } = show(async () => fontBytes());
    expect(container.textContent).toContain('Loading font…');
    const list = await glyphs();
    expect(container.textContent).toContain('DejaVu Sans');
    expect(container.textContent).toContain('Book');
    expect(within(list).getAllByRole('img')).toHaveLength(100);
    expect(within(list).getByRole('img', { name: 'A' }).querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(container.textContent).toMatch(/Page 1 of \d+/);
  }, 15_000);

  it('pages through the glyphs', async () => {
    const { container } = show(async () => fontBytes());
    const list = await glyphs();
    const total = Number(/Page 1 of (\d+)/.exec(container.textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);
    expect(pageButton('Previous page').disabled).toBe(true);
    const first = within(list).getAllByRole('img')[0]?.getAttribute('aria-label');
    await userEvent.click(pageButton('Next page'));
    expect(container.textContent).toContain(`Page 2 of ${total}`);
    expect(
      within(screen.getByRole('list', { name: 'Glyphs' }))
        .getAllByRole('img')[0]
        ?.getAttribute('aria-label'),
    ).not.toBe(first);
    expect(pageButton('Previous page').disabled).toBe(false);
  }, 15_000);

  it('tells the user a file that is not a font cannot be read, and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    show(async () => new TextEncoder().encode('this is not a font at all').buffer as ArrayBuffer);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toMatch(/This font could not be read: .+\. Upload it again or use another font file\./);
    expect(log).toHaveBeenCalled();
  }, 15_000);

  it('says the font could not be downloaded when the download fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show(async () => Promise.reject(new Error('Network error')));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The font file could not be downloaded: Network error.',
    );
  });
});
