import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import type { MigrateTask, ProjectCopyClient } from '@reelforge/api/project-copy';
import type { Project } from '@reelforge/model';
import { reportedUserError, startSession } from '@reelforge/session/testing';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import { MigrateProjectsDialog } from '../../src/project-copy/MigrateProjectsDialog.js';
import { REGIONS } from '../publish/fixtures.js';

afterEach(leaveArea);

const DEMO: Project = {
  uid: 'p1',
  prjuid: 'p1',
  name: 'Demo',
  region: 'eu-west-1',
  awsregion: 'eu-west-1',
  date_created: '2024-01-01T00:00:00Z',
  type: 'project',
};

let listReads = 0;
function ProjectListProbe() {
  useServerQuery(queryKeys.projects(), async () => ++listReads);
  return null;
}

function open(client: Partial<ProjectCopyClient>) {
  listReads = 0;
  startSession({
    api: { regional: vi.fn(() => client) } as unknown as Api,
    regions: REGIONS,
    user: { username: 'demo', admin: false },
  });
  const onClose = vi.fn();
  renderInConsole(
    <>
      <ProjectListProbe />
      <MigrateProjectsDialog projects={[DEMO]} onClose={onClose} />
    </>,
    { path: '/projects' },
  );
  return { onClose, dialog: within(screen.getByRole('dialog', { name: 'Migrate Demo' })) };
}

const answer = (status: MigrateTask['status'], extra: Partial<MigrateTask> = {}): MigrateTask => ({
  task_id: 't1',
  status,
  region: 'eu-west-1',
  ...extra,
});

describe('the Migrate dialog', () => {
  it('starts the migration to the chosen region, follows it until done, then closes and refreshes the list', async () => {
    const migrate = vi.fn(async () => 't1');
    const migrateTask = vi.fn(async () => answer('done', { region: 'us-east-1' }));
    const { onClose, dialog } = open({ migrate, migrateTask });
    await waitFor(() => expect(listReads).toBe(1));
    // Its own region is not where it can go: another is offered first.
    expect(dialog.getByRole<HTMLSelectElement>('combobox', { name: 'Target region' }).value).toBe('us-east-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Migrate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(migrate).toHaveBeenCalledWith('p1', 'us-east-1');
    expect(migrateTask).toHaveBeenCalledWith('p1', 'us-east-1', 't1');
    await waitFor(() => expect(listReads).toBe(2));
    expect(reportedUserError()).toBeNull();
  });

  it("shows the platform's Message as a user error when the migration fails, and still refreshes the list", async () => {
    const migrateTask = vi.fn(async () =>
      answer('error', { Message: 'Migrating to eu-original-1 failed: cannot copy a FIFO pipe' }),
    );
    const { onClose, dialog } = open({ migrate: vi.fn(async () => 't1'), migrateTask });
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Target region' }), 'eu-original-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Migrate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reportedUserError()).toMatchObject({
      title: 'Migrating Demo to eu-original-1 failed',
      html: 'Migrating to eu-original-1 failed: cannot copy a FIFO pipe',
    });
    await waitFor(() => expect(listReads).toBe(2));
  });

  it('refuses its own region before asking the platform, and reports a refused start with its message', async () => {
    const migrate = vi.fn(async () =>
      Promise.reject(new Error('Project p1 is being copied: migrate it once that ended')),
    );
    const { dialog } = open({ migrate, migrateTask: vi.fn() });
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Target region' }), 'eu-west-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Migrate' }));
    expect(dialog.getByRole('alert').textContent).toBe('Already in eu-west-1: choose another region.');
    expect(migrate).not.toHaveBeenCalled();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Target region' }), 'us-east-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Migrate' }));
    await waitFor(() =>
      expect(reportedUserError()?.html).toBe('Project p1 is being copied: migrate it once that ended'),
    );
  });
});
