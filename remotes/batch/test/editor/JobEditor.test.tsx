import { afterEach, describe, expect, it, vi } from 'vitest';
import { allRole, byLabel, byRole, click, leaveArea, fill, queryLabel, waitFor } from '../dom.js';
import { projectWith, READY } from '../fixtures.js';
import { openTab } from './open-job.js';

afterEach(leaveArea);

describe('the job editor', () => {
  it('has the tabs Action, Parameter, Destination, Scripts, Results, and Debug on a local host', async () => {
    projectWith([READY]);
    const page = await openTab(READY.id!, 'Action');
    expect(location.hostname).toBe('localhost');
    expect(allRole(page, 'tab').map((tab) => tab.textContent)).toEqual(['Action', 'Parameter', 'Destination', 'Scripts', 'Results', 'Debug']);
    await click(byRole(page, 'tab', 'Debug'));
    expect(JSON.parse(byRole(page, 'tabpanel').querySelector('pre')!.textContent!)).toMatchObject({ id: READY.id, movie: 'intro' });
  });

  it('follows a job found running when opened, refreshing its runs', async () => {
    const project = projectWith([{ ...READY, running: true, status: 'Running', queue: 'q5', start: new Date().toISOString() }], {
      batch: { queueStatus: vi.fn(async () => ({ Id: 'q5', state: 'done', total: 5, done: 5, failed: 0, remaining: 0 })) },
    });
    const page = await openTab(READY.id!, 'Action');
    await waitFor(() => expect(byRole(page, 'status', 'Job status').textContent).toBe('Finished: 5 done, 0 failed'));
    expect(project.batch.queueStatus).toHaveBeenCalledWith('q5');
    expect(project.batch.runs).toHaveBeenCalledWith(READY.id);
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ running: false }));
  });

  it('marks a job whose start was cut short as not running', async () => {
    projectWith([{ ...READY, running: true, status: 'Uploading', queue: '' }]);
    const page = await openTab(READY.id!, 'Action');
    await waitFor(() => expect(byRole(page, 'status', 'Job status').textContent).toBe('The start was interrupted; start the job again.'));
  });
});

describe('the Parameter tab', () => {
  it('maps variables to columns when custom, and keeps the extra column and notifications', async () => {
    const project = projectWith([READY]);
    const page = await openTab(READY.id!, 'Parameter');
    await waitFor(() => byRole(page, 'checkbox', 'Fill headline'));
    expect(queryLabel(page, 'Column for headline')).toBeNull();
    await fill(byLabel<HTMLSelectElement>(page, 'Mapping'), 'custom');
    await fill(await waitFor(() => byLabel<HTMLSelectElement>(page, 'Column for headline')), 'city');
    await click(byRole(page, 'checkbox', 'Fill name'));
    await fill(byLabel<HTMLSelectElement>(page, 'Extra column'), 'city');
    await fill(byLabel(page, 'Notify on success'), 'ops@example.com');
    await waitFor(() =>
      expect(project.stored()[0]).toMatchObject({ mapping: 'custom', varmap: { headline: 'city' }, variables: ['headline'], extracol: 'city', notifications: { onsuccess: 'ops@example.com', onerror: '' } }),
    );
    expect(queryLabel(page, 'Frame')).toBeNull();
  });

  it('asks for the frame when the format is an image', async () => {
    const project = projectWith([{ ...READY, format: 'png' }]);
    const page = await openTab(READY.id!, 'Parameter');
    await fill(await waitFor(() => byLabel(page, 'Frame')), '12');
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ frame: 12 }));
  });
});

describe('the Destination tab', () => {
  it('shows exactly the parameters of the chosen kind and saves only those that are set', async () => {
    const project = projectWith([READY]);
    const page = await openTab(READY.id!, 'Destination');
    await fill(byLabel<HTMLSelectElement>(page, 'Destination type'), 's3');
    expect(byLabel<HTMLSelectElement>(page, 'ACL').value).toBe('public-read');
    expect([...byLabel<HTMLSelectElement>(page, 'ACL').options].map((o) => o.value)).toEqual(['private', 'public-read', 'public-read-write', 'authenticated-read']);
    expect(queryLabel(page, 'Host')).toBeNull();
    await fill(byLabel(page, 'Bucket'), 'renders');
    await fill(byLabel(page, 'File name'), '${name}');
    await fill(byLabel(page, 'S3 host'), 'http://127.0.0.1:4569');
    // HTTPS is on unless switched off: a plain-http endpoint switches it off.
    expect(byRole<HTMLInputElement>(page, 'checkbox', 'Secure (HTTPS)').checked).toBe(true);
    await click(byRole(page, 'checkbox', 'Secure (HTTPS)'));
    await click(byRole(page, 'button', 'Add metadata entry'));
    await fill(byLabel(page, 'Metadata 1 name'), 'campaign');
    await fill(byLabel(page, 'Metadata 1 value'), 'summer');
    await waitFor(() =>
      expect(project.stored()[0]?.destination).toEqual({ type: 's3', bucket: 'renders', filename: '${name}', acl: 'public-read', s3host: 'http://127.0.0.1:4569', secure: false, metadata: { campaign: 'summer' } }),
    );
    await fill(byLabel<HTMLSelectElement>(page, 'Destination type'), 'ftp');
    expect(byLabel(page, 'File name').value).toBe('${name}');
    expect(byRole<HTMLInputElement>(page, 'checkbox', 'Passive mode').checked).toBe(true);
    await waitFor(() => expect(project.stored()[0]?.destination).toEqual({ type: 'ftp', filename: '${name}', passive: true }));
  });
});
