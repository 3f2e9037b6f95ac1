import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveArea } from '@reelforge/ui/testing';
import { distribution, enabledButton, openJob, optionsOf, projectWith, READY } from '../fixtures.js';

afterEach(leaveArea);

const HOME = distribution('eu-west-1', { default: true });
const US = distribution('us-east-1');
const running = {
  queueStatus: vi.fn(async () => ({ Id: 'q-us', state: 'running', total: 5, done: 0, failed: 0, remaining: 5 })),
  cancel: vi.fn(async () => {}),
};
const renderIn = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Render in' });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('Render in', () => {
  it('offers the project’s own region and the regions it is published to, not failed or publishing ones', async () => {
    const project = projectWith([READY], {
      distributions: [
        HOME,
        distribution('ap-southeast-2', { dirty: true, fullname: 'Asia Pacific (Sydney)' }),
        distribution('eu-central-1', { state: 'PUBLISHING' }),
        distribution('sa-east-1', { state: 'FAILED' }),
        US,
      ],
    });
    await openJob(READY.id!);
    await waitFor(() => expect(optionsOf(renderIn())).toHaveLength(3));
    expect(optionsOf(renderIn())).toEqual([
      ['eu-west-1', 'Europe (Ireland) (eu-west-1)'],
      ['ap-southeast-2', 'Asia Pacific (Sydney) (ap-southeast-2) – has unpublished changes'],
      ['us-east-1', 'US East (N. Virginia) (us-east-1)'],
    ]);
    expect(renderIn().value).toBe('eu-west-1');
    expect(project.publish.distributions).toHaveBeenCalledWith('p1');

    await userEvent.selectOptions(renderIn(), 'us-east-1');
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ region: 'us-east-1' }));
    await userEvent.selectOptions(renderIn(), 'ap-southeast-2');
    expect(await screen.findByText(/The project has changed since it was published to ap-southeast-2/)).toBeTruthy();
    // The project's own region is kept as none, so the job follows the project if it is migrated.
    await userEvent.selectOptions(renderIn(), 'eu-west-1');
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
    await openJob(READY.id!);
    await userEvent.click(await enabledButton('New distribution'));
    const dialog = within(screen.getByRole('dialog', { name: 'New distribution' }));
    // Enabled regions the project is not published to, without the legacy region.
    expect(optionsOf(dialog.getByRole('combobox', { name: 'Region' })).map(([value]) => value)).toEqual([
      'ap-southeast-2',
      'sa-east-1',
      'eu-central-1',
    ]);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Region' }), 'ap-southeast-2');
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(project.publish.publish).toHaveBeenCalledWith('p1', 'ap-southeast-2');
    expect(project.publish.distributions).toHaveBeenCalledTimes(2);
    expect(renderIn().value).toBe('ap-southeast-2');
    expect(optionsOf(renderIn()).map(([value]) => value)).toEqual(['eu-west-1', 'ap-southeast-2', 'us-east-1']);
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ region: 'ap-southeast-2' }));
  });

  it('keeps the dialog open with the reason when publishing fails', async () => {
    const project = projectWith([READY], {
      publish: {
        publish: vi.fn(async () => 'task-1'),
        task: vi.fn(async () => ({
          task_id: 'task-1',
          status: 'error' as const,
          Message: 'Quota exceeded in us-east-1',
        })),
      },
    });
    await openJob(READY.id!);
    await userEvent.click(await screen.findByRole('button', { name: 'New distribution' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New distribution' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Region' }), 'us-east-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('Quota exceeded in us-east-1'));
    expect(project.stored()[0]?.region).toBeFalsy();
  });

  it('starts a job in its region’s render host; the job is still saved in the project’s own region', async () => {
    const project = projectWith([{ ...READY, region: 'us-east-1' }], {
      distributions: [HOME, US],
      elsewhere: {
        'us-east-1': {
          batch: {
            startJob: vi.fn(async () => ({ Id: 'q-us', state: 'running', total: 5, done: 0, failed: 0, remaining: 5 })),
            ...running,
          },
        },
      },
    });
    const usEast = project.elsewhere['us-east-1']!.batch;
    await openJob(READY.id!);
    await waitFor(() => expect(renderIn().value).toBe('us-east-1'));
    await userEvent.click(await enabledButton('Start'));
    const confirm = screen.getByRole('dialog', { name: 'Start batch job?' });
    expect(confirm.textContent).toContain('for 5 records in US East (N. Virginia) (us-east-1).');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Job status' }).textContent).toMatch(/^Running/));
    expect(usEast.startJob).toHaveBeenCalledWith('default', { jobid: READY.id, projectid: 'p1', range: '' });
    expect(project.batch.startJob).not.toHaveBeenCalled();
    expect(usEast.saveJobs).not.toHaveBeenCalled();
    // The run's fields are the render host's to write: the console writes none.
    expect(project.saves.flat().some((job) => 'running' in job || 'queue' in job)).toBe(false);
    expect(project.stored()[0]).toMatchObject({ region: 'us-east-1' });

    // Where it renders cannot change while it runs.
    expect(renderIn().disabled).toBe(true);
    expect(button('New distribution').disabled).toBe(true);
    await userEvent.click(button('Stop'));
    await waitFor(() => expect(usEast.cancel).toHaveBeenCalledWith('q-us', 'stopped'));
    expect(renderIn().disabled).toBe(false);
  });

  it('will not start a job in a region the project is no longer published to', async () => {
    projectWith([{ ...READY, region: 'sa-east-1' }], {
      distributions: [HOME, distribution('sa-east-1', { state: 'FAILED' })],
    });
    await openJob(READY.id!);
    expect(await screen.findByText(/The project is not published to sa-east-1 now/)).toBeTruthy();
    expect(button('Start').disabled).toBe(true);
  });

  it('plays an example in the job’s region', async () => {
    const project = projectWith([{ ...READY, region: 'us-east-1' }], {
      distributions: [HOME, US],
      elsewhere: {
        'us-east-1': {
          movies: {
            render: vi.fn(async () => 'tok-us'),
            renderStatus: vi.fn(async () => ({ state: 'done' as const, progress: 1 })),
            renderUrl: (token, ext) => `/us/${token}.${ext}`,
          },
        },
      },
    });
    await openJob(READY.id!);
    await userEvent.click(await enabledButton('Example'));
    const dialog = within(screen.getByRole('dialog', { name: 'Example' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Play' }));
    const video = await dialog.findByLabelText('Example of row 1');
    expect(video.getAttribute('src')).toBe('/us/tok-us.mp4');
    expect(project.elsewhere['us-east-1']!.movies.render).toHaveBeenCalledWith('p1', {
      movie: 'intro',
      params: { name: 'Ann' },
      format: 'mp4',
    });
  });

  it('offers the project’s own region alone, with the reason, when the distributions cannot be read', async () => {
    const project = projectWith([READY], {
      publish: { distributions: vi.fn(async () => Promise.reject(new Error('Service Unavailable'))) },
    });
    await openJob(READY.id!);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The project’s distributions could not be read: Service Unavailable. Only its own region is offered.',
    );
    expect(optionsOf(renderIn())).toEqual([['eu-west-1', 'Europe (Ireland) (eu-west-1)']]);
    expect(button('New distribution').disabled).toBe(true);
    await waitFor(() => expect(button('Start').disabled).toBe(false));

    (project.publish.distributions as ReturnType<typeof vi.fn>).mockImplementation(async () => [HOME, US]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(optionsOf(renderIn()).map(([value]) => value)).toEqual(['eu-west-1', 'us-east-1']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is only the project’s own region for a project of eu-original-1, which cannot be published', async () => {
    const project = projectWith([READY], { project: { region: 'eu-original-1', awsregion: 'eu-original-1' } });
    await openJob(READY.id!);
    expect(
      await screen.findByText(
        /Renders in Europe \(original\) \(eu-original-1\): projects of this region cannot be published to other regions\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New distribution' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Render in' })).toBeNull();
    expect(project.publish.distributions).not.toHaveBeenCalled();
  });
});
