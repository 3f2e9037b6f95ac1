import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveArea } from '@reelforge/ui/testing';
import { area, BASE, HOME, publishing, session, speeds, SYDNEY_FAILED, US, userError } from './fixtures.js';

afterEach(() => {
  leaveArea();
  vi.restoreAllMocks();
});

/** The facts of a distribution: each term of its definition list with its definition. */
const facts = (section: HTMLElement) =>
  Object.fromEntries(
    within(section)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
const distribution = (region: string) => screen.findByRole('region', { name: `Distribution ${region}` });
const removeConfirmation = () => within(screen.getByRole('alertdialog', { name: 'Remove us-east-1?' }));

describe('a distribution page', () => {
  it("shows the distribution's name, state and when it was published", async () => {
    session(publishing([HOME, US]));
    area(`${BASE}/us-east-1`);
    const section = await distribution('us-east-1');
    expect(within(section).getByRole('heading', { level: 1 }).textContent).toBe('US East (N. Virginia)');
    expect(facts(section)).toMatchObject({ Region: 'us-east-1', State: 'Published, with changes not yet published' });
    expect(within(section).getByRole('time').getAttribute('dateTime')).toBe('2024-03-01T10:00:00Z');
    expect(within(section).getByRole('link', { name: '← All distributions' }).getAttribute('href')).toBe(BASE);
  });

  it('shows why the last publish failed', async () => {
    session(publishing([HOME, SYDNEY_FAILED]));
    area(`${BASE}/ap-southeast-2`);
    expect(facts(await distribution('ap-southeast-2'))).toMatchObject({
      State: 'Publishing failed',
      Failure: 'Quota exceeded',
    });
  });

  it("reads the render speed at the distribution's region and saves a change there", async () => {
    const speed = speeds({ 'eu-west-1': 1, 'us-east-1': 2 });
    session(publishing([HOME, US]), { speeds: speed });
    area(`${BASE}/us-east-1`);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Render speed' });
    await waitFor(() => expect(select.value).toBe('2'));
    expect(speed.region('us-east-1').getSpeed).toHaveBeenCalledWith('p1');
    expect(speed.region('eu-west-1').getSpeed).not.toHaveBeenCalled();
    await userEvent.selectOptions(select, '4');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    expect(speed.region('us-east-1').setSpeed).toHaveBeenCalledWith('p1', 4);
    expect(speed.stored).toEqual({ 'eu-west-1': 1, 'us-east-1': 4 });
  });

  it('has no Sync or Remove for the default distribution', async () => {
    session(publishing([HOME, US]));
    area(`${BASE}/eu-west-1`);
    const section = await distribution('eu-west-1');
    expect(facts(section)).toMatchObject({ State: 'Default', Published: '—' });
    expect(within(section).queryByRole('button', { name: 'Sync eu-west-1' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Remove eu-west-1' })).toBeNull();
  });

  it('syncs the distribution and reloads', async () => {
    const client = publishing([HOME, US]);
    session(client);
    area(`${BASE}/us-east-1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Sync us-east-1' }));
    await waitFor(() => expect(client.distributions).toHaveBeenCalledTimes(2));
    expect(client.publish).toHaveBeenCalledWith('p1', 'us-east-1');
    await waitFor(async () => expect(facts(await distribution('us-east-1')).State).toBe('Published'));
  });

  it('goes back to the list after removing the distribution', async () => {
    const client = publishing([HOME, US]);
    session(client);
    area(`${BASE}/us-east-1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove us-east-1' }));
    await userEvent.click(removeConfirmation().getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(window.location.pathname).toBe(BASE));
    expect(client.depublish).toHaveBeenCalledWith('p1', 'us-east-1');
    expect(await screen.findByRole('link', { name: 'Europe (Ireland)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'US East (N. Virginia)' })).toBeNull();
  });

  it('stays on the page when removing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    session(publishing([HOME, US], { depublish: vi.fn(async () => Promise.reject(new Error('Region is read-only'))) }));
    area(`${BASE}/us-east-1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove us-east-1' }));
    await userEvent.click(removeConfirmation().getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(userError()).toEqual({ title: 'Removing us-east-1 failed', html: 'Region is read-only' }),
    );
    expect(window.location.pathname).toBe(`${BASE}/us-east-1`);
  });

  it('says the project is not published to an unknown region, with a way back', async () => {
    session(publishing([HOME, US]));
    area(`${BASE}/ap-southeast-2`);
    const panel = await screen.findByRole('alert', { name: 'Not published to ap-southeast-2' });
    await userEvent.click(within(panel).getByRole('link', { name: 'Back to the distributions' }));
    await waitFor(() => expect(window.location.pathname).toBe(BASE));
    expect(await screen.findByRole('link', { name: 'US East (N. Virginia)' })).toBeTruthy();
  });
});
