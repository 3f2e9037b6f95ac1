import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@reelforge/api';
import { leaveArea } from '@reelforge/ui/testing';
import { area, BASE, deferred, HOME, project, publishing, session, SYDNEY_FAILED, US, userError } from './fixtures.js';

afterEach(() => {
  leaveArea();
  vi.restoreAllMocks();
});

const distributionTable = () => screen.findByRole('table', { name: 'Distributions' });
/** The row of the table that holds the link to a distribution. */
const rowOf = (fullname: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('link', { name: fullname }))!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const newDistribution = () => within(screen.getByRole('dialog', { name: 'New distribution' }));
const removeConfirmation = () => within(screen.getByRole('alertdialog', { name: 'Remove us-east-1?' }));
const regionChoices = () =>
  within(newDistribution().getByRole('combobox', { name: 'Region' }))
    .getAllByRole<HTMLOptionElement>('option')
    .map((option) => option.value);

describe('the publishing status page', () => {
  it('lists the distributions with their states, each linking to its detail', async () => {
    const client = publishing([HOME, US, SYDNEY_FAILED]);
    session(client);
    area();
    await distributionTable();
    expect(client.distributions).toHaveBeenCalledWith('p1');
    expect(cells(rowOf('Europe (Ireland)')).slice(0, 4)).toEqual(['Europe (Ireland)', 'eu-west-1', 'Default', '—']);
    expect(cells(rowOf('US East (N. Virginia)')).slice(1, 3)).toEqual([
      'us-east-1',
      'Published, with changes not yet published',
    ]);
    expect(within(rowOf('US East (N. Virginia)')).getByRole('time').getAttribute('dateTime')).toBe(
      '2024-03-01T10:00:00Z',
    );
    expect(cells(rowOf('Asia Pacific (Sydney)'))[2]).toBe('Publishing failed');
    expect(screen.getByRole('link', { name: 'US East (N. Virginia)' }).getAttribute('href')).toBe(`${BASE}/us-east-1`);
  });

  it('offers Sync and Remove only for distributions other than the default', async () => {
    session(publishing());
    area();
    await screen.findByRole('button', { name: 'Sync us-east-1' });
    expect(button('Remove us-east-1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync eu-west-1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove eu-west-1' })).toBeNull();
    expect(rowOf('Europe (Ireland)').textContent).toContain("The project's own region");
  });

  it('publishes to the region chosen in the new distribution dialog, then closes it and reloads', async () => {
    const client = publishing();
    session(client);
    area();
    await distributionTable();
    await userEvent.click(button('New distribution'));
    // Enabled regions other than the project's, the legacy one and those already published to.
    expect(regionChoices()).toEqual(['ap-southeast-2']);
    await userEvent.selectOptions(newDistribution().getByRole('combobox', { name: 'Region' }), 'ap-southeast-2');
    await userEvent.click(newDistribution().getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.publish).toHaveBeenCalledWith('p1', 'ap-southeast-2');
    expect(client.task).toHaveBeenCalledWith('p1', 'task-ap-southeast-2');
    expect(client.distributions).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('link', { name: 'ap-southeast-2' })).toBeTruthy();
    expect(userError()).toBeNull();
  });

  it('offers a failed region again, and a failed publish task shows its Message as a user error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = publishing([HOME, US, SYDNEY_FAILED], {
      publish: vi.fn(async () => 'task-9'),
      task: vi.fn(async () => ({
        task_id: 'task-9',
        status: 'error' as const,
        Message: 'Not enough storage in ap-southeast-2',
      })),
    });
    session(client);
    area();
    await distributionTable();
    await userEvent.click(button('New distribution'));
    expect(regionChoices()).toEqual(['ap-southeast-2']);
    await userEvent.click(newDistribution().getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(userError()).toEqual({
        title: 'Publishing to ap-southeast-2 failed',
        html: 'Not enough storage in ap-southeast-2',
      }),
    );
    expect(error).toHaveBeenCalled();
    await waitFor(() => expect(client.distributions).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('syncs a distribution by publishing it again, busy on its row meanwhile, then reloads', async () => {
    const started = deferred<string>();
    const client = publishing([HOME, US], { publish: vi.fn(() => started.promise) });
    session(client);
    area();
    await userEvent.click(await screen.findByRole('button', { name: 'Sync us-east-1' }));
    const row = rowOf('US East (N. Virginia)');
    expect(client.publish).toHaveBeenCalledWith('p1', 'us-east-1');
    expect(row.getAttribute('aria-busy')).toBe('true');
    expect(cells(row)[2]).toBe('Syncing…');
    expect(button('Sync us-east-1').disabled).toBe(true);
    expect(button('Remove us-east-1').disabled).toBe(true);
    expect(rowOf('Europe (Ireland)').getAttribute('aria-busy')).toBe('false');

    started.resolve('task-sync');
    await waitFor(() => expect(client.distributions).toHaveBeenCalledTimes(2));
    expect(client.task).toHaveBeenCalledWith('p1', 'task-sync');
    await waitFor(() => expect(rowOf('US East (N. Virginia)').getAttribute('aria-busy')).toBe('false'));
    expect(button('Sync us-east-1').disabled).toBe(false);
  });

  it('removes a distribution after confirmation, then reloads', async () => {
    const client = publishing();
    session(client);
    area();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove us-east-1' }));
    await userEvent.click(removeConfirmation().getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(client.depublish).not.toHaveBeenCalled();

    await userEvent.click(button('Remove us-east-1'));
    await userEvent.click(removeConfirmation().getByRole('button', { name: 'Remove' }));
    expect(client.depublish).toHaveBeenCalledWith('p1', 'us-east-1');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'US East (N. Virginia)' })).toBeNull());
    expect(client.distributions).toHaveBeenCalledTimes(2);
    expect(userError()).toBeNull();
  });

  it("logs a failed depublish, shows the server's Message as a user error, and reloads", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = publishing([HOME, US], {
      depublish: vi.fn(async () => Promise.reject(new ApiError(409, 'Conflict', 'A render is running in us-east-1'))),
    });
    session(client);
    area();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove us-east-1' }));
    await userEvent.click(removeConfirmation().getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(userError()).toEqual({ title: 'Removing us-east-1 failed', html: 'A render is running in us-east-1' }),
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining('us-east-1'), expect.any(ApiError));
    await waitFor(() => expect(client.distributions).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(button('Remove us-east-1').disabled).toBe(false));
  });

  it('says so when the distributions cannot be read, and tries again', async () => {
    const client = publishing();
    (client.distributions as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new Error('Service unavailable'));
    session(client);
    area();
    const panel = await screen.findByRole('alert', { name: 'The distributions could not be read' });
    expect(panel.textContent).toContain('Service unavailable');
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await distributionTable()).toBeTruthy();
  });

  it('says publishing is not available for a project in eu-original-1, with no actions', () => {
    const client = publishing();
    session(client, { project: { ...project, region: 'eu-original-1', awsregion: 'eu-original-1' } });
    area('/projects/eu-original-1/p1/publish');
    expect(screen.getByRole('alert', { name: 'Publishing is not available' }).textContent).toContain('eu-original-1');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(client.distributions).not.toHaveBeenCalled();
  });
});
