import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SECTION_NAMES, SECTIONS_COMING } from '@reelforge/model';
import { AREAS, startConsoleOrigin, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, openConsole } from '../helpers/open-console.js';

let server: ConsoleOrigin;

beforeAll(async () => {
  server = await startConsoleOrigin();
  areaCode('projects');
  areaCode('movies');
  areaCode('templates');
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const projectMenu = async () => {
  openConsole(server.origin, '/projects/eu-west-1/p1/movies');
  await screen.findByRole('region', { name: 'Demo workspace' });
  return within(screen.getByRole('navigation', { name: 'Project' }));
};

describe('the project menu and the templates area', () => {
  // A registered area stays registered for the page's life: the deployment without it comes first.
  it('leaves XML templates out where the area is not deployed', async () => {
    const menu = await projectMenu();
    expect(menu.getByRole('link', { name: 'Movies' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: 'XML templates' })).toBeNull();
  });

  it('offers XML templates once the area is deployed, and Effects and Motion tracking only once they are no longer coming', async () => {
    server.answer('/remotes.json', { json: { ...AREAS, templates: '/remotes/templates/remoteEntry.js' } });
    const menu = await projectMenu();
    expect(menu.getByRole('link', { name: 'XML templates' }).getAttribute('href')).toBe('/projects/eu-west-1/p1/xml');
    for (const section of ['fx', 'comps'] as const) expect(menu.queryByRole('link', { name: SECTION_NAMES[section] }) !== null).toBe(!SECTIONS_COMING.has(section));
  });
});
