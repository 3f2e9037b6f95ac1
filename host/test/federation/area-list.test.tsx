import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startConsoleOrigin, type Answer, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, openConsole } from '../helpers/open-console.js';

let server: ConsoleOrigin;
let logged: unknown[][];

beforeAll(async () => {
  server = await startConsoleOrigin();
  areaCode('projects');
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args));
});
afterEach(() => vi.restoreAllMocks());

const listPanel = () => screen.findByRole('alert', { name: 'The console could not load its list of areas' });

describe('when the list of areas (remotes.json) cannot be read', () => {
  it.each<[string, Answer, RegExp, string]>([
    ['the connection drops', 'hang-up', /could not be reached/, 'network'],
    [
      'the server answers 500',
      { status: 500, json: { Message: 'Internal error' } },
      /answered with an error/,
      'server',
    ],
    [
      'the reply is not JSON',
      { text: '{"projects": "/remotes/pro', type: 'application/json' },
      /not valid/,
      'malformed',
    ],
    [
      'the reply is a page, not a list',
      { text: '<!doctype html><p>Welcome</p>', type: 'text/html' },
      /not valid/,
      'malformed',
    ],
  ])(
    'says so when %s, logs why, and never calls an area missing from the deployment',
    async (_case, answer, reason, kind) => {
      server.answer('/remotes.json', answer);
      openConsole(server.origin, '/projects');
      const panel = await listPanel();
      expect(within(panel).getByText(reason)).toBeTruthy();
      expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(screen.queryByText(/not part of this deployment/)).toBeNull();
      expect(
        logged.some(([message]) => String(message) === `The console could not load its list of areas (${kind})`),
      ).toBe(true);
    },
  );

  it('keeps the rest of the console working: the top bar and the signed-in account are there', async () => {
    server.answer('/remotes.json', { status: 502, text: 'Bad gateway', type: 'text/plain' });
    openConsole(server.origin, '/projects');
    await listPanel();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /ann/ })).toBeTruthy();
  });

  it('opens the area once trying again reads the list', async () => {
    server.answer('/remotes.json', 'hang-up');
    openConsole(server.origin, '/projects');
    const panel = await listPanel();
    server.reset();
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'projects area: projects' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.requests).toContain('GET /remotes.json');
  });
});
