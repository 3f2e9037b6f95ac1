import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientErrorReport } from '@reelforge/api/client-errors';
import { stateChangeErrorReporter } from '../../src/dialogs/report-state-change-error.js';
import { startConsoleOrigin, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, openConsole } from '../helpers/open-console.js';

describe('the state-change error reporter', () => {
  const failure = (message: string) => ({
    from: '/projects',
    to: '/projects/eu-west-1/x/videos',
    error: new Error(message),
  });

  it('sends a report with from, to, the error and the version', async () => {
    const sent: ClientErrorReport[] = [];
    const report = stateChangeErrorReporter({ send: async (r) => void sent.push(r), version: '0.1.0' });
    expect(await report(failure('Not found'))).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ from: '/projects', to: '/projects/eu-west-1/x/videos', version: '0.1.0' });
    expect(JSON.parse(sent[0]!.error)).toMatchObject({ name: 'Error', message: 'Not found' });
  });

  it('sends the same error once, and a few a minute at most', async () => {
    let now = 0;
    const sent: ClientErrorReport[] = [];
    const report = stateChangeErrorReporter({ send: async (r) => void sent.push(r), version: '1', now: () => now });
    await report(failure('one'));
    await report(failure('one'));
    expect(sent).toHaveLength(1);
    for (const n of [2, 3, 4, 5]) await report(failure(`error ${n}`));
    expect(sent.map((r) => JSON.parse(r.error).message)).toEqual(['one', 'error 2', 'error 3']);
    now = 61_000;
    expect(await report(failure('later'))).toBe(true);
    expect(sent).toHaveLength(4);
  });

  it('never sends a token, a password or a signature', async () => {
    const sent: ClientErrorReport[] = [];
    const report = stateChangeErrorReporter({ send: async (r) => void sent.push(r), version: '1' });
    const error = Object.assign(new Error('GET /v1/project?token=abc123 failed'), {
      headers: { authorization: 'istoken s3cr3t-value' },
      password: 'hunter2',
    });
    await report({ from: '/a?token=zzz9', to: '/b', error });
    const text = JSON.stringify(sent);
    for (const secret of ['abc123', 's3cr3t-value', 'hunter2', 'zzz9']) expect(text).not.toContain(secret);
  });

  it('resolves false and notes it when the report cannot be sent', async () => {
    const log = vi.fn();
    const report = stateChangeErrorReporter({ send: () => Promise.reject(new Error('offline')), version: '1', log });
    expect(await report(failure('x'))).toBe(false);
    expect(log).toHaveBeenCalledWith('The error report could not be sent: offline');
  });
});

describe('a failed change of state in the console', () => {
  let server: ConsoleOrigin;
  const missing = `/projects/eu-west-1/${'0'.repeat(32)}/videos`;
  const reports = () => server.requests.filter((r) => r === 'POST /accounts/account/client-errors');

  beforeAll(async () => {
    server = await startConsoleOrigin();
    for (const remote of ['projects', 'assets']) areaCode(remote);
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  afterEach(() => vi.restoreAllMocks());

  it('shows the dialog and reports the error to the platform once', async () => {
    server.answer('/accounts/account/client-errors', { status: 202, json: { Accepted: true } });
    const { went } = openConsole(server.origin, missing);
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog.textContent).toContain(missing);
    await waitFor(() => expect(reports()).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close and reload' }));
    await waitFor(() => expect(went).toEqual(['/']));
    expect(reports()).toHaveLength(1);
  });

  it('keeps working when the report fails', async () => {
    server.answer('/accounts/account/client-errors', 'hang-up');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { went } = openConsole(server.origin, missing);
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('The error report could not be sent')),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close and reload' }));
    await waitFor(() => expect(went).toEqual(['/']));
  });
});
