import { afterEach, describe, expect, it } from 'vitest';
import { byLabel, byRole, click, leaveArea, fill, waitFor } from '../dom.js';
import { projectWith, READY } from '../fixtures.js';
import { openTab } from '../editor/open-job.js';

afterEach(leaveArea);

describe('the Scripts tab', () => {
  it('creates a script in scripts.json with its SDK and makes it the prerender script', async () => {
    const project = projectWith([READY]);
    const page = await openTab(READY.id!, 'Scripts');
    await waitFor(() => expect([...byLabel<HTMLSelectElement>(page, 'Prerender script').options].map((o) => o.textContent)).toEqual(['None', 'pre (api)']));
    await click(byRole(page, 'button', 'New script'));
    const dialog = byRole(document.body, 'dialog', 'New script');
    await fill(byLabel(dialog, 'Script name'), 'pre');
    await click(byRole(dialog, 'button', 'Create'));
    expect(byRole(dialog, 'alert').textContent).toBe('There is already a script named pre.');
    await fill(byLabel(dialog, 'Script name'), 'titles');
    await fill(byLabel<HTMLSelectElement>(dialog, 'SDK'), 'fx');
    await click(byRole(dialog, 'button', 'Create'));
    await waitFor(() => expect(project.batch.saveScripts).toHaveBeenCalledWith('p1', [{ name: 'pre', src: 'export default 1', sdk: 'api' }, { name: 'titles', src: '', sdk: 'fx' }]));
    await waitFor(() => expect(byLabel<HTMLSelectElement>(page, 'Prerender script').value).toBe('titles'));
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ prerender: 'titles' }));
  });

  it('refuses a script name the name rule refuses while it is typed', async () => {
    const project = projectWith([READY]);
    const page = await openTab(READY.id!, 'Scripts');
    await click(await waitFor(() => byRole(page, 'button', 'New script')));
    const dialog = byRole(document.body, 'dialog', 'New script');
    await fill(byLabel(dialog, 'Script name'), '..');
    expect(byRole(dialog, 'alert').textContent).toMatch(/reserved/);
    expect(byRole<HTMLButtonElement>(dialog, 'button', 'Create').disabled).toBe(true);
    await fill(byLabel(dialog, 'Script name'), 'a\u2066b');
    expect(byRole(dialog, 'alert').textContent).toMatch(/bidirectional/);
    expect(project.batch.saveScripts).not.toHaveBeenCalled();
  });

  it('edits and saves the selected script’s source', async () => {
    const project = projectWith([{ ...READY, prerender: 'pre' }]);
    const page = await openTab(READY.id!, 'Scripts');
    const source = await waitFor(() => byLabel<HTMLTextAreaElement>(page, 'Script source'));
    expect(source.value).toBe('export default 1');
    await fill(source, 'export default 2');
    await click(byRole(page, 'button', 'Save script'));
    await waitFor(() => expect(byRole(page, 'status', 'Script save status').textContent).toBe('Saved.'));
    expect(project.batch.saveScripts).toHaveBeenCalledWith('p1', [{ name: 'pre', src: 'export default 2', sdk: 'api' }]);
  });
});
