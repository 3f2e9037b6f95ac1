import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

// docs/playground.md: from a project's XML templates a user opens the playground, renders an
// example with a changed variable and watches it play; then plays the Sample project's movie
// in the template example player, whose button says what it is doing.

test('the playground renders an example through its own token and plays it; the template example player plays the Sample movie', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page);
  await page.getByRole('link', { name: 'Sample project' }).click();
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'XML templates', exact: true })
    .click();
  await page.getByRole('link', { name: 'Playground', exact: true }).click();
  await expect(page).toHaveURL(/\/xml\?examples$/);
  await expect(page.getByRole('heading', { name: 'Playground', level: 1 })).toBeVisible();

  // At least 8 examples, each with its size; the chosen one's XML and variables.
  const examples = page.getByRole('list', { name: 'Examples' });
  await expect(examples.getByRole('listitem')).toHaveCount(10);
  await examples.getByRole('button', { name: 'Format variable' }).click();
  const example = page.getByRole('article', { name: 'Format variable' });
  await expect(example.getByLabel('XML of Format variable')).toContainText('<variable key="greeting" type="format"');
  await expect(example.getByLabel('frames')).toHaveValue('100');
  await example.getByLabel('frames').fill('30');
  await example.getByRole('button', { name: 'Render' }).click();

  const video = example.getByLabel('Render of Format variable');
  await expect(video).toBeVisible({ timeout: 90_000 });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration || 0), { timeout: 30_000 })
    .toBeGreaterThan(0);
  // The file itself: 30 frames at 640×360, as the changed variable says.
  const src = await video.getAttribute('src');
  const file = path.join(tmpdir(), `reelforge-e2e-playground-${Date.now()}.mp4`);
  writeFileSync(file, await (await page.request.get(src!)).body());
  const probe = JSON.parse(
    execFileSync('ffprobe', [
      '-v',
      'error',
      '-count_frames',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height,nb_read_frames',
      '-of',
      'json',
      file,
    ]).toString(),
  );
  rmSync(file, { force: true });
  expect(probe.streams[0]).toMatchObject({ width: 640, height: 360, nb_read_frames: '30' });

  // The template example player on the Sample project's movie: every text the button shows is kept.
  const player = page.getByRole('region', { name: 'Template example player' });
  await player.getByLabel('Template').selectOption({ label: 'Movie: sample' });
  const button = player.getByRole('button', { name: 'Play', exact: true });
  await expect(button).toBeEnabled();
  await button.evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { playerTexts: string[] }).playerTexts = seen;
    new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await button.click();
  await expect(player.getByLabel('Example of sample')).toBeVisible({ timeout: 90_000 });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { playerTexts: string[] }).playerTexts), { timeout: 60_000 })
    .toEqual(expect.arrayContaining(['Rendering....', 'Waiting...', 'Playing...']));
  const texts = await page.evaluate(() => (window as unknown as { playerTexts: string[] }).playerTexts);
  expect(texts.indexOf('Rendering....')).toBeLessThan(texts.indexOf('Waiting...'));
  expect(texts.indexOf('Waiting...')).toBeLessThan(texts.indexOf('Playing...'));
});
