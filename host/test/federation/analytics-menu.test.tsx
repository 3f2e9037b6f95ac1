import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AREAS, startConsoleOrigin, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, openConsole } from '../helpers/open-console.js';

let server: ConsoleOrigin;

beforeAll(async () => {
  server = await startConsoleOrigin();
  areaCode('projects');
  areaCode('movies');
  areaCode('analytics');
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const projectMenu = async () => {
  openConsole(server.origin, '/projects/eu-west-1/p1/movies');
  await screen.findByRole('region', { name: 'Demo workspace' });
  return within(screen.getByRole('navigation', { name: 'Project' }));
};

describe('the project menu and the analytics area', () => {
  // A registered area stays registered for the page's life: the deployment without it comes first.
  it('leaves Analytics and Error logs out where the area is not deployed', async () => {
    const menu = await projectMenu();
    expect(menu.getByRole('link', { name: 'Movies' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Error logs' })).toBeNull();
  });

  it('offers Analytics and Error logs once the area is deployed', async () => {
    server.answer('/remotes.json', { json: { ...AREAS, analytics: '/remotes/analytics/remoteEntry.js' } });
    const menu = await projectMenu();
    expect(menu.getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe('/projects/eu-west-1/p1/analytics');
    expect(menu.getByRole('link', { name: 'Error logs' }).getAttribute('href')).toBe('/projects/eu-west-1/p1/errorlogs');
  });
});
