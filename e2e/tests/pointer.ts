import type { Locator, Page } from '@playwright/test';

/** A real pointer drag from the middle of `target` by (dx, dy) screen pixels, in small steps as a hand moves. */
export async function dragBy(page: Page, target: Locator, dx: number, dy = 0): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to drag: the target is not on the page');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++) await page.mouse.move(x + (dx * step) / 20, y + (dy * step) / 20);
  await page.mouse.up();
}
