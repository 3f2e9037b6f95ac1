import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './csp-watch.js';
import { makeMedia } from '../fixtures/media.js';
import { openSignedIn } from './sign-in.js';

// The per-user file store (docs/userfs.md): browse, upload, make a folder and enter it, page
// through a folder of 60 files, delete with confirmation.

const media = makeMedia(path.join(tmpdir(), 'reelforge-e2e-media'));
const userfs = '/r/eu-west-1/api/v1/userfs';

/** 60 files in `folder`, made through the platform's own upload call. */
async function folderOf60(request: APIRequestContext, folder: string): Promise<void> {
  const login = await request.post('/accounts/auth/login', { data: { Username: 'demo', Password: 'demo' } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `istoken ${(await login.json()).Token}` };
  let next = 1;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next <= 60) {
        const name = `note-${String(next++).padStart(2, '0')}.txt`;
        const put = await request.put(`${userfs}/data/${encodeURIComponent(folder)}/${name}`, {
          headers,
          data: `${name}\n`,
        });
        expect(put.status(), name).toBe(201);
      }
    }),
  );
}

test('a user browses their file store, uploads two files into a new folder, pages through 60 files and deletes with confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const many = `Many ${stamp}`;
  const made = `Brand kit ${stamp}`;
  await folderOf60(request, many);
  const notes = path.join(tmpdir(), `reelforge-e2e-notes-${stamp}.txt`);
  writeFileSync(notes, 'Logo colours: green and white\n');

  await openSignedIn(page);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/byregion/eu-west-1');
  await page.getByRole('link', { name: 'UserFS' }).click();
  await expect(page).toHaveURL(/\/byregion\/eu-west-1\/userfs$/);
  const contents = page.getByRole('list', { name: 'Folder contents' });
  await expect(contents.getByRole('link', { name: `${many}/` })).toBeVisible();

  // A new folder (the slash is added), then into it.
  await page.getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByLabel('Folder name').fill(made);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await contents.getByRole('link', { name: `${made}/` }).click();
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText(made);
  await expect(page.getByText('This folder is empty')).toBeVisible();

  // Two files at once, each with its own progress until it is stored.
  await page.getByLabel('Choose files to upload').setInputFiles([media.image, notes]);
  await expect(contents.getByRole('button', { name: 'still.png' })).toBeVisible();
  await expect(contents.getByRole('button', { name: path.basename(notes) })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Uploads' })).toHaveCount(0);

  // The picture shows its thumbnail, its URL and how a movie names it; the URL serves it.
  await contents.getByRole('button', { name: 'still.png' }).click();
  const preview = page.getByRole('img', { name: 'Preview of still.png' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expect(page.getByLabel('Movie source')).toHaveText(`userfs:${made}/still.png`);
  const url = await page.getByRole('textbox', { name: 'File URL' }).inputValue();
  expect((await page.request.get(url)).status()).toBe(200);

  // Back home through the breadcrumb, then the folder of 60 files: 50 on the first page.
  await page.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: 'Home' }).click();
  await contents.getByRole('link', { name: `${many}/` }).click();
  await expect(contents.getByRole('listitem')).toHaveCount(50);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(contents.getByRole('listitem')).toHaveCount(10);
  await expect(contents.getByRole('button', { name: 'note-60.txt' })).toBeVisible();
  await expect(page).toHaveURL(/page=2/);

  // A page past the end is said to be missing.
  await page.goto(`/byregion/eu-west-1/userfs?path=${encodeURIComponent(`${many}/`)}&page=3`);
  await expect(page.getByRole('alert')).toContainText('There is no page 3: the last page is 2');
  await page.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(contents.getByRole('listitem')).toHaveCount(50);

  // Delete two files: nothing goes until confirmed.
  await page.getByLabel('Select note-01.txt').check();
  await page.getByLabel('Select note-02.txt').check();
  await page.getByRole('button', { name: 'Delete 2' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 items?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(contents.getByRole('button', { name: 'note-01.txt' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete 2' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(contents.getByRole('button', { name: 'note-01.txt' })).toHaveCount(0);
  await expect(contents.getByRole('button', { name: 'note-03.txt' })).toBeVisible();
  await expect(pages).toContainText('Page 1 of 2');

  // And the new folder with what it holds.
  await page.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: 'Home' }).click();
  await page.getByLabel(`Select ${made}/`).check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete item?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(contents.getByRole('link', { name: `${made}/` })).toHaveCount(0);
  const gone = await page.request.get(url);
  expect(gone.status()).toBe(404);
});
