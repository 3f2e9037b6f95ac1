import { expect, test, type Locator, type Page } from './csp-watch.js';
import {
  copyMovie,
  renderedFrame,
  renderedFrameCount,
  sampleProject,
  storedMovie,
  whiteText,
} from './rendered-frames.js';
import { openSignedIn } from './sign-in.js';

/** The sample's title is white on a dark box; its frame 40 shows it fully faded in. */
const FRAME = 40;

/** A real pointer drag from the middle of `from` (or a point) by (dx, dy) screen pixels, in small steps. */
async function drag(page: Page, from: Locator, dx: number, dy: number) {
  await from.scrollIntoViewIfNeeded();
  const box = await from.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++) await page.mouse.move(x + (dx * step) / 20, y + (dy * step) / 20);
  await page.mouse.up();
}

async function save(page: Page) {
  await page.keyboard.press('Control+s');
  await expect(page.locator('.rf-save-status')).toHaveText('Saved');
}

test('a designer moves, resizes and trims on the stage and the timeline, and the renders agree', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openSignedIn(page);
  const prjuid = await sampleProject(page);
  const name = `design-${Date.now()}`;
  await copyMovie(page, prjuid, 'sample', name);
  const before = whiteText(await renderedFrame(page, prjuid, name, FRAME));
  expect(before.count).toBeGreaterThan(500);

  await page.goto(`/projects/eu-west-1/${prjuid}/movies/${name}`);
  const stage = page.getByRole('region', { name: 'Stage' });
  await expect(stage.getByRole('img', { name: /^Frame \d+ of / })).toBeVisible({ timeout: 30_000 });
  const frame = await stage.locator('.rf-stage-frame').boundingBox();
  const scale = (frame?.width ?? 0) / 640;
  const title = stage.getByRole('button', { name: 'Title', exact: true });
  const inspector = page.getByRole('complementary', { name: 'Inspector' });
  const field = (label: string) => inspector.getByLabel(label, { exact: true });

  // A corner dragged with shift keeps the title's 16:9; undo gives the whole frame back.
  await title.click();
  await page.keyboard.down('Shift');
  await drag(
    page,
    stage.getByRole('button', { name: 'Resize Title from the bottom right corner' }),
    -160 * scale,
    -20 * scale,
  );
  await page.keyboard.up('Shift');
  await expect(field('Width')).toHaveValue('480');
  await expect(field('Height')).toHaveValue('270');
  await page.keyboard.press('Control+z');
  await expect(field('Width')).toHaveValue('');

  // Dragged 200 px right and 100 px down on the stage: the platform's frame shows the text moved as much.
  await drag(page, title, 200 * scale, 100 * scale);
  await expect(field('X')).toHaveValue('200');
  await expect(field('Y')).toHaveValue('100');
  await save(page);
  const moved = whiteText(await renderedFrame(page, prjuid, name, FRAME));
  expect(Math.abs(moved.left - before.left - 200)).toBeLessThanOrEqual(2);
  expect(Math.abs(moved.top - before.top - 100)).toBeLessThanOrEqual(2);
  await page.keyboard.press('Control+z');
  await expect(field('X')).toHaveValue('');
  await page.keyboard.press('Control+Shift+z');
  await expect(field('X')).toHaveValue('200');

  // The title's end trimmed by 25 frames on the timeline: it lasts 50, and the render shows it no longer at 55.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const intro = await timeline.getByRole('button', { name: 'Scene 1: Intro' }).boundingBox();
  const zoom = (intro?.width ?? 0) / 75;
  const at55 = whiteText(await renderedFrame(page, prjuid, name, 55)).count;
  expect(at55).toBeGreaterThan(500);
  await drag(page, timeline.getByRole('button', { name: 'End of Title' }), -25 * zoom, 0);
  await expect(field('Duration')).toHaveValue('50');
  await save(page);
  expect((await storedMovie(page, prjuid, name)).scenes[0].layers[1].duration).toBe(50);
  expect(whiteText(await renderedFrame(page, prjuid, name, 45)).count).toBeGreaterThan(500);
  expect(whiteText(await renderedFrame(page, prjuid, name, 55)).count).toBeLessThan(at55 / 20);
  await page.keyboard.press('Control+z');
  await expect(field('Duration')).toHaveValue('');
  await page.keyboard.press('Control+Shift+z');
  await expect(field('Duration')).toHaveValue('50');

  // The outro's end dragged 25 frames on: the movie has 163 frames instead of 138; undo gives 138 back.
  const length = timeline.getByText(/frame \d+ of \d+/);
  await expect(length).toContainText('of 138');
  await drag(page, timeline.getByRole('button', { name: 'End of Outro' }), 25 * zoom, 0);
  await expect(length).toContainText('of 163');
  await save(page);
  expect(await renderedFrameCount(page, prjuid, name)).toBe(163);
  await page.keyboard.press('Control+z');
  await expect(length).toContainText('of 138');
  await save(page);

  // Keyboard only: Tab to the title, arrows move it 10 right and 5 down, ctrl+S; the render agrees.
  await page.getByRole('tab', { name: 'Design' }).focus();
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    if (await title.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(title).toBeFocused();
  for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight');
  for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowDown');
  await expect(field('X')).toHaveValue('210');
  await save(page);
  const typed = whiteText(await renderedFrame(page, prjuid, name, FRAME));
  expect(Math.abs(typed.left - before.left - 210)).toBeLessThanOrEqual(2);
  expect(Math.abs(typed.top - before.top - 105)).toBeLessThanOrEqual(2);
});
