import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import { startSession } from '@reelforge/session/testing';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import { CreateProjectDialog } from '../../src/project-list/CreateProjectDialog.js';
import { REGIONS } from '../publish/fixtures.js';

afterEach(leaveArea);

function open() {
  const createProject = vi.fn(async () => 'new-uid');
  startSession({
    api: { region: () => ({ createProject, setSpeed: vi.fn(async () => {}) }) } as unknown as Api,
    regions: REGIONS,
    user: { username: 'demo', admin: false },
  });
  renderInConsole(<CreateProjectDialog onClose={() => {}} />, { path: '/projects' });
  const dialog = within(screen.getByRole('dialog', { name: 'New project' }));
  return { dialog, createProject, name: dialog.getByRole('textbox', { name: 'Project name' }) };
}

/** Types a name as it would be pasted: a tab cannot be typed into a field, it moves the focus. */
async function enter(field: HTMLElement, name: string) {
  await userEvent.clear(field);
  await userEvent.paste(name);
}

describe('the New project dialog', () => {
  it.each([
    ['..', /\. and \.\. are reserved/],
    [' . ', /reserved/],
    ['\uff0e\uff0e', /reserved/],
    ['Q3 \u202ereport', /bidirectional control U\+202E/],
    ['tab\there', /control character U\+0009/],
    ['a/b', /slash/],
  ])('says why %j cannot be a project name as it is typed, and cannot create it', async (typed, reason) => {
    const { dialog, createProject, name } = open();
    await enter(name, typed);
    expect(dialog.getByRole('alert').textContent).toMatch(reason);
    const create = dialog.getByRole<HTMLButtonElement>('button', { name: 'Create project' });
    expect(create.disabled).toBe(true);
    await userEvent.click(create);
    expect(createProject).not.toHaveBeenCalled();
  });

  it('creates a project once the name is fine', async () => {
    const { dialog, createProject, name } = open();
    await enter(name, '..');
    await enter(name, '  Spring campaign ');
    expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(createProject).toHaveBeenCalledWith('Spring campaign'));
  });
});
