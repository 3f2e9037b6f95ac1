import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveArea, retype } from '@reelforge/ui/testing';
import { projectWith, READY } from '../fixtures.js';
import { openTab } from './open-job.js';

afterEach(leaveArea);

const choice = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const jobStatus = () => screen.getByRole('status', { name: 'Job status' });

describe('the job editor', () => {
  it('has the tabs Action, Parameter, Destination, Scripts, Results, and Debug on a local host', async () => {
    projectWith([READY]);
    await openTab(READY.id!, 'Action');
    expect(location.hostname).toBe('localhost');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Action',
      'Parameter',
      'Destination',
      'Scripts',
      'Results',
      'Debug',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Debug' }));
    expect(JSON.parse(screen.getByRole('tabpanel').querySelector('pre')!.textContent!)).toMatchObject({
      id: READY.id,
      movie: 'intro',
    });
  });

  it('follows a job found running when opened, refreshing its runs', async () => {
    const project = projectWith(
      [{ ...READY, running: true, status: 'Running', queue: 'q5', start: new Date().toISOString() }],
      {
        batch: {
          queueStatus: vi.fn(async () => ({ Id: 'q5', state: 'done', total: 5, done: 5, failed: 0, remaining: 0 })),
        },
      },
    );
    await openTab(READY.id!, 'Action');
    await waitFor(() => expect(jobStatus().textContent).toBe('Finished: 5 done, 0 failed'));
    expect(project.batch.queueStatus).toHaveBeenCalledWith('q5');
    expect(project.batch.runs).toHaveBeenCalledWith(READY.id);
    // The render host wrote the run's end: the console writes nothing of it.
    expect(project.saves).toEqual([]);
  });

  it('marks a job whose start was cut short as not running', async () => {
    projectWith([{ ...READY, running: true, status: 'Uploading', queue: '' }]);
    await openTab(READY.id!, 'Action');
    await waitFor(() => expect(jobStatus().textContent).toBe('The start was interrupted; start the job again.'));
  });
});

describe('the Parameter tab', () => {
  it('maps variables to columns when custom, and keeps the extra column and notifications', async () => {
    const project = projectWith([READY]);
    await openTab(READY.id!, 'Parameter');
    await screen.findByRole('checkbox', { name: 'Fill headline' });
    expect(screen.queryByRole('combobox', { name: 'Column for headline' })).toBeNull();
    await userEvent.selectOptions(choice('Mapping'), 'custom');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Column for headline' }), 'city');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fill name' }));
    await userEvent.selectOptions(choice('Extra column'), 'city');
    await retype(screen.getByRole('textbox', { name: 'Notify on success' }), 'ops@example.com');
    await waitFor(() =>
      expect(project.stored()[0]).toMatchObject({
        mapping: 'custom',
        varmap: { headline: 'city' },
        variables: ['headline'],
        extracol: 'city',
        notifications: { onsuccess: 'ops@example.com', onerror: '' },
      }),
    );
    expect(screen.queryByLabelText('Frame')).toBeNull();
  });

  it('asks for the frame when the format is an image', async () => {
    const project = projectWith([{ ...READY, format: 'png' }]);
    await openTab(READY.id!, 'Parameter');
    await retype(await screen.findByRole('spinbutton', { name: 'Frame' }), '12');
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ frame: 12 }));
  });
});

describe('the Destination tab', () => {
  it('shows exactly the parameters of the chosen kind and saves only those that are set', async () => {
    const project = projectWith([READY]);
    await openTab(READY.id!, 'Destination');
    await userEvent.selectOptions(choice('Destination type'), 's3');
    expect(choice('ACL').value).toBe('public-read');
    expect(
      within(choice('ACL'))
        .getAllByRole<HTMLOptionElement>('option')
        .map((o) => o.value),
    ).toEqual(['private', 'public-read', 'public-read-write', 'authenticated-read']);
    expect(screen.queryByRole('textbox', { name: 'Host' })).toBeNull();
    await retype(screen.getByRole('textbox', { name: 'Bucket' }), 'renders');
    await retype(screen.getByRole('textbox', { name: 'File name' }), '${name}');
    await retype(screen.getByRole('textbox', { name: 'S3 host' }), 'http://127.0.0.1:4569');
    // HTTPS is on unless switched off: a plain-http endpoint switches it off.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Secure (HTTPS)' }).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Secure (HTTPS)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add metadata entry' }));
    await retype(screen.getByRole('textbox', { name: 'Metadata 1 name' }), 'campaign');
    await retype(screen.getByRole('textbox', { name: 'Metadata 1 value' }), 'summer');
    await waitFor(() =>
      expect(project.stored()[0]?.destination).toEqual({
        type: 's3',
        bucket: 'renders',
        filename: '${name}',
        acl: 'public-read',
        s3host: 'http://127.0.0.1:4569',
        secure: false,
        metadata: { campaign: 'summer' },
      }),
    );
    await userEvent.selectOptions(choice('Destination type'), 'ftp');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'File name' }).value).toBe('${name}');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Passive mode' }).checked).toBe(true);
    await waitFor(() =>
      expect(project.stored()[0]?.destination).toEqual({ type: 'ftp', filename: '${name}', passive: true }),
    );
  });
});
