import { expect, test } from './csp-watch.js';
import { openSignedIn } from './sign-in.js';

test('a user tags the sample project in eu-west-1, filters by the tag, hides the tag menu, then renames and deletes the tag', async ({
  page,
}) => {
  await openSignedIn(page);
  await expect(page).toHaveURL(/\/projects$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'By region' }).click();
  await page.getByRole('navigation', { name: 'Regions' }).getByRole('link', { name: 'eu-west-1' }).click();
  await expect(page).toHaveURL(/\/byregion\/eu-west-1\/projects$/);
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('link', { name: 'Sample project' })).toBeVisible();

  // A second project, so the filter has something to leave out.
  const other = `Untagged ${Date.now()}`;
  await page.getByRole('button', { name: 'New project' }).click();
  const create = page.getByRole('dialog', { name: 'New project' });
  await create.getByLabel('Project name').fill(other);
  await create.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/videos$/);
  await page.goto('/byregion/eu-west-1/projects');
  await expect(table.getByRole('link', { name: other })).toBeVisible();

  // A tag under a parent: its parent is made along.
  const tagMenu = page.getByRole('complementary', { name: 'Tag menu' });
  await tagMenu.getByRole('button', { name: 'New tag' }).click();
  const newTag = page.getByRole('dialog', { name: 'New tag' });
  await newTag.getByLabel('Tag name').fill('clients/acme');
  await newTag.getByRole('button', { name: 'Create tag' }).click();
  await expect(newTag).toHaveCount(0);
  const tree = page.getByRole('list', { name: 'Tags' });
  await expect(tree.getByRole('listitem', { name: 'clients/acme' })).toBeVisible();

  // Tag the Sample project from its details.
  await page.getByLabel('Select Sample project').check();
  const details = page.getByRole('region', { name: 'Tags of the selection' });
  await details.getByLabel('Add tag').selectOption('clients/acme');
  await details.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByLabel('Tags of Sample project')).toHaveText('clients/acme');
  await expect(details.getByText('Not offered, the project has it already: clients/acme.')).toBeVisible();

  // Filter by the tag: only the Sample project is listed.
  await page.getByLabel('Filter by clients/acme').check();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.getByRole('link', { name: 'Sample project' })).toBeVisible();
  await expect(table.getByRole('link', { name: other })).toHaveCount(0);
  await page.getByLabel('Filter by clients/acme').uncheck();
  await expect(table.getByRole('link', { name: other })).toBeVisible();

  // Hidden, the tag menu stays hidden after a reload.
  await tagMenu.getByRole('button', { name: 'Hide tags' }).click();
  await expect(tree).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('link', { name: 'Sample project' })).toBeVisible();
  await expect(tagMenu.getByRole('button', { name: 'Show tags' })).toBeVisible();
  await expect(tree).toHaveCount(0);
  await tagMenu.getByRole('button', { name: 'Show tags' }).click();
  await expect(tree.getByRole('listitem', { name: 'clients/acme' })).toBeVisible();

  // Rename by moving: the project keeps the tag under its new name.
  await tree.getByRole('button', { name: 'Rename clients/acme' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename tag clients/acme' });
  await rename.getByLabel('New name or path').fill('archive/acme');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(tree.getByRole('listitem', { name: 'archive/acme' })).toBeVisible();
  await expect(tree.getByRole('listitem', { name: 'clients/acme' })).toHaveCount(0);
  await expect(page.getByLabel('Tags of Sample project')).toHaveText('archive/acme');

  // Delete: the tag goes, the project stays.
  await tree.getByRole('button', { name: 'Delete archive', exact: true }).click();
  const remove = page.getByRole('dialog', { name: 'Delete tag archive?' });
  await expect(remove).toContainText('the projects themselves stay');
  await remove.getByRole('button', { name: 'Delete tag' }).click();
  await expect(tree.getByRole('listitem', { name: 'archive' })).toHaveCount(0);
  await expect(page.getByLabel('Tags of Sample project')).toHaveText('');
  await page.reload();
  await expect(table.getByRole('link', { name: 'Sample project' })).toBeVisible();
  await expect(page.getByLabel('Tags of Sample project')).toHaveText('');
});
