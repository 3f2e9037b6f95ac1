import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveArea } from '@reelforge/ui/testing';
import { area, BASE, projectWith } from '../fixtures.js';

afterEach(leaveArea);

describe('the job list', () => {
  it('lists the jobs of jobs.json', async () => {
    projectWith([
      { id: '11111111-aaaa', name: 'Summer' },
      { id: '22222222-bbbb', name: 'Winter' },
    ]);
    area();
    const list = await screen.findByRole('list', { name: 'Jobs' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Summer', 'Winter']);
  });

  it('creates a job named New Job N with the defaults, saves it and opens it', async () => {
    const project = projectWith([{ id: '11111111-aaaa', name: 'New Job 1' }]);
    area();
    await screen.findByRole('link', { name: 'New Job 1' });
    await userEvent.click(screen.getByRole('button', { name: 'New job' }));
    await waitFor(() => expect(project.saves).toHaveLength(1));
    const made = project.saves[0]![1]!;
    expect(made).toMatchObject({
      name: 'New Job 2',
      routing: 'default',
      limit: 1000,
      mapping: 'auto',
      range: '',
      destination: { type: 'cdn' },
    });
    // A job's run fields are the platform's to write.
    expect(made).not.toHaveProperty('running');
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(window.location.pathname).toBe(`${BASE}/${made.id}`));
    expect(await screen.findByRole('tab', { name: 'Action' })).toBeTruthy();
  });

  it('gives a job whose id is shorter than 10 characters a new uuid when it is opened, and saves it', async () => {
    const project = projectWith([{ id: '7', name: 'Legacy' }]);
    area(`${BASE}/7`);
    await waitFor(() => expect(project.saves).toHaveLength(1));
    const id = project.saves[0]![0]!.id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await waitFor(() => expect(window.location.pathname).toBe(`${BASE}/${id}`));
    expect(await screen.findByRole('article', { name: 'Job Legacy' })).toBeTruthy();
  });

  it('deletes the selected jobs after confirmation', async () => {
    const project = projectWith([
      { id: '11111111-aaaa', name: 'A' },
      { id: '22222222-bbbb', name: 'B' },
      { id: '33333333-cccc', name: 'C' },
    ]);
    area();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select A' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select C' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2' }));
    const confirmation = screen.getByRole('alertdialog', { name: 'Delete 2 jobs?' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(project.stored().map((job) => job.name)).toEqual(['B']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('link', { name: 'A' })).toBeNull();
  });

  it('says so when jobs.json cannot be read', async () => {
    const project = projectWith();
    (project.batch.jobs as unknown as { mockRejectedValue: (e: Error) => void }).mockRejectedValue(
      new Error('Forbidden'),
    );
    area();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The jobs could not be read: Forbidden'));
  });
});
