import { afterEach, describe, expect, it } from 'vitest';
import { byRole, click, leaveArea, queryRole, waitFor } from '../dom.js';
import { area, BASE, projectWith } from '../fixtures.js';

afterEach(leaveArea);

describe('the job list', () => {
  it('lists the jobs of jobs.json', async () => {
    projectWith([{ id: '11111111-aaaa', name: 'Summer' }, { id: '22222222-bbbb', name: 'Winter' }]);
    const page = await area();
    const list = await waitFor(() => byRole(page, 'list', 'Jobs'));
    expect([...list.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Summer', 'Winter']);
  });

  it('creates a job named New Job N with the defaults, saves it and opens it', async () => {
    const project = projectWith([{ id: '11111111-aaaa', name: 'New Job 1' }]);
    const page = await area();
    await waitFor(() => byRole(page, 'link', 'New Job 1'));
    await click(byRole(page, 'button', 'New job'));
    await waitFor(() => expect(project.saves).toHaveLength(1));
    const made = project.saves[0]![1]!;
    expect(made).toMatchObject({ name: 'New Job 2', routing: 'default', limit: 1000, mapping: 'auto', range: '', destination: { type: 'cdn' }, running: false });
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(window.location.pathname).toBe(`${BASE}/${made.id}`));
    await waitFor(() => byRole(page, 'tab', 'Action'));
  });

  it('gives a job whose id is shorter than 10 characters a new uuid when it is opened, and saves it', async () => {
    const project = projectWith([{ id: '7', name: 'Legacy' }]);
    const page = await area(`${BASE}/7`);
    await waitFor(() => expect(project.saves).toHaveLength(1));
    const id = project.saves[0]![0]!.id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await waitFor(() => expect(window.location.pathname).toBe(`${BASE}/${id}`));
    await waitFor(() => byRole(page, 'article', 'Job Legacy'));
  });

  it('deletes the selected jobs after confirmation', async () => {
    const project = projectWith([{ id: '11111111-aaaa', name: 'A' }, { id: '22222222-bbbb', name: 'B' }, { id: '33333333-cccc', name: 'C' }]);
    const page = await area();
    await click(await waitFor(() => byRole(page, 'checkbox', 'Select A')));
    await click(byRole(page, 'checkbox', 'Select C'));
    await click(byRole(page, 'button', 'Delete 2'));
    const dialog = byRole(document.body, 'dialog', 'Delete 2 jobs?');
    await click(byRole(dialog, 'button', 'Delete'));
    await waitFor(() => expect(project.stored().map((job) => job.name)).toEqual(['B']));
    await waitFor(() => expect(queryRole(document.body, 'dialog')).toBeNull());
    expect(queryRole(page, 'link', 'A')).toBeNull();
  });

  it('says so when jobs.json cannot be read', async () => {
    const project = projectWith();
    (project.batch.jobs as unknown as { mockRejectedValue: (e: Error) => void }).mockRejectedValue(new Error('Forbidden'));
    const page = await area();
    await waitFor(() => expect(byRole(page, 'alert').textContent).toBe('The jobs could not be read: Forbidden'));
  });
});
