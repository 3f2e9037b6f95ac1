import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '@reelforge/api';
import { adminClient, type ProjectOwner } from '@reelforge/api/admin';
import type { RegionsConfig } from '@reelforge/model';
import { ACTING_AS_KEY } from '@reelforge/model/acting-as-key';
import { startSession } from '@reelforge/session/testing';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import AdminArea from '../src/routes.js';

const ADMIN_TOKEN = 'a'.repeat(64);
const DEMO_TOKEN = 'd'.repeat(64);
const region = (name: string, enabled = true) => ({
  api: `/r/${name}/api`,
  iv: '',
  preview: '',
  render: '',
  awsregion: name,
  bucket_prefix: '',
  enabled,
  create: true,
});
const REGIONS = {
  'eu-west-1': region('eu-west-1'),
  'us-east-1': region('us-east-1'),
  'ap-south-1': region('ap-south-1', false),
} as unknown as RegionsConfig;
const owned = (uid: string, name: string, where: string, username: string): ProjectOwner => ({
  uid,
  name,
  region: where,
  owner: { username },
});

beforeEach(() => {
  window.sessionStorage.clear();
  document.cookie = `token=${ADMIN_TOKEN}; Path=/`;
});
afterEach(() => {
  leaveArea();
  vi.restoreAllMocks();
});

/** /assumebyproject for `root`, an admin; `answers` says what each region's userbyproject answers. */
function byProjectPage(answers: Record<string, (q: string) => Promise<ProjectOwner[]>>) {
  const asked: string[] = [];
  const regional = (factory: unknown, name: string) => {
    if (factory !== adminClient) throw new Error('unexpected client');
    return {
      userByProject: vi.fn(async (q: string) => {
        asked.push(`${name} ${q}`);
        const answer = answers[name];
        if (!answer) throw new Error(`region ${name} was not to be searched`);
        return answer(q);
      }),
    };
  };
  const accounts = {
    assume: vi.fn(async (u: string) => ({ Token: DEMO_TOKEN, Username: u, Expires: '2099-01-01T00:00:00Z' })),
  };
  const went: string[] = [];
  vi.spyOn(window.location, 'assign').mockImplementation((to) => void went.push(String(to)));
  startSession({
    api: { accounts, regional } as unknown as Api,
    regions: REGIONS,
    user: { username: 'root', admin: true },
    token: ADMIN_TOKEN,
  });
  renderInConsole(<AdminArea area="assumebyproject" />, { path: '/assumebyproject' });
  return { asked, accounts, went };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.children].map((cell) => cell.textContent));

describe('finding an account by project (/assumebyproject)', () => {
  it('searches every enabled region, shows project, region and owner, and acts as the owner', async () => {
    const { asked, accounts, went } = byProjectPage({
      'eu-west-1': async () => [owned('p1', 'Launch video', 'eu-west-1', 'demo')],
      'us-east-1': async () => [owned('p9', 'Launch teaser', 'us-east-1', 'bob')],
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name or uid' }), 'Launch');
    const table = await screen.findByRole('table', { name: 'Projects found' });
    await vi.waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    expect(rowsOf(table)).toEqual([
      ['Launch video p1', 'eu-west-1', 'demo', 'Act as demo'],
      ['Launch teaser p9', 'us-east-1', 'bob', 'Act as bob'],
    ]);
    expect(asked.filter((a) => a.endsWith(' Launch')).sort()).toEqual(['eu-west-1 Launch', 'us-east-1 Launch']);
    expect(asked.some((a) => a.startsWith('ap-south-1'))).toBe(false);
    await userEvent.click(within(table).getByRole('button', { name: 'Act as demo' }));
    await vi.waitFor(() => expect(went).toEqual(['/projects']));
    expect(accounts.assume).toHaveBeenCalledWith('demo');
    expect(JSON.parse(window.sessionStorage.getItem(ACTING_AS_KEY) ?? 'null')).toEqual({
      admin: 'root',
      token: ADMIN_TOKEN,
    });
  });

  it('waits for more than one character, spaces not counting', async () => {
    const { asked } = byProjectPage({ 'eu-west-1': async () => [], 'us-east-1': async () => [] });
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name or uid' }), ' p ');
    expect(
      screen.getByText('Type at least 2 characters of a project name or uid to search every region.'),
    ).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('a region that fails says so while the other regions’ hits are shown', async () => {
    byProjectPage({
      'eu-west-1': async () => Promise.reject(new Error('The region did not answer.')),
      'us-east-1': async () => [owned('p9', 'Launch teaser', 'us-east-1', 'bob')],
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name or uid' }), 'p9');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'eu-west-1 could not be searched: The region did not answer.',
    );
    expect(rowsOf(await screen.findByRole('table', { name: 'Projects found' }))).toEqual([
      ['Launch teaser p9', 'us-east-1', 'bob', 'Act as bob'],
    ]);
  });

  it('no match anywhere says so; names like markup stay text', async () => {
    byProjectPage({
      'eu-west-1': async (q) => (q === '<b' ? [owned('p2', '<b>bold</b>', 'eu-west-1', '<i>x</i>')] : []),
      'us-east-1': async () => [],
    });
    const field = screen.getByRole('textbox', { name: 'Project name or uid' });
    await userEvent.type(field, 'zz');
    expect(await screen.findByText('No project matches “zz” in the regions searched.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '<b');
    expect(await screen.findByRole('button', { name: 'Act as <i>x</i>' })).toBeTruthy();
    expect(document.querySelector('main b, table b, table i')).toBeNull();
  });
});
