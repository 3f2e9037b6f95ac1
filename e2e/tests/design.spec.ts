import { expect, test, type Page } from './csp-watch.js';
import {
  copyMovie,
  grey,
  renderedFrame,
  renderedFrameCount,
  sampleProject,
  storedMovie,
  uploadDatasource,
  whiteText,
} from './rendered-frames.js';
import { dragBy } from './pointer.js';
import { openSignedIn } from './sign-in.js';

/** The sample's title is white on a dark box; its frame 40 shows it fully faded in. */
const FRAME = 40;

/** Signs in and opens a copy of the sample movie (its own, so tests do not meet) on its Design tab. */
async function openCopyOfSample(page: Page, prefix: string) {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openSignedIn(page);
  const prjuid = await sampleProject(page);
  const name = `${prefix}-${Date.now()}`;
  await copyMovie(page, prjuid, 'sample', name);
  return { prjuid, name, open: () => page.goto(`/projects/eu-west-1/${prjuid}/movies/${name}/design`) };
}

async function save(page: Page) {
  await page.keyboard.press('Control+s');
  await expect(page.locator('.rf-save-status')).toHaveText('Saved');
}

test('a designer moves, resizes and trims on the stage and the timeline, and the renders agree', async ({ page }) => {
  test.setTimeout(240_000);
  const { prjuid, name, open } = await openCopyOfSample(page, 'design');
  const before = whiteText(await renderedFrame(page, prjuid, name, FRAME));
  expect(before.count).toBeGreaterThan(500);

  await open();
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
  await dragBy(
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
  await dragBy(page, title, 200 * scale, 100 * scale);
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
  await dragBy(page, timeline.getByRole('button', { name: 'End of Title' }), -25 * zoom, 0);
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
  await dragBy(page, timeline.getByRole('button', { name: 'End of Outro' }), 25 * zoom, 0);
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

test('the stage snaps with guides (not with alt), selects by rectangle, takes a dropped asset, plays and previews a row', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { prjuid, name, open } = await openCopyOfSample(page, 'stage');
  const titles = `titles-${Date.now()}.csv`;
  await uploadDatasource(page, prjuid, titles, 'title\nHi\nA much longer title for row two\n');
  await open();
  const stage = page.getByRole('region', { name: 'Stage' });
  const image = stage.getByRole('img', { name: /^Frame \d+ of / });
  await expect(image).toBeVisible({ timeout: 30_000 });
  const frame = stage.locator('.rf-stage-frame');
  const area = await frame.boundingBox();
  if (!area) throw new Error('no frame');
  const scale = area.width / 640;
  const title = stage.getByRole('button', { name: 'Title', exact: true });
  const inspector = page.getByRole('complementary', { name: 'Inspector' });

  // 3 px from the frame's edges the title snaps back onto them, a guide drawn; with alt it stays 3 px off.
  const middle = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  await page.mouse.move(middle.x, middle.y);
  await page.mouse.down();
  await page.mouse.move(middle.x + 20, middle.y + 20, { steps: 4 });
  await page.mouse.move(middle.x + 3 * scale, middle.y + 3 * scale, { steps: 4 });
  await expect(stage.locator('.rf-stage-guide').first()).toBeVisible();
  // While it moves, the box carries the pixels the last frame showed of it.
  expect(await title.evaluate((box) => getComputedStyle(box).backgroundImage)).toContain('blob:');
  await page.keyboard.down('Alt');
  await page.mouse.move(middle.x + 3 * scale + 6, middle.y + 3 * scale, { steps: 2 });
  await page.mouse.move(middle.x + 3 * scale, middle.y + 3 * scale, { steps: 2 });
  await expect(stage.locator('.rf-stage-guide')).toHaveCount(0);
  await page.mouse.up();
  await page.keyboard.up('Alt');
  await expect(inspector.getByLabel('X', { exact: true })).toHaveValue('3');
  await page.keyboard.press('Control+z');
  await expect(inspector.getByLabel('X', { exact: true })).toHaveValue('');

  // A drag from the pane's margin into the frame selects the layers it meets.
  await page.mouse.move(area.x - 10, area.y - 10);
  await page.mouse.down();
  await page.mouse.move(area.x + 40, area.y + 40, { steps: 5 });
  await expect(stage.locator('.rf-stage-marquee')).toBeVisible();
  await page.mouse.up();
  await expect(stage.getByRole('button', { name: 'Background', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(title).toHaveAttribute('aria-pressed', 'true');
  await expect(inspector).toContainText('2 layers selected');

  // An image dragged from the asset panel onto the stage becomes a layer of the scene there.
  const asset = page
    .getByRole('complementary', { name: 'Assets' })
    .locator('li[draggable]')
    .filter({ hasText: 'sample-sunset' });
  // The drag's events carry one DataTransfer, as the browser's own drag does (a drag driven by
  // the mouse depends on the window manager's timing under load).
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  const at = { clientX: area.x + area.width * 0.75, clientY: area.y + area.height * 0.5 };
  await asset.dispatchEvent('dragstart', { dataTransfer });
  await frame.dispatchEvent('dragover', { dataTransfer, ...at });
  await frame.dispatchEvent('drop', { dataTransfer, ...at });
  await expect(stage.getByRole('button', { name: 'sample-sunset', exact: true })).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(stage.getByRole('button', { name: 'sample-sunset', exact: true })).toHaveCount(0);

  // Space plays from the playhead, the playhead following the video; K pauses.
  const playhead = page.getByRole('slider', { name: 'Playhead' });
  const from = Number(await playhead.getAttribute('aria-valuenow'));
  await page.keyboard.press('Escape');
  await page.keyboard.press(' ');
  await expect(stage.locator('video')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => Number(await playhead.getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThan(from + 10);
  await page.keyboard.press('k');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const paused = Number(await playhead.getAttribute('aria-valuenow'));
  await page.waitForTimeout(500);
  expect(Number(await playhead.getAttribute('aria-valuenow'))).toBe(paused);

  // Previewing with a datasource row: the stage draws that row's title.
  await page.keyboard.press('Home');
  await playhead.focus();
  for (let step = 0; step < 40; step++) await page.keyboard.press('ArrowRight');
  const textWidth = async () => {
    await expect
      .poll(async () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const shown = whiteText(grey(await image.screenshot({ type: 'png' })));
    return { left: shown.left, count: shown.count };
  };
  await expect.poll(async () => (await image.getAttribute('alt')) ?? '').toBe(`Frame 40 of ${name}`);
  const withDefaults = await textWidth();
  await page.getByLabel('Preview with').selectOption({ label: titles });
  await page.getByLabel('Row', { exact: true }).selectOption({ index: 1 });
  await expect.poll(async () => (await textWidth()).left, { timeout: 30_000 }).toBeLessThan(withDefaults.left - 20);
});

test('an enter animation picked in the inspector moves the title on the stage and in the render, and undo takes it back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { prjuid, name, open } = await openCopyOfSample(page, 'motion');
  await open();
  const stage = page.getByRole('region', { name: 'Stage' });
  await expect(stage.getByRole('img', { name: /^Frame \d+ of / })).toBeVisible({ timeout: 30_000 });
  const title = stage.getByRole('button', { name: 'Title', exact: true });
  await title.click();
  // Without its fade-in, the title's white shows at full strength on every frame of the slide.
  await page.getByRole('complementary', { name: 'Inspector' }).getByLabel('Fade in', { exact: true }).fill('0');
  await page.getByRole('group', { name: 'Enter animations' }).getByRole('button', { name: 'Slide, left' }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('button', { name: 'Keyframe 1 of Title, frame 0' })).toBeVisible();
  await expect(timeline.getByRole('button', { name: 'Keyframe 2 of Title, frame 12' })).toBeVisible();

  // At frame 6 the title is still coming in from the left: its box stands left of where it ends.
  const playhead = page.getByRole('slider', { name: 'Playhead' });
  await playhead.focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < 6; step++) await page.keyboard.press('ArrowRight');
  const frame = await stage.locator('.rf-stage-frame').boundingBox();
  const coming = await title.boundingBox();
  expect((coming?.x ?? 0) - (frame?.x ?? 0)).toBeLessThan(-20);
  await expect(stage.getByRole('button', { name: /^Keyframe 1 of Title on its path/ })).toBeVisible();

  await save(page);
  const shown = whiteText(await renderedFrame(page, prjuid, name, 6));
  const still = whiteText(await renderedFrame(page, prjuid, name, FRAME));
  expect(shown.left).toBeLessThan(still.left - 50);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(timeline.getByRole('button', { name: 'Keyframe 1 of Title, frame 0' })).toHaveCount(0);
});
