import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchSubmission } from '@reelforge/api';
import { byLabel, byRole, enabledButton, click, leaveArea, fill, queryRole, waitFor } from '../dom.js';
import { openJob, projectWith, READY } from '../fixtures.js';

afterEach(leaveArea);

describe('the Action tab', () => {
  it('offers the formats of the chosen movie’s codec, the first by default', async () => {
    const project = projectWith([{ id: '11111111-aaaa', name: 'J' }]);
    const page = await openJob('11111111-aaaa');
    await waitFor(() => expect(byLabel<HTMLSelectElement>(page, 'Movie').options.length).toBe(3));
    await fill(byLabel<HTMLSelectElement>(page, 'Movie'), 'clip');
    await waitFor(() => expect([...byLabel<HTMLSelectElement>(page, 'Format').options].map((o) => o.value)).toEqual(['webm', 'jpg', 'png', 'tif']));
    expect(byLabel<HTMLSelectElement>(page, 'Format').value).toBe('webm');
    await fill(byLabel<HTMLSelectElement>(page, 'Movie'), 'intro');
    await waitFor(() => expect(byLabel<HTMLSelectElement>(page, 'Format').value).toBe('mp4'));
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ movie: 'intro', format: 'mp4', formats: ['mp4', 'flv', 'jpg', 'png', 'tif'] }));
  });

  it('keeps the last good job name while a refused one is typed, saying why', async () => {
    const project = projectWith([{ id: '11111111-aaaa', name: 'J' }]);
    const page = await openJob('11111111-aaaa');
    for (const [name, reason] of [['..', /reserved/], ['pay\u202eroll', /bidirectional control U\+202E/], ['a\u0000', /control character/]] as const) {
      await fill(await waitFor(() => byLabel(page, 'Name')), name);
      expect(byLabel<HTMLInputElement>(page, 'Name').value).toBe(name);
      expect(byRole(page, 'alert').textContent).toMatch(reason);
    }
    expect(project.stored()[0]).toMatchObject({ name: 'J' });
    await fill(byLabel(page, 'Name'), 'Spring mailing');
    expect(queryRole(page, 'alert')).toBeNull();
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ name: 'Spring mailing' }));
  });

  it('shows how many records the range selects', async () => {
    projectWith([{ id: '11111111-aaaa', name: 'J' }]);
    const page = await openJob('11111111-aaaa');
    await fill(await waitFor(() => byLabel<HTMLSelectElement>(page, 'Datasource')), 'ds-people');
    await waitFor(() => expect(page.textContent).toContain('5 of 5 records selected'));
    await fill(byLabel(page, 'Range'), '2-3, 5, 9');
    await waitFor(() => expect(page.textContent).toContain('3 of 5 records selected'));
  });

  it('confirms a start with the number of records, then submits the selected rows and runs', async () => {
    const project = projectWith([{ ...READY, range: '2-4' }], {
      batch: { createQueue: vi.fn(async () => 'q1'), uploadTasks: vi.fn(async () => {}), startRun: vi.fn(async () => {}), queueStatus: vi.fn(async () => ({ Id: 'q1', state: 'running', total: 3, done: 0, failed: 0, remaining: 3 })), cancel: vi.fn(async () => {}) },
    });
    const page = await openJob(READY.id!);
    const start = await enabledButton(page, 'Start');
    await click(start);
    const dialog = byRole(document.body, 'dialog', 'Start batch job?');
    expect(dialog.textContent).toContain('3 records');
    await click(byRole(dialog, 'button', 'Start'));
    await waitFor(() => expect(byRole(page, 'status', 'Job status').textContent).toBe('Running'));
    const [, , submission] = (project.batch.uploadTasks as ReturnType<typeof vi.fn>).mock.calls[0] as [string, string, BatchSubmission];
    expect(submission.tasks.map((task) => [task.record, task.key, task.params])).toEqual([
      [1, 'Bob', { name: 'Bob' }],
      [2, 'Cid', { name: 'Cid' }],
      [3, 'Dee', { name: 'Dee' }],
    ]);
    expect(project.stored()[0]).toMatchObject({ running: true, queue: 'q1', numrecords: 3 });
    expect(byRole<HTMLButtonElement>(page, 'button', 'Start').disabled).toBe(true);

    await click(byRole(page, 'button', 'Stop'));
    await waitFor(() => expect(byRole(page, 'status', 'Job status').textContent).toBe('Stopped'));
    expect(project.batch.cancel).toHaveBeenCalledWith('q1');
  });

  it('shows the upload progress while tasks are uploading', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    projectWith([READY], { batch: { createQueue: vi.fn(async () => 'q1'), uploadTasks: vi.fn(() => held), startRun: vi.fn(async () => {}), queueStatus: vi.fn(async () => ({ Id: 'q1', state: 'running', total: 5, done: 0, failed: 0, remaining: 5 })), cancel: vi.fn(async () => {}) } });
    const page = await openJob(READY.id!);
    await click(await waitFor(() => byRole(page, 'button', 'Start')));
    await click(byRole(byRole(document.body, 'dialog', 'Start batch job?'), 'button', 'Start'));
    await waitFor(() => byRole(page, 'progressbar', 'Upload progress'));
    expect(byRole(page, 'status', 'Job status').textContent).toBe('Uploading');
    release();
    await waitFor(() => expect(queryRole(page, 'progressbar', 'Upload progress')).toBeNull());
    await click(byRole(page, 'button', 'Pause'));
  });

  it('plays an example of the chosen row', async () => {
    const project = projectWith([READY], { movies: { render: vi.fn(async () => 'tok'), renderStatus: vi.fn(async () => ({ state: 'done' as const, progress: 1 })) } });
    const page = await openJob(READY.id!);
    await click(await enabledButton(page, 'Example'));
    const dialog = byRole(document.body, 'dialog', 'Example');
    await fill(byLabel(dialog, 'Row'), '2');
    await click(byRole(dialog, 'button', 'Play'));
    const video = await waitFor(() => byRole<HTMLVideoElement>(dialog, 'video', 'Example of row 2'));
    expect(video.getAttribute('src')).toBe('/render/tok.mp4');
    expect(project.movies.render).toHaveBeenCalledWith('p1', { movie: 'intro', params: { name: 'Bob' }, format: 'mp4' });
    byRole(dialog, 'button', 'Waiting...');
  });
});
