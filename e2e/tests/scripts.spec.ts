import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

test('a script written with a lint error shows it inline; fixed and saved, it runs on a datasource row showing its output, and it can be deleted', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `greet ${stamp}`;
  const folder = mkdtempSync(path.join(tmpdir(), 'reelforge-e2e-scripts-'));
  const csv = path.join(folder, `people-${stamp}.csv`);
  writeFileSync(csv, 'name,city\nAda,Oslo\nBo,Rome\n');
  await openSignedIn(page);
  await page.getByRole('link', { name: 'Sample project' }).click();
  const menu = page.getByRole('navigation', { name: 'Project' });
  await menu.getByRole('link', { name: 'Datasources', exact: true }).click();
  await page.getByLabel('Choose files to upload').setInputFiles(csv);
  await page
    .getByRole('dialog', { name: 'Upload datasources' })
    .getByRole('button', { name: 'Upload', exact: true })
    .click();
  await expect(
    page.getByRole('list', { name: 'Datasources' }).getByRole('link', { name: `people-${stamp}.csv` }),
  ).toBeVisible();
  rmSync(folder, { recursive: true, force: true });

  // Scripts and Stories are pages of their own.
  await expect(menu.getByRole('link', { name: 'Stories' })).toBeVisible();
  await menu.getByRole('link', { name: 'Scripts' }).click();
  await expect(page.getByRole('heading', { name: 'Scripts', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New script' }).click();
  const dialog = page.getByRole('dialog', { name: 'New script' });
  await dialog.getByLabel('Script name').fill(name);
  await dialog.getByLabel('SDK').selectOption('api');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  const editor = page.getByRole('region', { name: `Script ${name}` });
  // monaco itself, not the plain text area the editor falls back to.
  await expect(editor.locator('.monaco-editor')).toBeVisible();
  await expect(editor.locator('textarea.rf-code-plain')).toHaveCount(0);
  const input = editor.getByRole('textbox', { name: 'Script source' });
  await input.focus();
  await page.keyboard.insertText(
    'function prerender(movie, params, context) {\nconsole.log("hello " + context.row.name;\nreturn movie;\n}',
  );
  await expect(editor.getByRole('list', { name: 'Script problems' })).toContainText('Line 2, column');
  await expect(editor.locator('.squiggly-error').first()).toBeAttached();

  await input.press('ControlOrMeta+A');
  await input.press('Delete');
  await expect(editor.locator('.view-lines')).toHaveText('');
  await page.keyboard.insertText(
    'function prerender(movie, params, context) {\nconsole.log(`hello ${context.row.name} in ${params.city}`);\nreturn { greeted: context.key };\n}',
  );
  await expect(editor.getByText('No problems found.')).toBeVisible();
  await expect(editor.locator('.squiggly-error')).toHaveCount(0);
  await editor.getByRole('button', { name: 'Save script' }).click();
  await expect(editor.getByRole('status', { name: 'Script save status' })).toHaveText('Saved.');

  await page.reload();
  await expect(page.getByRole('region', { name: `Script ${name}` }).locator('.view-lines')).toContainText(
    'hello ${context.row.name}',
  );

  // Run on the second row of the datasource: its console output and the returned value.
  const runConsole = page.getByRole('region', { name: 'Run console' });
  await runConsole.getByLabel('Datasource').selectOption(`people-${stamp}.csv`);
  await runConsole.getByLabel('Row').fill('1');
  await expect(runConsole.getByText("this row's key is Bo")).toBeVisible();
  await runConsole.getByRole('button', { name: 'Run' }).click();
  await expect(runConsole.getByLabel('Console output')).toHaveText('hello Bo in Rome');
  await expect(runConsole.getByLabel('Returned value')).toHaveText('{"greeted":"Bo"}');

  await page.getByRole('link', { name: 'Back to scripts' }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete script?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name })).toHaveCount(0);

  // The Sample project is left as it was found: the datasource goes too.
  await menu.getByRole('link', { name: 'Datasources', exact: true }).click();
  await page.getByLabel(`Select people-${stamp}.csv`).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete datasource?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('list', { name: 'Datasources' }).getByRole('link', { name: `people-${stamp}.csv` }),
  ).toHaveCount(0);
});
