import { expect, test } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

// docs/api.md, "Webhooks": the project's Webhooks page. A hook is added with its secret shown
// once and copied; a test event to an internal address is refused by the outbound guard and the
// log says so; Send again tries it again; the hook is disabled, then deleted after a question.

test('a webhook is added with its secret shown once, its refused test event logged, then deleted', async ({
  page,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openSignedIn(page);
  await page.getByRole('link', { name: 'Sample project' }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Webhooks', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(page.getByText(/No webhooks yet/)).toBeVisible();

  await page.getByRole('button', { name: 'Add webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Add webhook' });
  await form.getByLabel('Address').fill('http://10.0.0.1/hooks');
  await form.getByRole('checkbox', { name: /batch\.run\.finished/ }).check();
  await form.getByRole('button', { name: 'Add' }).click();
  const added = page.getByRole('dialog', { name: 'Webhook added' });
  await expect(added.getByText('Shown once.')).toBeVisible();
  const secret = await added.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
  await added.getByRole('button', { name: 'Copy' }).click();
  await expect(added.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await added.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = page
    .getByRole('table', { name: 'Webhooks' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'http://10.0.0.1/hooks' }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('render.succeeded, render.failed, batch.run.finished');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Enabled');

  // A private address is refused when the delivery connects: failed at its first try.
  const log = page.getByRole('region', { name: 'Deliveries to http://10.0.0.1/hooks' });
  await log.getByRole('button', { name: 'Send test event' }).click();
  await expect(log.getByRole('status')).toHaveText('A test event is on its way.');
  const delivery = log.getByRole('table', { name: 'Deliveries' }).getByRole('row').nth(1);
  await expect(delivery.getByRole('cell').nth(1)).toHaveText('Failed', { timeout: 15_000 });
  await expect(delivery.getByRole('cell').nth(2)).toHaveText('1');
  await expect(delivery.getByRole('cell').nth(3)).toContainText('private address (refused)');
  await delivery.getByRole('button', { name: /^Send again ping/ }).click();
  await expect(log.getByRole('status')).toHaveText('The delivery is sent again.');
  await expect(delivery.getByRole('cell').nth(1)).toHaveText('Failed', { timeout: 15_000 });

  // Disabled: no test event; then deleted after the question.
  await row.getByRole('button', { name: 'Edit http://10.0.0.1/hooks' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit webhook' });
  await edit.getByRole('checkbox', { name: 'Enabled' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('cell').nth(2)).toHaveText('Disabled');
  await expect(log.getByRole('button', { name: 'Send test event' })).toBeDisabled();
  await row.getByRole('button', { name: 'Delete http://10.0.0.1/hooks' }).click();
  await page.getByRole('alertdialog', { name: 'Delete the webhook?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/No webhooks yet/)).toBeVisible();
});
