import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@reelforge/api';
import { COPY_TOKEN_RENEW_MS } from '@reelforge/model';
import { leaveArea } from '@reelforge/ui/testing';
import { item, openCopyTool, task } from './copy-area.js';

afterEach(() => {
  vi.useRealTimers();
  leaveArea();
});

const page = () => within(screen.getByRole('region', { name: 'Copy a project to another account' }));

/** Chooses demo as the source and bob as the target, as an admin would. */
async function chooseAccounts(user = userEvent.setup()) {
  await user.type(page().getByRole('textbox', { name: 'Source account' }), 'dem');
  await user.click(await page().findByRole('button', { name: 'Copy from demo' }));
  await user.type(await page().findByRole('textbox', { name: 'Target account' }), 'bo');
  await user.click(await page().findByRole('button', { name: 'Copy to bob' }));
  return user;
}

describe('/copyproject', () => {
  it('searches accounts only after more than one character, spaces around not counted', async () => {
    const world = openCopyTool();
    const field = page().getByRole('textbox', { name: 'Source account' });
    await userEvent.type(field, ' d ');
    expect(page().getByText('Type at least 2 characters of a username to search.')).toBeTruthy();
    expect(world.search).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, ' de ');
    expect(await page().findByRole('button', { name: 'Copy from demo' })).toBeTruthy();
    expect(await page().findByRole('button', { name: 'Copy from demo2' })).toBeTruthy();
    expect(world.search).toHaveBeenLastCalledWith('de');
    // Nothing found is said so.
    await userEvent.type(field, 'zz');
    expect(await page().findByText('No account matches “de zz”.')).toBeTruthy();
  });

  it('copies a project of the source into the target account: the source read with its own token, the items shown, the dialog closing after', async () => {
    const running = task('running', [
      item('project', 'Sample Copy', 'done'),
      item('asset', 'logo.png', 'uploading'),
      item('datasource', 'people.csv', 'downloading'),
      item('movie', 'intro', 'pending'),
    ]);
    const done = task(
      'done',
      running.items.map((it) => ({ ...it, status: 'done' as const })),
      { progress: 100, project: { name: 'Sample Copy' } as never },
    );
    const copyTask = vi.fn().mockResolvedValueOnce(running).mockResolvedValue(done);
    const world = openCopyTool({ copyTask });
    const user = await chooseAccounts();
    expect(world.assume).toHaveBeenCalledWith('demo');
    // The source's projects of both regions, read with demo's token, never the admin's; a 401 is the tool's own.
    const list = within(await page().findByRole('list', { name: 'Projects of demo' }));
    expect(list.getByText('Sample')).toBeTruthy();
    expect(list.getByText('Launch')).toBeTruthy();
    expect(
      world.userCalls
        .filter((call) => call.url.includes('/list/project/'))
        .map((call) => [call.authorization, call.ownUnauthorized]),
    ).toEqual([
      ['istoken demo-token-1', true],
      ['istoken demo-token-1', true],
    ]);
    expect(page().getByText('bob')).toBeTruthy();

    await user.click(list.getByRole('button', { name: 'Copy Sample' }));
    const form = within(screen.getByRole('dialog', { name: 'Copy Sample to bob' }));
    expect(form.getByRole<HTMLInputElement>('textbox', { name: 'Name of the copy' }).value).toBe('Sample Copy');
    await user.selectOptions(form.getByRole('combobox', { name: 'Target region' }), 'us-east-1');
    await user.click(form.getByRole('button', { name: 'Copy' }));
    expect(world.copyBetweenUsers).toHaveBeenCalledWith('p1', {
      region: 'us-east-1',
      name: 'Sample Copy',
      source: 'demo',
      target: 'bob',
    });

    const progress = within(await screen.findByRole('dialog', { name: 'Copying project' }));
    await waitFor(() => expect(progress.getByText('logo.png').parentElement?.textContent).toMatch(/Uploading/));
    expect(progress.getByText('people.csv').parentElement?.textContent).toMatch(/Downloading/);
    expect(progress.getByText('intro').parentElement?.textContent).toMatch(/Waiting/);
    // The creation is left out of the count (docs/reference.md §4).
    expect(progress.getByRole('progressbar', { name: 'Copying Sample' }).getAttribute('aria-valuetext')).toBe(
      '0 of 3 items (0%)',
    );
    expect(progress.getByRole<HTMLButtonElement>('button', { name: 'Close' }).disabled).toBe(true);
    await waitFor(() => expect(progress.getByRole('status').textContent).toBe('Copied to bob.'), { timeout: 3000 });
    expect(progress.getByRole('progressbar', { name: 'Copying Sample' }).getAttribute('aria-valuenow')).toBe('100');
    // It closes by itself a second after (docs/reference.md §4).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(world.copyTask).toHaveBeenCalledWith('t1');
  });

  it('keeps a copy with failed items shown, each error on its item, until it is closed', async () => {
    const copyTask = vi.fn(async () =>
      task(
        'error',
        [item('project', 'Sample Copy', 'done'), item('datasource', 'broken.csv', 'error', 'No such file')],
        { progress: 100, Message: '1 of 1 items could not be copied' },
      ),
    );
    openCopyTool({ copyTask });
    const user = await chooseAccounts();
    await user.click(await page().findByRole('button', { name: 'Copy Sample' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Copy Sample to bob' })).getByRole('button', { name: 'Copy' }),
    );
    const progress = within(await screen.findByRole('dialog', { name: 'Copying project' }));
    await waitFor(() => expect(progress.getByRole('status').textContent).toBe('Finished, with errors shown above.'));
    expect(progress.getByRole('alert').textContent).toBe('1 of 1 items could not be copied');
    expect(progress.getByRole('note').textContent).toBe('No such file');
    expect(progress.getByText('broken.csv').parentElement?.textContent).toMatch(/Failed/);
    await user.click(progress.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a copy name the project rule refuses, and shows the platform refusing a copy, the dialog left open', async () => {
    const copyBetweenUsers = vi.fn(async () => {
      throw new ApiError(400, 'Bad Request', 'Unknown region "mars-1"');
    });
    openCopyTool({ copyBetweenUsers });
    const user = await chooseAccounts();
    await user.click(await page().findByRole('button', { name: 'Copy Launch' }));
    const form = within(screen.getByRole('dialog', { name: 'Copy Launch to bob' }));
    const name = form.getByRole('textbox', { name: 'Name of the copy' });
    for (const bad of ['   ', '../../etc', 'a/b']) {
      await user.clear(name);
      await user.type(name, bad);
      await user.click(form.getByRole('button', { name: 'Copy' }));
      expect(copyBetweenUsers).not.toHaveBeenCalled();
    }
    await user.clear(name);
    await user.type(name, 'Launch for bob');
    await user.click(form.getByRole('button', { name: 'Copy' }));
    expect(await form.findByText(/Unknown region "mars-1"/)).toBeTruthy();
    expect(copyBetweenUsers).toHaveBeenCalledWith('p2', {
      region: 'us-east-1',
      name: 'Launch for bob',
      source: 'demo',
      target: 'bob',
    });
    expect(screen.getByRole('dialog', { name: 'Copy Launch to bob' })).toBeTruthy();
  });

  it('says so when the source account cannot be taken, and stays on the source search', async () => {
    const assume = vi.fn(async () => {
      throw new ApiError(403, 'Forbidden', 'Admins only');
    });
    openCopyTool({ assume });
    await userEvent.type(page().getByRole('textbox', { name: 'Source account' }), 'dem');
    await userEvent.click(await page().findByRole('button', { name: 'Copy from demo' }));
    expect((await page().findByRole('alert')).textContent).toBe("Could not read demo's projects: Admins only");
    expect(page().getByRole('textbox', { name: 'Source account' })).toBeTruthy();
    expect(page().queryByRole('textbox', { name: 'Target account' })).toBeNull();
  });

  it('shows a source whose projects cannot be read with its token, without sending the admin to the login page', async () => {
    const world = openCopyTool({ assume: vi.fn(async (username: string) => ({ Token: `${username}-token-1` })) });
    await userEvent.type(page().getByRole('textbox', { name: 'Source account' }), 'bo');
    await userEvent.click(await page().findByRole('button', { name: 'Copy from bob' }));
    await userEvent.type(await page().findByRole('textbox', { name: 'Target account' }), 'dem');
    await userEvent.click(await page().findByRole('button', { name: 'Copy to demo' }));
    // bob's token lists nothing here: each region's refusal is shown, and no project is offered.
    await waitFor(() =>
      expect(
        page()
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toHaveLength(2),
    );
    expect(page().queryByRole('button', { name: /^Copy (Sample|Launch)$/ })).toBeNull();
    expect(world.userCalls.every((call) => call.ownUnauthorized === true)).toBe(true);
  });

  it('renews the source account token every 10 minutes while a long copy runs, each renewal with the latest token', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    const world = openCopyTool();
    const user = await chooseAccounts(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.click(await page().findByRole('button', { name: 'Copy Sample' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Copy Sample to bob' })).getByRole('button', { name: 'Copy' }),
    );
    await screen.findByRole('dialog', { name: 'Copying project' });
    const renewals = () =>
      world.userCalls.filter((call) => call.url === '/accounts/auth/renew').map((call) => call.authorization);
    await vi.advanceTimersByTimeAsync(COPY_TOKEN_RENEW_MS - 1000);
    expect(renewals()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(renewals()).toEqual(['istoken demo-token-1']));
    await vi.advanceTimersByTimeAsync(COPY_TOKEN_RENEW_MS);
    await waitFor(() => expect(renewals()).toEqual(['istoken demo-token-1', 'istoken demo-token-2']));
    // Still copying: the copy has not ended.
    expect(within(screen.getByRole('dialog', { name: 'Copying project' })).getByRole('status').textContent).toBe(
      'Copying…',
    );
    // A renewal the platform refuses is shown, with what to do.
    world.refuseRenewal();
    await vi.advanceTimersByTimeAsync(COPY_TOKEN_RENEW_MS);
    expect((await page().findByText(/The token of demo could not be renewed: The session ended/)).textContent).toMatch(
      /Choose the source account again/,
    );
  });
});
