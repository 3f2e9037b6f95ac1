import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RenderStatus } from '@reelforge/model';
import { blankMovie } from '@reelforge/sdl';
import { renderInConsole } from '@reelforge/ui/testing';
import { ExportDialog } from '../../src/export/ExportDialog.js';
import type { MovieTabProps } from '../../src/detail/tab-props.js';
import { fakeMovies } from '../fixtures.js';
import { WithMovie } from '../tab-props.js';

function exportWith(statuses: RenderStatus[], dirty = false, initial = blankMovie()) {
  const render_ = vi.fn(async () => 'tok');
  const renderStatus = vi.fn(async () => statuses.shift() ?? { state: 'done' as const, progress: 1 });
  const client = fakeMovies({ render: render_, renderStatus });
  const tab = (props: MovieTabProps) => <ExportDialog {...props} dirty={dirty} onClose={() => {}} />;
  renderInConsole(<WithMovie tab={tab} client={client} initial={initial} />);
  return { client, dialog: within(screen.getByRole('dialog')) };
}

describe('exporting a movie', () => {
  it('offers the codec’s formats, the first by default', () => {
    const { dialog } = exportWith([]);
    const format = dialog.getByRole<HTMLSelectElement>('combobox', { name: 'Format' });
    expect(
      within(format)
        .getAllByRole<HTMLOptionElement>('option')
        .map((o) => o.value),
    ).toEqual(['mp4', 'flv', 'jpg', 'png', 'tif']);
    expect(format.value).toBe('mp4');
  });

  it('renders the saved movie in the chosen format, shows its progress, then offers the file', async () => {
    const { dialog, client } = exportWith([
      { state: 'queued', progress: 0 },
      { state: 'rendering', progress: 0.5 },
      { state: 'done', progress: 1 },
    ]);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Format' }), 'flv');
    await userEvent.click(dialog.getByRole('button', { name: 'Render' }));
    expect(client.render).toHaveBeenCalledWith('p1', { movie: 'intro', params: {}, format: 'flv' });
    expect(await dialog.findByRole('progressbar', { name: 'Export progress' })).toBeTruthy();
    const link = await dialog.findByRole<HTMLAnchorElement>('link', { name: 'Download intro.flv' });
    expect(link.getAttribute('href')).toBe('/render/tok.flv');
    expect(link.getAttribute('download')).toBe('intro.flv');
    expect(dialog.queryByRole('progressbar')).toBeNull();
  });

  it('renders unsaved changes by sending the working copy itself', async () => {
    const movie = { ...blankMovie(), variables: [{ key: 'title', value: 'Hi' }] };
    const { dialog, client } = exportWith([], true, movie);
    await userEvent.click(dialog.getByRole('button', { name: 'Render' }));
    expect(client.render).toHaveBeenCalledWith('p1', { movie, params: { title: 'Hi' }, format: 'mp4' });
  });

  it('shows the render’s error when it fails', async () => {
    const { dialog } = exportWith([
      { state: 'failed', progress: 0.2, error: 'Scene 1, frame 3: missing asset logo.png' },
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Render' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toBe('The export failed: Scene 1, frame 3: missing asset logo.png'),
    );
  });

  it('cancels the render in progress when the dialog is cancelled', async () => {
    const renderStatus = vi.fn(async () => ({ state: 'rendering' as const, progress: 0.3, session: 'sess1' }));
    const cancelRender = vi.fn(async () => undefined);
    const client = fakeMovies({ render: vi.fn(async () => 'tok'), renderStatus, cancelRender });
    const onClose = vi.fn();
    const tab = (props: MovieTabProps) => <ExportDialog {...props} dirty={false} onClose={onClose} />;
    renderInConsole(<WithMovie tab={tab} client={client} initial={blankMovie()} />);
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Render' }));
    await waitFor(() => expect(renderStatus).toHaveBeenCalled());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(cancelRender).toHaveBeenCalledWith('sess1');
    expect(onClose).toHaveBeenCalled();
  });

  it('does not cancel a finished render when the dialog is closed', async () => {
    const { dialog, client } = exportWith([{ state: 'done', progress: 1, session: 'sess2' }]);
    await userEvent.click(dialog.getByRole('button', { name: 'Render' }));
    await dialog.findByRole('link', { name: 'Download intro.mp4' });
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(client.cancelRender).not.toHaveBeenCalled();
  });

  it('says so when the codec offers no format', () => {
    exportWith([], false, { params: { vparams: { videocodec: 'mpeg2' } } });
    expect(screen.getByRole('dialog').textContent).toContain('offers no export format');
  });
});
