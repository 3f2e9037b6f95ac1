import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderStatus } from '@reelforge/model';
import { blankMovie } from '@reelforge/sdl';
import { ExportDialog } from '../../src/export/ExportDialog.js';
import type { MovieTabProps } from '../../src/detail/tab-props.js';
import { byLabel, byRole, cleanup, click, fakeMovies, fill, queryRole, render, waitFor } from '../dom.js';
import { WithMovie } from '../tab-props.js';

afterEach(cleanup);

function exportWith(statuses: RenderStatus[], dirty = false, initial = blankMovie()) {
  const render_ = vi.fn(async () => 'tok');
  const renderStatus = vi.fn(async () => statuses.shift() ?? { state: 'done' as const, progress: 1 });
  const client = fakeMovies({ render: render_, renderStatus });
  const tab = (props: MovieTabProps) => <ExportDialog {...props} dirty={dirty} onClose={() => {}} />;
  return { client, page: render(<WithMovie tab={tab} client={client} initial={initial} />) };
}

describe('exporting a movie', () => {
  it('offers the codec’s formats, the first by default', async () => {
    const { page } = exportWith([]);
    const format = byLabel<HTMLSelectElement>(await page, 'Format');
    expect([...format.options].map((o) => o.value)).toEqual(['mp4', 'flv', 'jpg', 'png', 'tif']);
    expect(format.value).toBe('mp4');
  });

  it('renders the saved movie in the chosen format, shows its progress, then offers the file', async () => {
    const { page, client } = exportWith([
      { state: 'queued', progress: 0 },
      { state: 'rendering', progress: 0.5 },
      { state: 'done', progress: 1 },
    ]);
    const dialog = await page;
    await fill(byLabel<HTMLSelectElement>(dialog, 'Format'), 'flv');
    await click(byRole(dialog, 'button', 'Render'));
    expect(client.render).toHaveBeenCalledWith('p1', { movie: 'intro', params: {}, format: 'flv' });
    await waitFor(() => byRole(dialog, 'progressbar', 'Export progress'));
    const link = await waitFor(() => byRole<HTMLAnchorElement>(dialog, 'link', 'Download intro.flv'), 4000);
    expect(link.getAttribute('href')).toBe('/render/tok.flv');
    expect(link.getAttribute('download')).toBe('intro.flv');
    expect(queryRole(dialog, 'progressbar')).toBeNull();
  });

  it('renders unsaved changes by sending the working copy itself', async () => {
    const movie = { ...blankMovie(), variables: [{ key: 'title', value: 'Hi' }] };
    const { page, client } = exportWith([], true, movie);
    await click(byRole(await page, 'button', 'Render'));
    expect(client.render).toHaveBeenCalledWith('p1', { movie, params: { title: 'Hi' }, format: 'mp4' });
  });

  it('shows the render’s error when it fails', async () => {
    const { page } = exportWith([{ state: 'failed', progress: 0.2, error: 'Scene 1, frame 3: missing asset logo.png' }]);
    const dialog = await page;
    await click(byRole(dialog, 'button', 'Render'));
    await waitFor(() => expect(byRole(dialog, 'alert').textContent).toBe('The export failed: Scene 1, frame 3: missing asset logo.png'));
  });

  it('cancels the render in progress when the dialog is cancelled', async () => {
    const renderStatus = vi.fn(async () => ({ state: 'rendering' as const, progress: 0.3, session: 'sess1' }));
    const cancelRender = vi.fn(async () => undefined);
    const client = fakeMovies({ render: vi.fn(async () => 'tok'), renderStatus, cancelRender });
    const onClose = vi.fn();
    const tab = (props: MovieTabProps) => <ExportDialog {...props} dirty={false} onClose={onClose} />;
    const dialog = await render(<WithMovie tab={tab} client={client} initial={blankMovie()} />);
    await click(byRole(dialog, 'button', 'Render'));
    await waitFor(() => expect(renderStatus).toHaveBeenCalled());
    await click(byRole(dialog, 'button', 'Cancel'));
    expect(cancelRender).toHaveBeenCalledWith('sess1');
    expect(onClose).toHaveBeenCalled();
  });

  it('does not cancel a finished render when the dialog is closed', async () => {
    const { page, client } = exportWith([{ state: 'done', progress: 1, session: 'sess2' }]);
    const dialog = await page;
    await click(byRole(dialog, 'button', 'Render'));
    await waitFor(() => byRole(dialog, 'link', 'Download intro.mp4'));
    await click(byRole(dialog, 'button', 'Close'));
    expect(client.cancelRender).not.toHaveBeenCalled();
  });

  it('says so when the codec offers no format', async () => {
    const { page } = exportWith([], false, { params: { vparams: { videocodec: 'mpeg2' } } });
    expect((await page).textContent).toContain('offers no export format');
  });
});
