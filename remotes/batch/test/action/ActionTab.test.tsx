import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveArea, retype } from '@reelforge/ui/testing';
import { enabledButton, openJob, optionsOf, projectWith, READY } from '../fixtures.js';

afterEach(leaveArea);

const choice = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const jobStatus = () => screen.getByRole('status', { name: 'Job status' });

describe('the Action tab', () => {
  it('offers the formats of the chosen movie’s codec, the first by default', async () => {
    const project = projectWith([{ id: '11111111-aaaa', name: 'J' }]);
    await openJob('11111111-aaaa');
    await waitFor(() => expect(optionsOf(choice('Movie or story'))).toHaveLength(3));
    await userEvent.selectOptions(choice('Movie or story'), 'clip');
    await waitFor(() =>
      expect(optionsOf(choice('Format')).map(([value]) => value)).toEqual(['webm', 'jpg', 'png', 'tif']),
    );
    expect(choice('Format').value).toBe('webm');
    await userEvent.selectOptions(choice('Movie or story'), 'intro');
    await waitFor(() => expect(choice('Format').value).toBe('mp4'));
    await waitFor(() =>
      expect(project.stored()[0]).toMatchObject({
        movie: 'intro',
        format: 'mp4',
        formats: ['mp4', 'flv', 'jpg', 'png', 'tif'],
      }),
    );
  });

  it('keeps the last good job name while a refused one is typed, saying why', async () => {
    const project = projectWith([{ id: '11111111-aaaa', name: 'J' }]);
    await openJob('11111111-aaaa');
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Name' });
    for (const [typed, reason] of [
      ['..', /reserved/],
      ['pay\u202eroll', /bidirectional control U\+202E/],
      ['a\u0000', /control character/],
    ] as const) {
      await userEvent.clear(name);
      await userEvent.paste(typed);
      expect(name.value).toBe(typed);
      expect(screen.getByRole('alert').textContent).toMatch(reason);
    }
    expect(project.stored()[0]).toMatchObject({ name: 'J' });
    await retype(name, 'Spring mailing');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ name: 'Spring mailing' }));
  });

  it('shows how many records the range selects', async () => {
    projectWith([{ id: '11111111-aaaa', name: 'J' }]);
    await openJob('11111111-aaaa');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Datasource' }), 'ds-people');
    expect(await screen.findByText(/5 of 5 records selected/)).toBeTruthy();
    await retype(screen.getByRole('textbox', { name: 'Range' }), '2-3, 5, 9');
    expect(await screen.findByText(/3 of 5 records selected/)).toBeTruthy();
  });

  it('confirms a start with the number of records, starts the job by naming it, and shows its run', async () => {
    const running = { Id: 'q1', state: 'running', total: 3, done: 0, failed: 0, remaining: 3 };
    const project = projectWith([{ ...READY, range: '2-4' }], {
      batch: {
        // The render host's answer: the run made, its tasks being compiled; then it runs.
        startJob: vi.fn(async () => ({
          ...running,
          state: 'created',
          total: 0,
          remaining: 0,
          phase: 'computing' as const,
        })),
        queueStatus: vi.fn(async () => running),
        cancel: vi.fn(async () => {}),
      },
    });
    await openJob(READY.id!);
    await userEvent.click(await enabledButton('Start'));
    const dialog = screen.getByRole('dialog', { name: 'Start batch job?' });
    expect(dialog.textContent).toContain('3 records');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(jobStatus().textContent).toBe('Computing'));
    expect(project.batch.startJob).toHaveBeenCalledWith('default', { projectid: 'p1', jobid: READY.id, range: '2-4' });
    // While the platform prepares the run, the status tells; the run's progress shows once it runs.
    expect(screen.queryByRole('region', { name: 'Run progress' })).toBeNull();
    await waitFor(() => expect(jobStatus().textContent).toBe('Running: 0 done, 3 remaining (ETA less than 1 minute)'), {
      timeout: 3000,
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start' }).disabled).toBe(true);
    expect(screen.getByRole('region', { name: 'Run progress' })).toBeTruthy();
    // The render host writes the run's fields: the console saved none.
    expect(project.saves).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(jobStatus().textContent).toBe('Stopped'));
    expect(project.batch.cancel).toHaveBeenCalledWith('q1', 'stopped');
    expect(project.saves).toEqual([]);
  });

  it('shows the upload progress while the render host queues the tasks', async () => {
    const uploading = { Id: 'q1', state: 'created', done: 0, failed: 0, phase: 'uploading' as const, records: 5 };
    projectWith([READY], {
      batch: {
        startJob: vi.fn(async () => ({ ...uploading, total: 2, remaining: 2 })),
        queueStatus: vi.fn(async () => ({ Id: 'q1', state: 'running', total: 5, done: 0, failed: 0, remaining: 5 })),
        cancel: vi.fn(async () => {}),
      },
    });
    await openJob(READY.id!);
    await userEvent.click(await enabledButton('Start'));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Start batch job?' })).getByRole('button', { name: 'Start' }),
    );
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(jobStatus().textContent).toBe('Uploading');
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull(), {
      timeout: 3000,
    });
    expect(jobStatus().textContent).toMatch(/^Running: 0 done, 5 remaining/);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(jobStatus().textContent).toBe('Paused'));
  });

  it('plays an example of the chosen row', async () => {
    const project = projectWith([READY], {
      movies: {
        render: vi.fn(async () => 'tok'),
        renderStatus: vi.fn(async () => ({ state: 'done' as const, progress: 1 })),
      },
    });
    await openJob(READY.id!);
    await userEvent.click(await enabledButton('Example'));
    const dialog = within(screen.getByRole('dialog', { name: 'Example' }));
    await retype(dialog.getByLabelText('Row'), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Play' }));
    const video = await dialog.findByLabelText('Example of row 2');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/render/tok.mp4');
    expect(project.movies.render).toHaveBeenCalledWith('p1', {
      movie: 'intro',
      params: { name: 'Bob' },
      format: 'mp4',
    });
    expect(dialog.getByRole('button', { name: 'Waiting...' })).toBeTruthy();
  });
});
