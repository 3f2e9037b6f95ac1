import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_SECTIONS, SECTION_NAMES, type ProjectSection } from '@reelforge/model';
import { AREAS, startConsoleOrigin, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, openConsole } from '../helpers/open-console.js';

/** The areas deployed apart from the first ones, with the project menu's sections each one serves. */
const LATER_AREAS = ['templates', 'analytics'] as const;
const sectionsOf = (area: string) =>
  (Object.keys(PROJECT_SECTIONS) as ProjectSection[]).filter((section) => PROJECT_SECTIONS[section] === area);

let server: ConsoleOrigin;

beforeAll(async () => {
  server = await startConsoleOrigin();
  areaCode('projects');
  areaCode('movies');
  for (const area of LATER_AREAS) areaCode(area);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const projectMenu = async () => {
  openConsole(server.origin, '/projects/eu-west-1/p1/movies');
  await screen.findByRole('region', { name: 'Demo workspace' });
  return within(screen.getByRole('navigation', { name: 'Project' }));
};

describe('the project menu and the areas deployed later', () => {
  // A registered area stays registered for the page's life: the deployment without them comes first.
  it('leaves out the sections of areas that are not deployed', async () => {
    const menu = await projectMenu();
    expect(menu.getByRole('link', { name: 'Movies' })).toBeTruthy();
    for (const area of LATER_AREAS)
      for (const section of sectionsOf(area))
        expect(menu.queryByRole('link', { name: SECTION_NAMES[section] })).toBeNull();
  });

  it.each(LATER_AREAS)('offers every section of the %s area once it is deployed', async (area) => {
    expect(sectionsOf(area).length).toBeGreaterThan(0);
    server.answer('/remotes.json', { json: { ...AREAS, [area]: `/remotes/${area}/remoteEntry.js` } });
    const menu = await projectMenu();
    for (const section of sectionsOf(area)) {
      expect(menu.getByRole('link', { name: SECTION_NAMES[section] }).getAttribute('href')).toBe(
        `/projects/eu-west-1/p1/${section}`,
      );
    }
  });
});
