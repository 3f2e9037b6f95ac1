import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerError } from '@reelforge/api';
import { leaveArea, repaste, retype } from '@reelforge/ui/testing';
import { BASE, projectWithScripts, scriptsArea } from './scripts-area.js';

vi.mock('../../../../shared/ui/src/primitives/code-editor/load.js', () => ({
  loadCodeEditor: () => Promise.reject(new Error('no monaco here')),
}));
vi.spyOn(console, 'warn').mockImplementation(() => {});

afterEach(leaveArea);

const SCRIPT = {
  name: 'titles',
  src: 'function prerender(movie, params, context) { console.log(context.row.name); return context.key; }',
  sdk: 'fx',
};
const runConsole = () => within(screen.getByRole('region', { name: 'Run console' }));

async function chooseRow(row: string) {
  await waitFor(() =>
    expect(
      runConsole()
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('people.csv'),
  );
  await userEvent.selectOptions(runConsole().getByRole('combobox', { name: 'Datasource' }), 'people.csv');
  await retype(runConsole().getByRole('spinbutton', { name: 'Row' }), row);
}

describe('the run console', () => {
  it('runs the script as edited on the chosen row, with its SDK, and shows the console output and the returned value', async () => {
    const server = projectWithScripts([SCRIPT], {
      run: async () => ({ ok: true, sdk: 'fx', logs: ['Bob', 'done'], value: '"Bob"' }),
    });
    scriptsArea(`${BASE}/titles`);
    const edited =
      'function prerender(movie, params, context) { console.log(context.row.name, "done"); return context.key; }';
    await repaste(await screen.findByRole('textbox', { name: 'Script source' }), edited);
    await chooseRow('1');
    expect(await runConsole().findByText("0 to 1; this row's key is Bob")).toBeTruthy();
    await userEvent.click(runConsole().getByRole('button', { name: 'Run' }));
    expect((await runConsole().findByLabelText('Console output')).textContent).toBe('Bob\ndone');
    expect(runConsole().getByLabelText('Returned value').textContent).toBe('"Bob"');
    expect(server.runner.run).toHaveBeenCalledWith('p1', { src: edited, sdk: 'fx', datasource: 'ds-people', row: 1 });
  });

  it('shows a failed script’s error with its stack and the lines logged before it', async () => {
    projectWithScripts([SCRIPT], {
      run: async () => ({
        ok: false,
        sdk: 'fx',
        logs: ['checking'],
        error: 'TypeError: no city',
        stack: '    at check (prerender.js:2)\n    at prerender (prerender.js:6)',
      }),
    });
    scriptsArea(`${BASE}/titles`);
    await screen.findByRole('textbox', { name: 'Script source' });
    await chooseRow('0');
    await userEvent.click(runConsole().getByRole('button', { name: 'Run' }));
    const error = await runConsole().findByRole('alert', { name: 'Script error' });
    expect(error.textContent).toContain('TypeError: no city');
    expect(error.textContent).toContain('at prerender (prerender.js:6)');
    expect(runConsole().getByLabelText('Console output').textContent).toBe('checking');
    expect(runConsole().queryByLabelText('Returned value')).toBeNull();
  });

  it('says why a run could not be made (a row past the end refused by the platform)', async () => {
    projectWithScripts([SCRIPT], { run: async () => Promise.reject(new Error('Row 1 is past the datasource’s end')) });
    scriptsArea(`${BASE}/titles`);
    await screen.findByRole('textbox', { name: 'Script source' });
    await chooseRow('1');
    await userEvent.click(runConsole().getByRole('button', { name: 'Run' }));
    expect((await runConsole().findByRole('alert')).textContent).toBe(
      'The script could not be run: Row 1 is past the datasource’s end',
    );
  });

  it('says which runs were refused and when to try again when the platform limits them', async () => {
    const refused = answerError(429, 'Too Many Requests', new Headers({ 'retry-after': '42' }), {
      Message: 'Too many script runs from this account: at most 30 a minute. Try again in 42 seconds.',
    });
    projectWithScripts([SCRIPT], { run: async () => Promise.reject(refused) });
    scriptsArea(`${BASE}/titles`);
    await screen.findByRole('textbox', { name: 'Script source' });
    await chooseRow('0');
    await userEvent.click(runConsole().getByRole('button', { name: 'Run' }));
    expect((await runConsole().findByRole('alert')).textContent).toBe(
      'The script could not be run: Too many script runs from this account: at most 30 a minute. Try again in 42 seconds.',
    );
  });

  it('cannot run before a datasource is chosen, nor a script whose SDK is unknown', async () => {
    projectWithScripts([SCRIPT, { name: 'odd', src: '', sdk: 'lua' }]);
    scriptsArea(`${BASE}/titles`);
    await screen.findByRole('textbox', { name: 'Script source' });
    expect(runConsole().getByRole<HTMLButtonElement>('button', { name: 'Run' }).disabled).toBe(true);
    leaveArea();
    projectWithScripts([{ name: 'odd', src: '', sdk: 'lua' }]);
    scriptsArea(`${BASE}/odd`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'declares the SDK lua, which is neither api nor fx',
    );
    expect(screen.queryByRole('region', { name: 'Run console' })).toBeNull();
  });
});
