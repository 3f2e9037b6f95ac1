import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@reelforge/api';
import type { ApiKey, NewApiKeyRequest } from '@reelforge/api/api-keys';
import type { Project } from '@reelforge/model';
import { startSession } from '@reelforge/session/testing';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import ApiKeysPage from '../../src/account/ApiKeysPage.js';
import { expiryOfDate, readableDate } from '../../src/account/api-key-text.js';

// The accounts service's API key calls, kept in memory: the page is given this client instead of
// the one that calls the platform.
const service = vi.hoisted(() => ({
  keys: [] as ApiKey[],
  next: 1,
  fail: { list: null as Error | null, create: null as Error | null },
}));
const calls = vi.hoisted(() => ({ list: vi.fn(), create: vi.fn(), revoke: vi.fn() }));
vi.mock('@reelforge/api/api-keys', () => ({
  apiKeysClient: (_http: unknown, baseurl: string) => {
    if (baseurl !== '/accounts') throw new Error(`unexpected accounts service ${baseurl}`);
    return calls;
  },
}));

const SECRET = `rfk_abcd1234${'Z'.repeat(32)}`;
const MAR_3 = '2031-03-03T10:00:00.000Z';
const uid = (n: number) => String(n).repeat(32).slice(0, 32);

function apiKey(Name: string, extra: Partial<ApiKey> = {}): ApiKey {
  return {
    Id: uid(service.next++),
    Name,
    Prefix: 'abcd1234',
    Projects: null,
    Access: 'read-write',
    Expires: null,
    Created: MAR_3,
    LastUsed: null,
    Revoked: null,
    ...extra,
  };
}

const PROJECTS = [
  { uid: uid(7), name: 'Launch', region: 'eu-west-1' },
  { uid: uid(8), name: 'Recap', region: 'us-east-1' },
] as Project[];

beforeEach(() => {
  service.next = 1;
  service.keys = [
    apiKey('Nightly renders', { LastUsed: MAR_3 }),
    apiKey('Dashboard', { Projects: [uid(7), 'f'.repeat(32)], Access: 'read', Expires: '2099-01-01T00:00:00.000Z' }),
    apiKey('Old build', { Revoked: MAR_3 }),
    apiKey('Last year', { Expires: '2020-01-01T00:00:00.000Z' }),
  ];
  service.fail = { list: null, create: null };
  calls.list.mockImplementation(async () => {
    if (service.fail.list) throw service.fail.list;
    return service.keys.map((key) => ({ ...key }));
  });
  calls.create.mockImplementation(async (request: NewApiKeyRequest) => {
    if (service.fail.create) throw service.fail.create;
    const made = apiKey(request.Name, {
      Projects: request.Projects ?? null,
      Access: request.Access ?? 'read-write',
      Expires: request.Expires ?? null,
    });
    service.keys = [made, ...service.keys];
    return { Key: made, Secret: SECRET };
  });
  calls.revoke.mockImplementation(async (id: string) => {
    const found = service.keys.find((key) => key.Id === id);
    if (found) found.Revoked = new Date().toISOString();
  });
});
afterEach(() => {
  leaveArea();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

function keysPage() {
  startSession({
    api: {
      http: vi.fn(),
      listAllProjects: vi.fn(async () => ({ projects: PROJECTS, errors: [] })),
    } as unknown as Api,
    user: { username: 'ann', admin: false },
    auth: { baseurl: '/accounts', domain_suffix: '', use_accounting_menu: false },
  });
  renderInConsole(<ApiKeysPage />, { path: '/account/apikeys' });
}

const table = async () => within(await screen.findByRole('table', { name: 'API keys' }));
const rowOf = async (name: string) => {
  const rows = (await table()).getAllByRole('row').slice(1);
  const row = rows.find((r) => within(r).queryByRole('cell', { name }));
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
const cellTexts = (row: Awaited<ReturnType<typeof rowOf>>) =>
  row.getAllByRole('cell').map((cell: HTMLElement) => cell.textContent);

describe('the API keys page (/account/apikeys)', () => {
  it('lists each key with its prefix, projects, access, expiry, last use and state', async () => {
    keysPage();
    expect(screen.getByRole('heading', { name: 'API keys', level: 1 })).toBeTruthy();
    expect(cellTexts(await rowOf('Nightly renders')).slice(0, 7)).toEqual([
      'Nightly renders',
      'rfk_abcd1234…',
      'All projects',
      'Read and write',
      'Never',
      readableDate(MAR_3),
      'Active',
    ]);
    // Projects by name where the person's list names them, else by uid.
    expect(cellTexts(await rowOf('Dashboard')).slice(2, 7)).toEqual([
      `Launch (eu-west-1), ${'f'.repeat(32)}`,
      'Read only',
      readableDate('2099-01-01T00:00:00.000Z'),
      'Not yet',
      'Active',
    ]);
    const revoked = await rowOf('Old build');
    expect(cellTexts(revoked)[6]).toBe('Revoked');
    expect(revoked.queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(cellTexts(await rowOf('Last year'))[6]).toBe('Expired');
    expect((await rowOf('Nightly renders')).getByRole('button', { name: 'Revoke Nightly renders' })).toBeTruthy();
  });

  it('says so when there are no keys, and when they cannot be read', async () => {
    service.keys = [];
    keysPage();
    expect(await screen.findByText('No API keys yet. Make one with New key.')).toBeTruthy();
    leaveArea();
    service.fail.list = new ApiError(500, 'Internal Server Error', 'The server failed.');
    keysPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your API keys could not be read: The server failed. Reload the page to try again.',
    );
  });

  it('makes a key for chosen projects, read only, with an expiry date, and shows it once with Copy', async () => {
    keysPage();
    await table();
    const opener = screen.getByRole('button', { name: 'New key' });
    await userEvent.click(opener);
    const dialog = within(screen.getByRole('dialog', { name: 'New API key' }));
    expect(document.activeElement).toBe(dialog.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'CI');
    await userEvent.click(dialog.getByRole('radio', { name: 'Only the projects chosen' }));
    const create = dialog.getByRole('button', { name: 'Create' });
    expect((dialog.getByRole('alert') as HTMLElement).textContent).toMatch(/Choose at least one project/);
    expect(create).toHaveProperty('disabled', true);
    const projects = within(dialog.getByRole('group', { name: 'Projects the key reaches' }));
    await userEvent.click(projects.getByRole('checkbox', { name: 'Recap (us-east-1)' }));
    expect(create).toHaveProperty('disabled', false);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Access' }), 'Read only');
    const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const expires = dialog.getByLabelText('Expires (optional)');
    await userEvent.type(expires, inAYear);
    await userEvent.click(create);

    const shown = within(await screen.findByRole('dialog', { name: 'Key CI created' }));
    expect(calls.create).toHaveBeenCalledWith({
      Name: 'CI',
      Access: 'read',
      Projects: [uid(8)],
      Expires: expiryOfDate(inAYear),
    });
    const field = shown.getByRole('textbox', { name: 'API key CI' }) as HTMLInputElement;
    expect(field.value).toBe(SECRET);
    expect(field.readOnly).toBe(true);
    expect(shown.getByText(/Shown once\./).closest('p')?.textContent).toContain('it cannot be shown again');
    expect(document.activeElement).toBe(shown.getByRole('button', { name: 'Done' }));
    await userEvent.click(shown.getByRole('button', { name: 'Copy' }));
    expect(await shown.findByText('Copied to the clipboard.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await userEvent.click(shown.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(cellTexts(await rowOf('CI')).slice(1, 4)).toEqual(['rfk_abcd1234…', 'Recap (us-east-1)', 'Read only']);
    // The key itself is nowhere on the page once the dialog closed.
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('makes a key for every project by default, and says what is wrong as it is filled in', async () => {
    keysPage();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'New key' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New API key' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect((dialog.getByRole('alert') as HTMLElement).textContent).toMatch(/Give the key a name/);
    expect(calls.create).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'x'.repeat(101));
    expect((dialog.getByRole('alert') as HTMLElement).textContent).toMatch(/at most 100 characters/);
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Everything');
    await userEvent.type(dialog.getByLabelText('Expires (optional)'), '2020-01-01');
    expect((dialog.getByRole('alert') as HTMLElement).textContent).toMatch(/in the future/);
    await userEvent.clear(dialog.getByLabelText('Expires (optional)'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await screen.findByRole('dialog', { name: 'Key Everything created' });
    expect(calls.create).toHaveBeenCalledWith({ Name: 'Everything', Access: 'read-write' });
  });

  it('shows the accounts service’s refusal and stays open', async () => {
    service.fail.create = new ApiError(409, 'Conflict', 'You have 100 live API keys, the most one account holds.');
    keysPage();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'New key' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New API key' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'One more');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'You have 100 live API keys, the most one account holds.',
    );
    expect(screen.getByRole('dialog', { name: 'New API key' })).toBeTruthy();
  });

  it('revokes a key once asked: Cancel leaves it, Revoke ends it', async () => {
    keysPage();
    const row = await rowOf('Nightly renders');
    await userEvent.click(row.getByRole('button', { name: 'Revoke Nightly renders' }));
    let confirm = within(screen.getByRole('alertdialog', { name: 'Revoke Nightly renders?' }));
    expect(confirm.getByText(/refused from their next call on/).textContent).toContain('rfk_abcd1234…');
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(calls.revoke).not.toHaveBeenCalled();
    await userEvent.click(row.getByRole('button', { name: 'Revoke Nightly renders' }));
    confirm = within(screen.getByRole('alertdialog', { name: 'Revoke Nightly renders?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
    expect(calls.revoke).toHaveBeenCalledWith(uid(1));
    await waitFor(async () => expect(cellTexts(await rowOf('Nightly renders'))[6]).toBe('Revoked'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await rowOf('Nightly renders')).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });
});
