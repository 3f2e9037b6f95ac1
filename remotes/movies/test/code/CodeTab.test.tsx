import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegionsConfig } from '@reelforge/model';
import { blankMovie, type Movie } from '@reelforge/sdl';
import { startSession } from '@reelforge/session/testing';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import { CodeTab } from '../../src/code/CodeTab.js';
import { project } from '../fixtures.js';
import { WithMovie } from '../tab-props.js';

/** regions.json as the platform serves it, for the one region these tests use. */
const REGIONS: RegionsConfig = {
  'eu-west-1': {
    api: '/r/eu-west-1/api',
    iv: '/r/eu-west-1/iv',
    preview: '/r/eu-west-1/preview',
    render: '/r/eu-west-1/render',
    awsregion: 'eu-west-1',
    bucket_prefix: 'reelforge-eu-west-1',
    enabled: true,
    create: true,
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  leaveArea();
});

const movie: Movie = {
  ...blankMovie(),
  params: { vparams: { width: 320, height: 180, videocodec: 'x264' } },
  variables: [
    { key: 'title', value: 'Draft', defaultvalue: "Hello, it's us" },
    { key: 'city', value: 'Oslo' },
  ],
};

function open() {
  startSession({ regions: REGIONS });
  renderInConsole(<WithMovie tab={CodeTab} initial={movie} />);
  const tab = screen.getByRole('region', { name: 'Use from code' });
  const request = (title: string) => within(tab).getByLabelText(`${title} request`).textContent ?? '';
  return { tab, request };
}

describe('the Use from code tab', () => {
  it("shows this movie's render call in curl with its project, region, this platform's address and its variables' defaults", () => {
    const { request } = open();
    const curl = request('curl');
    expect(curl).toContain(`curl -X POST ${window.location.origin}/r/eu-west-1/api/v1/project/p1/renders`);
    expect(curl).toContain(`-d '{"movie":"intro","variables":{"title":"Hello, it'\\''s us","city":"Oslo"}}'`);
    expect(curl).toContain('Authorization: Bearer $REELFORGE_API_KEY');
  });

  it('shows it in Node.js and for the command line, writing the file in the movie’s format', () => {
    const { request } = open();
    expect(request('Node.js')).toContain(`${window.location.origin}/r/eu-west-1/api/v1/project/p1/renders`);
    expect(request('Node.js')).toContain('await writeFile("intro.mp4"');
    expect(request('Command line')).toContain('--project p1 --movie intro');
    expect(request('Command line')).toContain(`--var 'title=Hello, it'\\''s us' --var city=Oslo -o intro.mp4`);
  });

  it('holds no secret and links to where keys are made', () => {
    const { tab } = open();
    expect(tab.textContent).not.toMatch(/rfk_|istoken/);
    expect(within(tab).getByRole('link', { name: 'API keys page' }).getAttribute('href')).toBe('/account/apikeys');
  });

  it('copies each request as shown', async () => {
    const { request } = open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy the Node.js request' }));
    expect(await navigator.clipboard.readText()).toBe(request('Node.js'));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Copied to the clipboard.');
    await user.click(screen.getByRole('button', { name: 'Copy the curl request' }));
    expect(await navigator.clipboard.readText()).toBe(request('curl'));
  });

  it('selects the request for copying by hand when the clipboard refuses', async () => {
    const { request } = open();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('The request is not allowed'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy the curl request' }));
    expect(await screen.findByText(/The clipboard could not be used/)).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe(request('curl'));
  });
});
