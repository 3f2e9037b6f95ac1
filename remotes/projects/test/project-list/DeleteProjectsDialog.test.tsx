import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import type { Project } from '@reelforge/model';
import { startSession } from '@reelforge/session/testing';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import { DeleteProjectsDialog } from '../../src/project-list/DeleteProjectsDialog.js';

afterEach(leaveArea);

const project: Project = { uid: 'p1', prjuid: 'p1', name: 'Demo', region: 'eu-west-1', awsregion: 'eu-west-1', date_created: '2024-01-01T00:00:00Z', type: 'project' };

/** Reads the project the way the host's project pages do (the same key of the one cache). */
function ProjectPage() {
  const read = useServerQuery(queryKeys.project(project.region, project.uid), () => getProject(project.uid), { staleTime: Infinity });
  // As the host's project layout does, a failed read wins over the project read before.
  return <p aria-label="Project page">{read.error ? `Gone: ${(read.error as Error).message}` : (read.data?.name ?? 'opening')}</p>;
}

let exists = true;
const getProject = vi.fn(async (uid: string) => (exists ? { ...project, uid } : Promise.reject(new Error('Project not found'))));

describe('deleting projects', () => {
  it('makes every view of a deleted project read it again, so none keeps showing it', async () => {
    exists = true;
    const deleteProject = vi.fn(async () => void (exists = false));
    startSession({ api: { region: () => ({ deleteProject, getProject }) } as unknown as Api, user: { username: 'demo', admin: false } });
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
});
