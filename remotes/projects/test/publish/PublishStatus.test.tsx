import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@reelforge/api';
import { area, BASE, byLabel, byRole, click, deferred, leaveArea, fill, HOME, project, publishing, queryRole, session, SYDNEY_FAILED, US, userError, waitFor } from './fixtures.js';

afterEach(async () => {
  await leaveArea();
  vi.restoreAllMocks();
});

const distributionTable = (page: HTMLElement) => byRole(page, 'table', 'Distributions');
const rowOf = (page: HTMLElement, fullname: string) => byRole(page, 'link', fullname).closest('tr') as HTMLTableRowElement;
const cells = (row: HTMLTableRowElement) => [...row.cells].map((cell) => cell.textContent);

describe('the publishing status page', () => {
  it('lists the distributions with their states, each linking to its detail', async () => {
    const client = publishing([HOME, US, SYDNEY_FAILED]);
    session(client);
    const page = await area();
    await waitFor(() => distributionTable(page));
    expect(client.distributions).toHaveBeenCalledWith('p1');
    expect(cells(rowOf(page, 'Europe (Ireland)')).slice(0, 4)).toEqual(['Europe (Ireland)', 'eu-west-1', 'Default', '—']);
    expect(cells(rowOf(page, 'US East (N. Virginia)')).slice(1, 3)).toEqual(['us-east-1', 'Published, with changes not yet published']);
    expect(rowOf(page, 'US East (N. Virginia)').querySelector('time')?.getAttribute('dateTime')).toBe('2024-03-01T10:00:00Z');
    expect(cells(rowOf(page, 'Asia Pacific (Sydney)'))[2]).toBe('Publishing failed');
    expect(byRole(page, 'link', 'US East (N. Virginia)').getAttribute('href')).toBe(`${BASE}/us-east-1`);
  });

  it('offers Sync and Remove only for distributions other than the default', async () => {
    session(publishing());
    const page = await area();
    await waitFor(() => byRole(page, 'button', 'Sync us-east-1'));
    byRole(page, 'button', 'Remove us-east-1');
    expect(queryRole(page, 'button', 'Sync eu-west-1')).toBeNull();
    expect(queryRole(page, 'button', 'Remove eu-west-1')).toBeNull();
    expect(rowOf(page, 'Europe (Ireland)').textContent).toContain("The project's own region");
  });

  it('publishes to the region chosen in the new distribution dialog, then closes it and reloads', async () => {
    const client = publishing();
    session(client);
    const page = await area();
    await waitFor(() => distributionTable(page));
    await click(byRole(page, 'button', 'New distribution'));
    const dialog = byRole(document.body, 'dialog', 'New distribution');
    const choice = byLabel<HTMLSelectElement>(dialog, 'Region');
    // Enabled regions other than the project's, the legacy one and those already published to.
    expect([...choice.options].map((option) => option.value)).toEqual(['ap-southeast-2']);
    await fill(choice, 'ap-southeast-2');
    await click(byRole(dialog, 'button', 'Publish'));
    await waitFor(() => expect(queryRole(document.body, 'dialog')).toBeNull());
    expect(client.publish).toHaveBeenCalledWith('p1', 'ap-southeast-2');
    expect(client.task).toHaveBeenCalledWith('p1', 'task-ap-southeast-2');
    expect(client.distributions).toHaveBeenCalledTimes(2);
    await waitFor(() => byRole(page, 'link', 'ap-southeast-2'));
    expect(userError()).toBeNull();
  });

  it('offers a failed region again, and a failed publish task shows its Message as a user error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = publishing([HOME, US, SYDNEY_FAILED], {
      publish: vi.fn(async () => 'task-9'),
      task: vi.fn(async () => ({ task_id: 'task-9', status: 'error' as const, Message: 'Not enough storage in ap-southeast-2' })),
    });
    session(client);
    const page = await area();
    await waitFor(() => distributionTable(page));
    await click(byRole(page, 'button', 'New distribution'));
    const dialog = byRole(document.body, 'dialog', 'New distribution');
    expect([...byLabel<HTMLSelectElement>(dialog, 'Region').options].map((option) => option.value)).toEqual(['ap-southeast-2']);
    await click(byRole(dialog, 'button', 'Publish'));
    await waitFor(() => expect(userError()).toEqual({ title: 'Publishing to ap-southeast-2 failed', html: 'Not enough storage in ap-southeast-2' }));
    expect(error).toHaveBeenCalled();
    await waitFor(() => expect(client.distributions).toHaveBeenCalledTimes(2));
    expect(queryRole(document.body, 'dialog')).toBeNull();
  });

  it('syncs a distribution by publishing it again, busy on its row meanwhile, then reloads', async () => {
    const started = deferred<string>();
    const client = publishing([HOME, US], { publish: vi.fn(() => started.promise) });
    session(client);
    const page = await area();
    await click(await waitFor(() => byRole(page, 'button', 'Sync us-east-1')));
    const row = rowOf(page, 'US East (N. Virginia)');
    expect(client.publish).toHaveBeenCalledWith('p1', 'us-east-1');
    expect(row.getAttribute('aria-busy')).toBe('true');
    expect(row.cells[2]?.textContent).toBe('Syncing…');
    expect((byRole<HTMLButtonElement>(page, 'button', 'Sync us-east-1')).disabled).toBe(true);
    expect((byRole<HTMLButtonElement>(page, 'button', 'Remove us-east-1')).disabled).toBe(true);
    expect(rowOf(page, 'Europe (Ireland)').getAttribute('aria-busy')).toBe('false');

    started.resolve('task-sync');
    await waitFor(() => expect(client.distributions).toHaveBeenCalledTimes(2));
    expect(client.task).toHaveBeenCalledWith('p1', 'task-sync');
    await waitFor(() => expect(rowOf(page, 'US East (N. Virginia)').getAttribute('aria-busy')).toBe('false'));
    expect(byRole<HTMLButtonElement>(page, 'button', 'Sync us-east-1').disabled).toBe(false);
  });

  it('removes a distribution after confirmation, then reloads', async () => {
    const client = publishing();
    session(client);
    const page = await area();
    await click(await waitFor(() => byRole(page, 'button', 'Remove us-east-1')));
    await click(byRole(byRole(document.body, 'dialog', 'Remove us-east-1?'), 'button', 'Cancel'));
    expect(queryRole(document.body, 'dialog')).toBeNull();
    expect(client.depublish).not.toHaveBeenCalled();

    await click(byRole(page, 'button', 'Remove us-east-1'));
    await click(byRole(byRole(document.body, 'dialog', 'Remove us-east-1?'), 'button', 'Remove'));
    expect(client.depublish).toHaveBeenCalledWith('p1', 'us-east-1');
    await waitFor(() => expect(queryRole(page, 'link', 'US East (N. Virginia)')).toBeNull());
    expect(client.distributions).toHaveBeenCalledTimes(2);
    expect(userError()).toBeNull();
  });

  it("logs a failed depublish, shows the server's Message as a user error, and reloads", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = publishing([HOME, US], {
      depublish: vi.fn(async () => Promise.reject(new ApiError(409, 'Conflict', 'A render is running in us-east-1'))),
    });
    session(client);
    const page = await area();
    await click(await waitFor(() => byRole(page, 'button', 'Remove us-east-1')));
    await click(byRole(byRole(document.body, 'dialog', 'Remove us-east-1?'), 'button', 'Remove'));
    await waitFor(() => expect(userError()).toEqual({ title: 'Removing us-east-1 failed', html: 'A render is running in us-east-1' }));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('us-east-1'), expect.any(ApiError));
    await waitFor(() => expect(client.distributions).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(byRole<HTMLButtonElement>(page, 'button', 'Remove us-east-1').disabled).toBe(false));
  });

  it('says so when the distributions cannot be read, and tries again', async () => {
    const client = publishing();
    (client.distributions as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new Error('Service unavailable'));
    session(client);
    const page = await area();
    const panel = await waitFor(() => byRole(page, 'alert', 'The distributions could not be read'));
    expect(panel.textContent).toContain('Service unavailable');
    await click(byRole(panel, 'button', 'Try again'));
    await waitFor(() => distributionTable(page));
  });

  it('says publishing is not available for a project in eu-original-1, with no actions', async () => {
    const client = publishing();
    session(client, { project: { ...project, region: 'eu-original-1', awsregion: 'eu-original-1' } });
    const page = await area('/projects/eu-original-1/p1/publish');
    const panel = byRole(page, 'alert', 'Publishing is not available');
    expect(panel.textContent).toContain('eu-original-1');
    expect(page.querySelectorAll('button')).toHaveLength(0);
    expect(client.distributions).not.toHaveBeenCalled();
  });
});
