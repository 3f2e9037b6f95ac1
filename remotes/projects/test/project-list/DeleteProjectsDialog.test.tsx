import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import type { Project } from '@reelforge/model';
import { startSession } from '@reelforge/session/testing';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import { DeleteProjectsDialog } from '../../src/project-list/DeleteProjectsDialog.js';

afterEach(leaveArea);

const project: Project = {
  uid: 'p1',
  prjuid: 'p1',
  name: 'Demo',
  region: 'eu-west-1',
  awsregion: 'eu-west-1',
  date_created: '2024-01-01T00:00:00Z',
  type: 'project',
};

/** Reads the project the way the host's project pages do (the same key of the one cache). */
function ProjectPage() {
  const read = useServerQuery(queryKeys.project(project.region, project.uid), () => getProject(project.uid), {
    staleTime: Infinity,
  });
  // As the host's project layout does, a failed read wins over the project read before.
  return (
    <p aria-label="Project page">
      {read.error ? `Gone: ${(read.error as Error).message}` : (read.data?.name ?? 'opening')}
    </p>
  );
}

/** A project page the person has left (and may open again), beside the project list's delete dialog. */
function LeftPage({ onDone }: { onDone: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? 'Leave the project' : 'Open the project again'}
      </button>
      {open && <ProjectPage />}
      {!open && <DeleteProjectsDialog projects={[project]} onDone={onDone} onCancel={() => {}} />}
    </>
  );
}

let exists = true;
const getProject = vi.fn(async (uid: string) =>
  exists ? { ...project, uid } : Promise.reject(new Error('Project not found')),
);

describe('deleting projects', () => {
  it('makes every view of a deleted project read it again, so none keeps showing it', async () => {
    exists = true;
    const deleteProject = vi.fn(async () => void (exists = false));
    startSession({
      api: { region: () => ({ deleteProject, getProject }) } as unknown as Api,
      user: { username: 'demo', admin: false },
    });
    const onDone = vi.fn();
    renderInConsole(
      <>
        <ProjectPage />
        <DeleteProjectsDialog projects={[project]} onDone={onDone} onCancel={() => {}} />
      </>,
      { path: '/projects' },
    );
    await waitFor(() => expect(screen.getByLabelText('Project page').textContent).toBe('Demo'));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete project?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(deleteProject).toHaveBeenCalledWith('p1');
    await waitFor(() => expect(screen.getByLabelText('Project page').textContent).toBe('Gone: Project not found'));
  });

  it('leaves nothing of a deleted project for a page opened afterwards', async () => {
    exists = true;
    getProject.mockClear();
    startSession({
      api: {
        region: () => ({ deleteProject: vi.fn(async () => void (exists = false)), getProject }),
      } as unknown as Api,
      user: { username: 'demo', admin: false },
    });
    const onDone = vi.fn();
    renderInConsole(<LeftPage onDone={onDone} />, { path: '/projects' });
    await waitFor(() => expect(screen.getByLabelText('Project page').textContent).toBe('Demo'));
    await userEvent.click(screen.getByRole('button', { name: 'Leave the project' }));

    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete project?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    // The next read answers when the test says so, to see what the page shows meanwhile.
    let answer!: () => void;
    getProject.mockImplementationOnce(
      () => new Promise((_resolve, reject) => (answer = () => reject(new Error('Project not found')))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open the project again' }));
    // Not the project as it was read before: it is read again meanwhile, and is gone.
    expect(screen.getByLabelText('Project page').textContent).toBe('opening');
    answer();
    await waitFor(() => expect(screen.getByLabelText('Project page').textContent).toBe('Gone: Project not found'));
  });
});
