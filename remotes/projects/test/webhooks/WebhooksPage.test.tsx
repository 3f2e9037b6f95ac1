import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@reelforge/api';
import type { Webhook, WebhookDelivery, WebhooksClient } from '@reelforge/api/webhooks';
import { Route, Routes } from '@reelforge/router';
import { startSession } from '@reelforge/session/testing';
import { leaveArea, renderInConsole } from '@reelforge/ui/testing';
import ProjectsArea from '../../src/routes.js';
import { project, REGIONS } from '../publish/fixtures.js';

const BASE = '/projects/eu-west-1/p1/webhooks';
const SECRET = 'whsec_abcdefghijklmnopqrstuvwxyz012345';

function delivery(Id: string, extra: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    Id,
    EventId: `e-${Id}`,
    Event: 'render.succeeded',
    Status: 'delivered',
    Tries: 1,
    LastStatus: 200,
    LastError: null,
    NextTry: null,
    Created: '2031-01-02T10:00:00.000Z',
    Delivered: '2031-01-02T10:00:01.000Z',
    ...extra,
  };
}

/** The project's hooks and their logs, in memory behind the client the page is given. */
function fakeHooks() {
  const state = {
    hooks: [] as Webhook[],
    logs: new Map<string, WebhookDelivery[]>(),
    next: 1,
  };
  const find = (id: string) => {
    const hook = state.hooks.find((h) => h.Id === id);
    if (!hook) throw new ApiError(404, 'Not Found', `Webhook ${id} not found`);
    return hook;
  };
  const client: WebhooksClient = {
    list: vi.fn(async () => state.hooks.map((h) => ({ ...h }))),
    create: vi.fn(async (_prjuid, request) => {
      if (request.Url.includes('refused')) throw new ApiError(400, 'Bad Request', 'The address names no host.');
      const hook: Webhook = {
        Id: `h${state.next++}`,
        Url: request.Url,
        Events: request.Events as Webhook['Events'],
        Enabled: request.Enabled ?? true,
        Created: '2031-01-01T09:00:00.000Z',
      };
      state.hooks.push(hook);
      return { Webhook: hook, Secret: SECRET };
    }),
    update: vi.fn(async (_prjuid, id, change) => {
      const hook = find(id);
      Object.assign(hook, change);
      return { ...hook };
    }),
    remove: vi.fn(async (_prjuid, id) => {
      find(id);
      state.hooks = state.hooks.filter((h) => h.Id !== id);
    }),
    rotateSecret: vi.fn(async (_prjuid, id) => ({ Webhook: find(id), Secret: `${SECRET.slice(0, -1)}9` })),
    deliveries: vi.fn(async (_prjuid, id, page = {}) => {
      const all = state.logs.get(id) ?? [];
      const start = page.before === undefined ? 0 : Number(page.before);
      const limit = page.limit ?? 50;
      const rows = all.slice(start, start + limit);
      return { Deliveries: rows, ...(start + limit < all.length ? { Next: String(start + limit) } : {}) };
    }),
    resend: vi.fn(async (_prjuid, id, deliveryId) => {
      const row = (state.logs.get(id) ?? []).find((d) => d.Id === deliveryId)!;
      Object.assign(row, { Status: 'pending', Tries: 0, NextTry: '2031-01-02T11:00:00.000Z' });
      return { ...row };
    }),
    ping: vi.fn(async (_prjuid, id) => {
      const row = delivery(`p${state.next++}`, {
        Event: 'ping',
        Status: 'pending',
        Tries: 0,
        LastStatus: null,
        Delivered: null,
      });
      state.logs.set(id, [row, ...(state.logs.get(id) ?? [])]);
      return row;
    }),
  };
  return { state, client };
}

let fake: ReturnType<typeof fakeHooks>;
let clipboard: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fake = fakeHooks();
  clipboard = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
});
afterEach(() => {
  leaveArea();
  vi.restoreAllMocks();
});

function page() {
  const regional = vi.fn((_factory: unknown, region: string) => {
    if (region !== 'eu-west-1') throw new Error(`webhooks of ${region} used for a project in eu-west-1`);
    return fake.client;
  });
  startSession({
    api: { regional } as unknown as Api,
    regions: REGIONS,
    user: { username: 'demo', admin: false },
    project,
  });
  renderInConsole(
    <Routes>
      <Route path="/projects/:region/:projectId/:section/*" element={<ProjectsArea area="webhooks" />} />
    </Routes>,
    { path: BASE },
  );
}

const hookRow = async (url: string) => {
  const table = within(await screen.findByRole('table', { name: 'Webhooks' }));
  const row = table.getAllByRole('row').find((r) => within(r).queryByRole('cell', { name: url }));
  if (!row) throw new Error(`no row for ${url}`);
  return within(row);
};

describe('the Webhooks page', () => {
  it('says there are none yet, then adds one and shows its secret once with Copy', async () => {
    page();
    expect(await screen.findByText(/No webhooks yet/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add webhook' }));
    // The two render events are chosen at first.
    expect(dialog.getByRole<HTMLInputElement>('checkbox', { name: /render\.succeeded/ }).checked).toBe(true);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), 'ftp://example.com');
    expect(dialog.getByRole('alert').textContent).toMatch(/https:\/\/ or http:\/\//);
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Add' }).disabled).toBe(true);
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Address' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), 'https://hooks.example/in');
    await userEvent.click(dialog.getByRole('checkbox', { name: /batch\.run\.finished/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));

    const added = within(await screen.findByRole('dialog', { name: 'Webhook added' }));
    expect(added.getByRole<HTMLInputElement>('textbox', { name: 'Signing secret' }).value).toBe(SECRET);
    expect(added.getByText(/Shown once/)).toBeTruthy();
    await userEvent.click(added.getByRole('button', { name: 'Copy' }));
    expect(clipboard).toHaveBeenCalledWith(SECRET);
    expect(added.getByRole('status').textContent).toBe('Copied to the clipboard.');
    expect(fake.client.create).toHaveBeenCalledWith('p1', {
      Url: 'https://hooks.example/in',
      Events: ['render.succeeded', 'render.failed', 'batch.run.finished'],
      Enabled: true,
    });
    await userEvent.click(added.getByRole('button', { name: 'Done' }));
    const row = await hookRow('https://hooks.example/in');
    expect(row.getByText('render.succeeded, render.failed, batch.run.finished')).toBeTruthy();
    expect(row.getByText('Enabled')).toBeTruthy();
    // The secret is nowhere on the page once the dialog is gone.
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('shows the platform’s refusal in the dialog', async () => {
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add webhook' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), 'https://refused.example/');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('The address names no host.'));
  });

  it('edits a hook: its events and whether it is enabled', async () => {
    fake.state.hooks = [
      {
        Id: 'h1',
        Url: 'https://a.example/',
        Events: ['render.failed'],
        Enabled: true,
        Created: '2031-01-01T00:00:00Z',
      },
    ];
    page();
    await userEvent.click(
      (await hookRow('https://a.example/')).getByRole('button', { name: 'Edit https://a.example/' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit webhook' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /render\.failed/ }));
    // No event chosen: nothing to save.
    expect(dialog.getByRole('alert').textContent).toBe('Choose at least one event.');
    await userEvent.click(dialog.getByRole('checkbox', { name: /batch\.row\.failed/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Enabled' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.client.update).toHaveBeenCalledWith('p1', 'h1', {
      Url: 'https://a.example/',
      Events: ['batch.row.failed'],
      Enabled: false,
    });
    expect((await hookRow('https://a.example/')).getByText('Disabled')).toBeTruthy();
  });

  it('deletes a hook after asking', async () => {
    fake.state.hooks = [
      {
        Id: 'h1',
        Url: 'https://a.example/',
        Events: ['render.failed'],
        Enabled: true,
        Created: '2031-01-01T00:00:00Z',
      },
    ];
    page();
    await userEvent.click(
      (await hookRow('https://a.example/')).getByRole('button', { name: 'Delete https://a.example/' }),
    );
    const question = within(await screen.findByRole('alertdialog', { name: 'Delete the webhook?' }));
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    expect(fake.client.remove).not.toHaveBeenCalled();
    await userEvent.click(
      (await hookRow('https://a.example/')).getByRole('button', { name: 'Delete https://a.example/' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete the webhook?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(/No webhooks yet/)).toBeTruthy();
    expect(fake.client.remove).toHaveBeenCalledWith('p1', 'h1');
  });

  it('gives a hook a new secret after asking, shown once', async () => {
    fake.state.hooks = [
      {
        Id: 'h1',
        Url: 'https://a.example/',
        Events: ['render.failed'],
        Enabled: true,
        Created: '2031-01-01T00:00:00Z',
      },
    ];
    page();
    await userEvent.click(
      (await hookRow('https://a.example/')).getByRole('button', { name: 'New secret https://a.example/' }),
    );
    const question = within(await screen.findByRole('alertdialog', { name: 'Give the webhook a new secret?' }));
    await userEvent.click(question.getByRole('button', { name: 'New secret' }));
    const shown = within(await screen.findByRole('dialog', { name: 'New secret' }));
    expect(shown.getByRole<HTMLInputElement>('textbox', { name: 'Signing secret' }).value).toBe(
      `${SECRET.slice(0, -1)}9`,
    );
    expect(fake.client.rotateSecret).toHaveBeenCalledWith('p1', 'h1');
  });

  it('shows the delivery log with status and tries, sends one again and sends a test event', async () => {
    fake.state.hooks = [
      {
        Id: 'h1',
        Url: 'https://a.example/',
        Events: ['render.failed'],
        Enabled: true,
        Created: '2031-01-01T00:00:00Z',
      },
    ];
    fake.state.logs.set('h1', [
      delivery('d2', {
        Status: 'failed',
        Tries: 6,
        LastStatus: 503,
        LastError: 'the endpoint answered 503 (Service Unavailable)',
        Delivered: null,
      }),
      delivery('d1'),
    ]);
    page();
    const log = within(await screen.findByRole('region', { name: 'Deliveries to https://a.example/' }));
    const table = within(await log.findByRole('table', { name: 'Deliveries' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const failed = within(rows[0]!);
    expect(failed.getByText('Failed')).toBeTruthy();
    expect(failed.getByRole('cell', { name: '6' })).toBeTruthy();
    expect(failed.getByText('the endpoint answered 503 (Service Unavailable)')).toBeTruthy();
    expect(failed.getByText('Given up')).toBeTruthy();
    expect(within(rows[1]!).getByText('Delivered')).toBeTruthy();

    await userEvent.click(failed.getByRole('button', { name: /^Send again render\.succeeded/ }));
    await waitFor(() => expect(log.getByRole('status').textContent).toBe('The delivery is sent again.'));
    expect(fake.client.resend).toHaveBeenCalledWith('p1', 'h1', 'd2');
    await waitFor(() => expect(within(table.getAllByRole('row')[1]!).getByText('Pending')).toBeTruthy());

    await userEvent.click(log.getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(log.getByRole('status').textContent).toBe('A test event is on its way.'));
    expect(fake.client.ping).toHaveBeenCalledWith('p1', 'h1');
    await waitFor(() => expect(log.getAllByText('ping')).toHaveLength(1));
  });

  it('pages older deliveries in with Show older', async () => {
    fake.state.hooks = [
      {
        Id: 'h1',
        Url: 'https://a.example/',
        Events: ['render.failed'],
        Enabled: true,
        Created: '2031-01-01T00:00:00Z',
      },
    ];
    fake.state.logs.set(
      'h1',
      Array.from({ length: 60 }, (_, i) => delivery(`d${i}`)),
    );
    page();
    const log = within(await screen.findByRole('region', { name: 'Deliveries to https://a.example/' }));
    await log.findByRole('table', { name: 'Deliveries' });
    expect(log.getAllByRole('row')).toHaveLength(51);
    await userEvent.click(log.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(log.getAllByRole('row')).toHaveLength(61));
    expect(log.queryByRole('button', { name: 'Show older' })).toBeNull();
  });
});
