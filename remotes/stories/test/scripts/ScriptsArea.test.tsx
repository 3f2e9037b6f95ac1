import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveArea, repaste, retype } from '@reelforge/ui/testing';
import { BASE, projectWithScripts, scriptsArea } from './scripts-area.js';

// monaco-editor does not run in happy-dom; the editor then offers a plain text area, which these tests drive.
vi.mock('../../../../shared/ui/src/primitives/code-editor/load.js', () => ({
  loadCodeEditor: () => Promise.reject(new Error('no monaco here')),
}));

afterEach(() => {
  leaveArea();
  vi.useRealTimers();
});

const SCRIPTS = [
  { name: 'titles', src: 'function prerender(movie) { return movie; }', sdk: 'fx' },
  { name: 'legacy', src: 'function prerender(movie) { movie.a = 1; }', language: '' },
];
const rows = () =>
  within(screen.getByRole('table', { name: 'Scripts' }))
    .getAllByRole('row')
    .slice(1);
const source = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Script source' });

describe('the scripts list', () => {
  it('shows each script with its SDK, a legacy script with an empty language as api', async () => {
    projectWithScripts(SCRIPTS);
    scriptsArea();
    await screen.findByRole('link', { name: 'titles' });
    expect(
      rows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['titles', 'fx'],
      ['legacy', 'api'],
    ]);
  });

  it('says when there are no scripts yet, and when they cannot be read', async () => {
    projectWithScripts([]);
    scriptsArea();
    expect(await screen.findByText('No scripts yet. Create one with New script.')).toBeTruthy();
    leaveArea();
    projectWithScripts([], { scripts: vi.fn(async () => Promise.reject(new Error('The server is down'))) });
    scriptsArea();
    expect((await screen.findByRole('alert')).textContent).toContain('The server is down');
  });

  it('creates a script with its SDK and opens it; a taken or refused name keeps the dialog open', async () => {
    const server = projectWithScripts(SCRIPTS);
    scriptsArea();
    await userEvent.click(await screen.findByRole('button', { name: 'New script' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New script' }));
    await retype(dialog.getByRole('textbox', { name: 'Script name' }), 'titles');
    expect(dialog.getByRole('alert').textContent).toBe('There is already a script named titles.');
    await retype(dialog.getByRole('textbox', { name: 'Script name' }), '..');
    expect(dialog.getByRole('alert').textContent).toMatch(/reserved/);
    await retype(dialog.getByRole('textbox', { name: 'Script name' }), ' greet ');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'SDK' }), 'fx');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(window.location.pathname).toBe(`${BASE}/greet`));
    expect(server.stored()).toEqual([...SCRIPTS, { name: 'greet', src: '', sdk: 'fx' }]);
    expect(await screen.findByRole('heading', { name: 'greet' })).toBeTruthy();
  });

  it('deletes a script only once confirmed', async () => {
    const server = projectWithScripts(SCRIPTS);
    scriptsArea();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete titles' }));
    const ask = within(screen.getByRole('alertdialog', { name: 'Delete script?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(server.batch.saveScripts).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete titles' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete script?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'titles' })).toBeNull());
    expect(server.stored()).toEqual([SCRIPTS[1]]);
  });
});

describe('the script editor', () => {
  it('shows a lint problem at its line and column while typing, and none once fixed', async () => {
    projectWithScripts(SCRIPTS);
    scriptsArea(`${BASE}/titles`);
    await repaste(await source(), 'const a = 1;\nlet b = ;');
    const problems = screen.getByRole('list', { name: 'Script problems' });
    expect(problems.textContent).toBe('Line 2, column 9: Unexpected token');
    await repaste(await source(), 'const a = 1;\nlet b = `${a}`;');
    expect(screen.queryByRole('list', { name: 'Script problems' })).toBeNull();
    expect(screen.getByText('No problems found.')).toBeTruthy();
  });

  it('saves the source, says so, and clears the status after 5 s', async () => {
    const server = projectWithScripts(SCRIPTS);
    scriptsArea(`${BASE}/titles`);
    await repaste(await source(), 'const city = 1;');
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save script' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(save);
    const status = screen.getByRole('status', { name: 'Script save status' });
    await waitFor(() => expect(status.textContent).toBe('Saved.'));
    expect(server.stored()[0]).toEqual({ name: 'titles', src: 'const city = 1;', sdk: 'fx' });
    await waitFor(() => expect(save.disabled).toBe(true));
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(status.textContent).toBe(''));
  });

  it('warns when the save fails, keeping the edit', async () => {
    projectWithScripts(SCRIPTS, { saveScripts: vi.fn(async () => Promise.reject(new Error('Quota exceeded'))) });
    scriptsArea(`${BASE}/titles`);
    await repaste(await source(), 'const two = 2;');
    await userEvent.click(screen.getByRole('button', { name: 'Save script' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Script save status' }).textContent).toBe('Not saved: Quota exceeded'),
    );
    expect((await source()).value).toBe('const two = 2;');
  });

  it('asks "Discard changes?" before leaving unsaved edits', async () => {
    projectWithScripts(SCRIPTS);
    scriptsArea(`${BASE}/titles`);
    await repaste(await source(), 'const three = 3;');
    await userEvent.click(screen.getByRole('link', { name: 'Back to scripts' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Discard changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
    expect(window.location.pathname).toBe(`${BASE}/titles`);
    expect((await source()).value).toBe('const three = 3;');
  });

  it('says when the script is not in the project', async () => {
    projectWithScripts(SCRIPTS);
    scriptsArea(`${BASE}/nothing`);
    expect((await screen.findByRole('alert')).textContent).toBe('There is no script named nothing in this project.');
  });
});

describe('a page this area does not have', () => {
  it('is said to be coming', async () => {
    projectWithScripts([]);
    scriptsArea('/projects/eu-west-1/p1/comps', 'comps');
    expect(
      within(await screen.findByRole('region', { name: 'Motion tracking' })).getByText(
        'This part of the console is coming in a later version.',
      ),
    ).toBeTruthy();
  });
});
