import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveArea, repaste, retype } from '@reelforge/ui/testing';
import { openTab } from '../editor/open-job.js';
import { projectWith, READY } from '../fixtures.js';

afterEach(leaveArea);

const prerender = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Prerender script' });
const newScriptDialog = () => within(screen.getByRole('dialog', { name: 'New script' }));

describe('the Scripts tab', () => {
  it('creates a script in scripts.json with its SDK and makes it the prerender script', async () => {
    const project = projectWith([READY]);
    await openTab(READY.id!, 'Scripts');
    await waitFor(() =>
      expect(
        within(prerender())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['None', 'pre (api)']),
    );
    await userEvent.click(screen.getByRole('button', { name: 'New script' }));
    const dialog = newScriptDialog();
    await retype(dialog.getByRole('textbox', { name: 'Script name' }), 'pre');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(dialog.getByRole('alert').textContent).toBe('There is already a script named pre.');
    await retype(dialog.getByRole('textbox', { name: 'Script name' }), 'titles');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'SDK' }), 'fx');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(project.batch.saveScripts).toHaveBeenCalledWith('p1', [
        { name: 'pre', src: 'export default 1', sdk: 'api' },
        { name: 'titles', src: '', sdk: 'fx' },
      ]),
    );
    await waitFor(() => expect(prerender().value).toBe('titles'));
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ prerender: 'titles' }));
  });

  it('refuses a script name the name rule refuses while it is typed', async () => {
    const project = projectWith([READY]);
    await openTab(READY.id!, 'Scripts');
    await userEvent.click(await screen.findByRole('button', { name: 'New script' }));
    const dialog = newScriptDialog();
    const name = dialog.getByRole('textbox', { name: 'Script name' });
    await retype(name, '..');
    expect(dialog.getByRole('alert').textContent).toMatch(/reserved/);
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Create' }).disabled).toBe(true);
    await retype(name, 'a\u2066b');
    expect(dialog.getByRole('alert').textContent).toMatch(/bidirectional/);
    expect(project.batch.saveScripts).not.toHaveBeenCalled();
  });

  it('edits and saves the selected script’s source', async () => {
    const project = projectWith([{ ...READY, prerender: 'pre' }]);
    await openTab(READY.id!, 'Scripts');
    const source = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Script source' });
    expect(source.value).toBe('export default 1');
    await repaste(source, 'export default 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save script' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Script save status' }).textContent).toBe('Saved.'));
    expect(project.batch.saveScripts).toHaveBeenCalledWith('p1', [
      { name: 'pre', src: 'export default 2', sdk: 'api' },
    ]);
  });

  it('keeps an unsaved script while another tab of the job is shown', async () => {
    projectWith([{ ...READY, prerender: 'pre' }]);
    await openTab(READY.id!, 'Scripts');
    await repaste(
      await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Script source' }),
      'export default 3',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Action' }));
    expect(screen.queryByRole('textbox', { name: 'Script source' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Scripts' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Script source' }).value).toBe('export default 3');
  });
});
