import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import type { CopyItem, CopyTask, ProjectCopyClient } from '@reelforge/api/project-copy';
import type { Project } from '@reelforge/model';
import { startSession } from '@reelforge/session/testing';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import { CopyProjectsDialog } from '../../src/project-copy/CopyProjectsDialog.js';
import { REGIONS } from '../publish/fixtures.js';

afterEach(leaveArea);

const project = (uid: string, name: string, region = 'eu-west-1'): Project => ({
  uid,
  prjuid: uid,
  name,
  region,
  awsregion: region,
  date_created: '2024-01-01T00:00:00Z',
  type: 'project',
});
const DEMO = project('p1', 'Demo');
const OTHER = project('p2', 'Other', 'us-east-1');

const task = (id: string, status: CopyTask['status'], items: CopyItem[], extra: Partial<CopyTask> = {}): CopyTask => ({
  task_id: id,
  status,
  region: 'us-east-1',
  progress: 0,
  items,
  ...extra,
});
const item = (kind: CopyItem['kind'], name: string, status: CopyItem['status'], message?: string): CopyItem => ({
  kind,
  name,
  status,
  ...(message ? { message } : {}),
});

/** Counts how often the project lists are read: a copy that ended makes them read again. */
let listReads = 0;
function ProjectListProbe() {
  useServerQuery(queryKeys.projects(), async () => ++listReads);
  return null;
}

function open(projects: Project[], client: Partial<ProjectCopyClient>) {
  listReads = 0;
  startSession({
    api: { regional: () => client } as unknown as Api,
    regions: REGIONS,
    user: { username: 'demo', admin: false },
  });
  const onClose = vi.fn();
  renderInConsole(
    <>
      <ProjectListProbe />
      <CopyProjectsDialog projects={projects} onClose={onClose} />
    </>,
    { path: '/projects' },
  );
  return { onClose };
}

describe('the Copy dialog', () => {
  it('copies under "{name} Copy" to the chosen region, shows each item as it goes, then closes and refreshes the list', async () => {
    const running = task('t1', 'running', [
      item('project', 'Demo Copy', 'done'),
      item('asset', 'logo.png', 'uploading'),
      item('datasource', 'people.csv', 'downloading'),
      item('movie', 'intro', 'pending'),
    ]);
    const done = task(
      't1',
      'done',
      running.items.map((it) => ({ ...it, status: 'done' as const })),
      { progress: 100 },
    );
    const copy = vi.fn(async () => task('t1', 'running', [item('project', 'Demo Copy', 'creating')]));
    const copyTask = vi.fn().mockResolvedValueOnce(running).mockResolvedValue(done);
    const { onClose } = open([DEMO], { copy, copyTask });
    const dialog = within(screen.getByRole('dialog', { name: 'Copy project' }));
    expect(dialog.getByRole<HTMLInputElement>('textbox', { name: 'Name of the copy' }).value).toBe('Demo Copy');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Target region' }), 'us-east-1');
    // Only enabled regions are offered.
    expect(dialog.queryByRole('option', { name: 'sa-east-1' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(copy).toHaveBeenCalledWith('p1', 'us-east-1', 'Demo Copy');

    const progress = within(await screen.findByRole('dialog', { name: 'Copying project' }));
    await waitFor(() => expect(progress.getByText('logo.png').parentElement?.textContent).toMatch(/Uploading/));
    expect(progress.getByText('people.csv').parentElement?.textContent).toMatch(/Downloading/);
    expect(progress.getByText('intro').parentElement?.textContent).toMatch(/Waiting/);
    // The creation is left out of the count (docs/reference.md §4): 0 of 3 ended.
    expect(progress.getByRole('progressbar', { name: 'Copying Demo' }).getAttribute('aria-valuetext')).toBe(
      '0 of 3 items (0%)',
    );
    expect(progress.getByRole<HTMLButtonElement>('button', { name: 'Close' }).disabled).toBe(true);

    await waitFor(() => expect(progress.getByRole('status').textContent).toBe('Copied.'), { timeout: 3000 });
    expect(progress.getByRole('progressbar', { name: 'Copying Demo' }).getAttribute('aria-valuenow')).toBe('100');
    // Read once on opening, and again once the copy ended.
    await waitFor(() => expect(listReads).toBe(2));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('gives each of several projects its own default name, and keeps a copy with errors shown, on their items', async () => {
    const copy = vi.fn(async (uid: string) =>
      task(`t-${uid}`, 'running', [item('project', `${uid} copy`, 'creating')]),
    );
    const copyTask = vi.fn(async (id: string) =>
      id === 't-p1'
        ? task(id, 'done', [item('project', 'Demo Copy', 'done'), item('asset', 'a.png', 'done')], { progress: 100 })
        : task(
            id,
            'error',
            [item('project', 'Other Copy', 'done'), item('datasource', 'broken.csv', 'error', 'No such file')],
            { progress: 100, Message: '1 of 1 items could not be copied' },
          ),
    );
    const { onClose } = open([DEMO, OTHER], { copy, copyTask });
    const dialog = within(screen.getByRole('dialog', { name: 'Copy 2 projects' }));
    expect(dialog.getByRole<HTMLInputElement>('textbox', { name: 'Name of the copy of Demo' }).value).toBe('Demo Copy');
    expect(dialog.getByRole<HTMLInputElement>('textbox', { name: 'Name of the copy of Other' }).value).toBe(
      'Other Copy',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name of the copy of Other' }), ' 2');
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(copy).toHaveBeenNthCalledWith(1, 'p1', 'eu-west-1', 'Demo Copy');
    expect(copy).toHaveBeenNthCalledWith(2, 'p2', 'eu-west-1', 'Other Copy 2');

    const progress = within(await screen.findByRole('dialog', { name: 'Copying 2 projects' }));
    await waitFor(() => expect(progress.getByRole('status').textContent).toBe('Finished, with errors shown above.'));
    expect(within(progress.getByRole('region', { name: 'Copy of Other' })).getByRole('note').textContent).toBe(
      'No such file',
    );
    expect(progress.getByText('broken.csv').parentElement?.textContent).toMatch(/Failed/);
    expect(progress.getByRole('alert').textContent).toBe('1 of 1 items could not be copied');
    await userEvent.click(progress.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a name that breaks the name rule, and shows the platform’s refusal', async () => {
    const copy = vi.fn(async () => Promise.reject(new Error('Unknown region "mars": copy to eu-west-1')));
    open([DEMO], { copy, copyTask: vi.fn() });
    const dialog = within(screen.getByRole('dialog', { name: 'Copy project' }));
    const name = dialog.getByRole('textbox', { name: 'Name of the copy' });
    await userEvent.clear(name);
    await userEvent.paste('a/b');
    expect(dialog.getByRole('alert').textContent).toMatch(/slash/);
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Copy' }).disabled).toBe(true);
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(dialog.getByRole('alert').textContent).toBe('Enter a project name.');
    expect(copy).not.toHaveBeenCalled();
    await userEvent.click(name);
    await userEvent.paste('Fine');
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toMatch(/Unknown region/));
  });
});
