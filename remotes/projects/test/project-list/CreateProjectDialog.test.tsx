import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import { startSession } from '@reelforge/session/testing';
import { mountArea } from '@reelforge/ui/testing';
import { CreateProjectDialog } from '../../src/project-list/CreateProjectDialog.js';
import { REGIONS, byLabel, byRole, click, fill, leaveArea, waitFor } from '../publish/fixtures.js';

afterEach(leaveArea);

async function open() {
  const createProject = vi.fn(async () => 'new-uid');
  startSession({
    api: { region: () => ({ createProject, setSpeed: vi.fn(async () => {}) }) } as unknown as Api,
    regions: REGIONS,
    user: { username: 'demo', admin: false },
  });
  await mountArea(<CreateProjectDialog onClose={() => {}} />, { path: '/projects' });
  return { dialog: byRole(document.body, 'dialog', 'New project'), createProject };
}

describe('the New project dialog', () => {
  it.each([
    ['..', /\. and \.\. are reserved/],
    [' . ', /reserved/],
    ['\uff0e\uff0e', /reserved/],
    ['Q3 \u202ereport', /bidirectional control U\+202E/],
    ['tab\there', /control character U\+0009/],
    ['a/b', /slash/],
  ])('says why %j cannot be a project name as it is typed, and cannot create it', async (name, reason) => {
    const { dialog, createProject } = await open();
    await fill(byLabel(dialog, 'Project name'), name);
    expect(byRole(dialog, 'alert').textContent).toMatch(reason);
    expect(byRole<HTMLButtonElement>(dialog, 'button', 'Create project').disabled).toBe(true);
    await click(byRole(dialog, 'button', 'Create project'));
    expect(createProject).not.toHaveBeenCalled();
  });

  it('creates a project once the name is fine', async () => {
    const { dialog, createProject } = await open();
    await fill(byLabel(dialog, 'Project name'), '..');
    await fill(byLabel(dialog, 'Project name'), '  Spring campaign ');
    expect(dialog.querySelector('[role="alert"]')).toBeNull();
    await click(byRole(dialog, 'button', 'Create project'));
    await waitFor(() => expect(createProject).toHaveBeenCalledWith('Spring campaign'));
  });
});
