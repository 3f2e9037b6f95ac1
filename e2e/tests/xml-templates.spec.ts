import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

// docs/templates.md: a user writes an XML template with a variable, sees a problem where it is,
// fixes it, saves, previews, converts it to a movie and renders that movie. The Sample project
// is left as it was found: the template and the movie are deleted at the end.

const greeting = (textElement: string) => `<?xml version="1.0" encoding="UTF-8"?>
<movie>
<scene name="Greeting" length="50" background="#0b3d2e">
<layer name="Hello">
<${textElement} text="Hello" size="48" color="#ffffff"/>
<bind field="text" variable="greeting"/>
<position x="0" y="140" w="640" h="80"/>
</layer>
</scene>
<variable key="greeting" value="Hello, XML"/>
</movie>`;

async function replaceSource(page: Page, text: string) {
  const editor = page.getByRole('region', { name: /^Template / });
  const input = editor.getByRole('textbox', { name: 'Template XML' });
  await input.focus();
  await input.press('ControlOrMeta+A');
  await input.press('Delete');
  await expect(editor.locator('.view-lines')).toHaveText('');
  await page.keyboard.insertText(text);
}

test('an XML template with a variable: a problem shown where it is, fixed, saved, previewed, converted to a movie that renders, then deleted', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const name = `greeting ${stamp}`;
  await openSignedIn(page);
  await page.getByRole('link', { name: 'Sample project' }).click();
  const menu = page.getByRole('navigation', { name: 'Project' });
  await menu.getByRole('link', { name: 'XML templates', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'XML templates', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Examples' }).getByText(/^07-format-variable\.xml/)).toBeVisible();

  await page.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New template' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const editor = page.getByRole('region', { name: `Template ${name}` });
  // monaco itself, not the plain text area the editor falls back to.
  await expect(editor.locator('.monaco-editor')).toBeVisible();
  await expect(editor.locator('textarea.rf-code-plain')).toHaveCount(0);

  // A misspelt element: a marker in the editor and the problem listed at its line and column.
  await replaceSource(page, greeting('txt'));
  await expect(editor.getByRole('list', { name: 'Template problems' })).toContainText(/line 5, column \d+: .*txt/);
  await expect(editor.locator('.squiggly-error').first()).toBeAttached();

  await replaceSource(page, greeting('text'));
  await expect(editor.getByText('No problems found.')).toBeVisible();
  await expect(editor.locator('.squiggly-error')).toHaveCount(0);
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(editor.getByRole('status', { name: 'Template save status' })).toHaveText('Saved.');

  // Preview: a frame of the converted movie from the preview host.
  await editor.getByRole('tab', { name: 'Preview' }).click();
  const frame = editor.getByRole('img', { name: `Preview frame of ${name}` });
  await expect
    .poll(() => frame.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 60_000 })
    .toBeGreaterThan(0);

  // Convert to a movie, open it and render it.
  await editor.getByRole('tab', { name: 'Convert' }).click();
  await editor.getByLabel('Movie name').fill(name);
  await editor.getByRole('button', { name: 'Convert to movie' }).click();
  await editor.getByRole('link', { name: `Open the movie ${name}` }).click();
  const movie = page.getByRole('article', { name: `Movie ${name}` });
  // A movie opens on its Design tab; the overview lists its variables.
  await expect(movie.getByRole('region', { name: 'Stage' })).toBeVisible();
  await movie.getByRole('tab', { name: 'Overview' }).click();
  await expect(movie.getByRole('list', { name: 'Variables' })).toContainText('greeting');
  await movie.getByRole('button', { name: 'Export' }).click();
  const exporter = page.getByRole('dialog', { name: `Export ${name}` });
  await exporter.getByLabel('Format').selectOption('mp4');
  await exporter.getByRole('button', { name: 'Render' }).click();
  const download = exporter.getByRole('link', { name: `Download ${name}.mp4` });
  await expect(download).toBeVisible({ timeout: 90_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const saved = path.join(tmpdir(), `reelforge-e2e-xml-${stamp}.mp4`);
  await file.saveAs(saved);
  expect(statSync(saved).size).toBeGreaterThan(1000);
  const probe = JSON.parse(
    execFileSync('ffprobe', [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=codec_name,width,height:format=duration',
      '-of',
      'json',
      saved,
    ]).toString(),
  );
  expect(probe.streams[0]).toMatchObject({ codec_name: 'h264', width: 640, height: 360 });
  // 50 frames at the default 25/1: two seconds.
  expect(Number(probe.format.duration)).toBeCloseTo(2, 0);
  await exporter.getByRole('button', { name: 'Close' }).click();

  // The Sample project as it was: the movie and the template go.
  await menu.getByRole('link', { name: 'Movies', exact: true }).click();
  await page.getByLabel(`Select ${name}`).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete movie?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: 'Movies' }).getByRole('link', { name })).toHaveCount(0);
  await menu.getByRole('link', { name: 'XML templates', exact: true }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete template?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
