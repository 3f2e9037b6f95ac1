import { afterEach, describe, expect, it, vi } from 'vitest';
import { byLabel, byRole, enabledButton, click, leaveArea, fill, queryLabel, queryRole, waitFor } from '../dom.js';
import { openJob, distribution, projectWith, READY } from '../fixtures.js';

afterEach(leaveArea);

const HOME = distribution('eu-west-1', { default: true });
const US = distribution('us-east-1');
const options = (select: HTMLSelectElement) => [...select.options].map((o) => [o.value, o.textContent]);
const running = { queueStatus: vi.fn(async () => ({ Id: 'q-us', state: 'running', total: 5, done: 0, failed: 0, remaining: 5 })), cancel: vi.fn(async () => {}) };

describe('Render in', () => {
  it('offers the project’s own region and the regions it is published to, not failed or publishing ones', async () => {
    const project = projectWith([READY], {
      distributions: [HOME, distribution('ap-southeast-2', { dirty: true, fullname: 'Asia Pacific (Sydney)' }), distribution('eu-central-1', { state: 'PUBLISHING' }), distribution('sa-east-1', { state: 'FAILED' }), US],
    });
    const page = await openJob(READY.id!);
    const select = await waitFor(() => {
      const field = byLabel<HTMLSelectElement>(page, 'Render in');
      expect(field.options.length).toBe(3);
      return field;
    });
    expect(options(select)).toEqual([
      ['eu-west-1', 'Europe (Ireland) (eu-west-1)'],
      ['ap-southeast-2', 'Asia Pacific (Sydney) (ap-southeast-2) – has unpublished changes'],
      ['us-east-1', 'US East (N. Virginia) (us-east-1)'],
    ]);
    expect(select.value).toBe('eu-west-1');
    expect(project.publish.distributions).toHaveBeenCalledWith('p1');

    await fill(select, 'us-east-1');
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ region: 'us-east-1' }));
    await fill(select, 'ap-southeast-2');
    await waitFor(() => expect(page.textContent).toContain('The project has changed since it was published to ap-southeast-2'));
    // The project's own region is kept as none, so the job follows the project if it is migrated.
    await fill(select, 'eu-west-1');
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ region: '' }));
  });

  it('publishes to a new distribution, then offers it and renders the job there', async () => {
    let published = [HOME, US];
    const project = projectWith([READY], {
      publish: {
        distributions: vi.fn(async () => published),
        publish: vi.fn(async () => 'task-1'),
        task: vi.fn(async () => {
          published = [HOME, distribution('ap-southeast-2'), US];
          return { task_id: 'task-1', status: 'done' as const };
        }),
      },
    });
    const page = await openJob(READY.id!);
    await click(await enabledButton(page, 'New distribution'));
    const dialog = byRole(document.body, 'dialog', 'New distribution');
    // Enabled regions the project is not published to, without the legacy region.
    expect(options(byLabel<HTMLSelectElement>(dialog, 'Region')).map(([value]) => value)).toEqual(['ap-southeast-2', 'sa-east-1', 'eu-central-1']);
    await fill(byLabel<HTMLSelectElement>(dialog, 'Region'), 'ap-southeast-2');
    await click(byRole(dialog, 'button', 'Publish'));
    await waitFor(() => expect(queryRole(document.body, 'dialog')).toBeNull());
    expect(project.publish.publish).toHaveBeenCalledWith('p1', 'ap-southeast-2');
    expect(project.publish.distributions).toHaveBeenCalledTimes(2);
    const select = byLabel<HTMLSelectElement>(page, 'Render in');
    expect(select.value).toBe('ap-southeast-2');
    expect(options(select).map(([value]) => value)).toEqual(['eu-west-1', 'ap-southeast-2', 'us-east-1']);
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ region: 'ap-southeast-2' }));
  });

  it('keeps the dialog open with the reason when publishing fails', async () => {
    const project = projectWith([READY], {
      publish: { publish: vi.fn(async () => 'task-1'), task: vi.fn(async () => ({ task_id: 'task-1', status: 'error' as const, Message: 'Quota exceeded in us-east-1' })) },
    });
    const page = await openJob(READY.id!);
    await click(await waitFor(() => byRole(page, 'button', 'New distribution')));
    const dialog = byRole(document.body, 'dialog', 'New distribution');
    await fill(byLabel<HTMLSelectElement>(dialog, 'Region'), 'us-east-1');
    await click(byRole(dialog, 'button', 'Publish'));
    await waitFor(() => expect(byRole(dialog, 'alert').textContent).toBe('Quota exceeded in us-east-1'));
    expect(project.stored()[0]?.region).toBeFalsy();
  });

  it('starts a job in its region’s render host; the job is still saved in the project’s own region', async () => {
    const project = projectWith([{ ...READY, region: 'us-east-1' }], {
      distributions: [HOME, US],
      elsewhere: { 'us-east-1': { batch: { createQueue: vi.fn(async () => 'q-us'), uploadTasks: vi.fn(async () => {}), startRun: vi.fn(async () => {}), ...running } } },
    });
    const usEast = project.elsewhere['us-east-1']!.batch;
    const page = await openJob(READY.id!);
    await waitFor(() => expect(byLabel<HTMLSelectElement>(page, 'Render in').value).toBe('us-east-1'));
    await click(await enabledButton(page, 'Start'));
    const confirm = byRole(document.body, 'dialog', 'Start batch job?');
    expect(confirm.textContent).toContain('for 5 records in US East (N. Virginia) (us-east-1).');
    await click(byRole(confirm, 'button', 'Start'));
    await waitFor(() => expect(byRole(page, 'status', 'Job status').textContent).toBe('Running'));
    expect(usEast.createQueue).toHaveBeenCalledWith('default', 1000);
    expect(usEast.uploadTasks).toHaveBeenCalledWith('default', 'q-us', expect.objectContaining({ jobid: READY.id, projectid: 'p1' }));
    expect(usEast.startRun).toHaveBeenCalledWith('default', 'q-us');
    expect(project.batch.createQueue).not.toHaveBeenCalled();
    expect(usEast.saveJobs).not.toHaveBeenCalled();
    expect(project.stored()[0]).toMatchObject({ running: true, queue: 'q-us', queueregion: 'us-east-1', region: 'us-east-1' });

    // Where it renders cannot change while it runs.
    expect(byLabel<HTMLSelectElement>(page, 'Render in').disabled).toBe(true);
    expect(byRole<HTMLButtonElement>(page, 'button', 'New distribution').disabled).toBe(true);
    await click(byRole(page, 'button', 'Stop'));
    await waitFor(() => expect(usEast.cancel).toHaveBeenCalledWith('q-us'));
    expect(byLabel<HTMLSelectElement>(page, 'Render in').disabled).toBe(false);
  });

  it('will not start a job in a region the project is no longer published to', async () => {
    projectWith([{ ...READY, region: 'sa-east-1' }], { distributions: [HOME, distribution('sa-east-1', { state: 'FAILED' })] });
    const page = await openJob(READY.id!);
    await waitFor(() => expect(page.textContent).toContain('The project is not published to sa-east-1 now'));
    expect(byRole<HTMLButtonElement>(page, 'button', 'Start').disabled).toBe(true);
  });

  it('plays an example in the job’s region', async () => {
    const project = projectWith([{ ...READY, region: 'us-east-1' }], {
      distributions: [HOME, US],
      elsewhere: { 'us-east-1': { movies: { render: vi.fn(async () => 'tok-us'), renderStatus: vi.fn(async () => ({ state: 'done' as const, progress: 1 })), renderUrl: (token, ext) => `/us/${token}.${ext}` } } },
    });
    const page = await openJob(READY.id!);
    await click(await enabledButton(page, 'Example'));
    const dialog = byRole(document.body, 'dialog', 'Example');
    await click(byRole(dialog, 'button', 'Play'));
    const video = await waitFor(() => byRole<HTMLVideoElement>(dialog, 'video', 'Example of row 1'));
    expect(video.getAttribute('src')).toBe('/us/tok-us.mp4');
    expect(project.elsewhere['us-east-1']!.movies.render).toHaveBeenCalledWith('p1', { movie: 'intro', params: { name: 'Ann' }, format: 'mp4' });
  });

  it('offers the project’s own region alone, with the reason, when the distributions cannot be read', async () => {
    const project = projectWith([READY], { publish: { distributions: vi.fn(async () => Promise.reject(new Error('Service Unavailable'))) } });
    const page = await openJob(READY.id!);
    const alert = await waitFor(() => byRole(page, 'alert'));
    expect(alert.textContent).toContain('The project’s distributions could not be read: Service Unavailable. Only its own region is offered.');
    expect(options(byLabel<HTMLSelectElement>(page, 'Render in'))).toEqual([['eu-west-1', 'Europe (Ireland) (eu-west-1)']]);
    expect(byRole<HTMLButtonElement>(page, 'button', 'New distribution').disabled).toBe(true);
    await waitFor(() => expect(byRole<HTMLButtonElement>(page, 'button', 'Start').disabled).toBe(false));

    (project.publish.distributions as ReturnType<typeof vi.fn>).mockImplementation(async () => [HOME, US]);
    await click(byRole(alert, 'button', 'Try again'));
    await waitFor(() => expect(options(byLabel<HTMLSelectElement>(page, 'Render in')).map(([value]) => value)).toEqual(['eu-west-1', 'us-east-1']));
    expect(queryRole(page, 'alert')).toBeNull();
  });

  it('is only the project’s own region for a project of eu-original-1, which cannot be published', async () => {
    const project = projectWith([READY], { project: { region: 'eu-original-1', awsregion: 'eu-original-1' } });
    const page = await openJob(READY.id!);
    await waitFor(() => expect(page.textContent).toContain('Renders in Europe (original) (eu-original-1): projects of this region cannot be published to other regions.'));
    expect(queryRole(page, 'button', 'New distribution')).toBeNull();
    expect(queryLabel(page, 'Render in')).toBeNull();
    expect(project.publish.distributions).not.toHaveBeenCalled();
  });
});
