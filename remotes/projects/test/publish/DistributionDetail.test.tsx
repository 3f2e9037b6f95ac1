import { afterEach, describe, expect, it, vi } from 'vitest';
import { area, BASE, byLabel, byRole, click, leaveArea, fill, HOME, publishing, queryRole, session, speeds, SYDNEY_FAILED, US, userError, waitFor } from './fixtures.js';

afterEach(async () => {
  await leaveArea();
  vi.restoreAllMocks();
});

const facts = (section: HTMLElement) =>
  Object.fromEntries([...section.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe('a distribution page', () => {
  it("shows the distribution's name, state and when it was published", async () => {
    session(publishing([HOME, US]));
    const page = await area(`${BASE}/us-east-1`);
    const section = await waitFor(() => byRole(page, 'region', 'Distribution us-east-1'));
    expect(section.querySelector('h1')?.textContent).toBe('US East (N. Virginia)');
    expect(facts(section)).toMatchObject({ Region: 'us-east-1', State: 'Published, with changes not yet published' });
    expect(section.querySelector('time')?.getAttribute('dateTime')).toBe('2024-03-01T10:00:00Z');
    expect(byRole(section, 'link', '← All distributions').getAttribute('href')).toBe(BASE);
  });

  it('shows why the last publish failed', async () => {
    session(publishing([HOME, SYDNEY_FAILED]));
    const page = await area(`${BASE}/ap-southeast-2`);
    const section = await waitFor(() => byRole(page, 'region', 'Distribution ap-southeast-2'));
    expect(facts(section)).toMatchObject({ State: 'Publishing failed', Failure: 'Quota exceeded' });
  });

  it("reads the render speed at the distribution's region and saves a change there", async () => {
    const speed = speeds({ 'eu-west-1': 1, 'us-east-1': 2 });
    session(publishing([HOME, US]), { speeds: speed });
    const page = await area(`${BASE}/us-east-1`);
    const select = await waitFor(() => {
      const found = byLabel<HTMLSelectElement>(page, 'Render speed');
      expect(found.value).toBe('2');
      return found;
    });
    expect(speed.region('us-east-1').getSpeed).toHaveBeenCalledWith('p1');
    expect(speed.region('eu-west-1').getSpeed).not.toHaveBeenCalled();
    await fill(select, '4');
    await waitFor(() => expect(byRole(page, 'status').textContent).toBe('Saved.'));
    expect(speed.region('us-east-1').setSpeed).toHaveBeenCalledWith('p1', 4);
    expect(speed.stored).toEqual({ 'eu-west-1': 1, 'us-east-1': 4 });
  });

  it('has no Sync or Remove for the default distribution', async () => {
    session(publishing([HOME, US]));
    const page = await area(`${BASE}/eu-west-1`);
    const section = await waitFor(() => byRole(page, 'region', 'Distribution eu-west-1'));
    expect(facts(section)).toMatchObject({ State: 'Default', Published: '—' });
    expect(queryRole(section, 'button', 'Sync eu-west-1')).toBeNull();
    expect(queryRole(section, 'button', 'Remove eu-west-1')).toBeNull();
  });

  it('syncs the distribution and reloads', async () => {
    const client = publishing([HOME, US]);
    session(client);
    const page = await area(`${BASE}/us-east-1`);
    await click(await waitFor(() => byRole(page, 'button', 'Sync us-east-1')));
    await waitFor(() => expect(client.distributions).toHaveBeenCalledTimes(2));
    expect(client.publish).toHaveBeenCalledWith('p1', 'us-east-1');
    await waitFor(() => expect(facts(byRole(page, 'region', 'Distribution us-east-1')).State).toBe('Published'));
  });

  it('goes back to the list after removing the distribution', async () => {
    const client = publishing([HOME, US]);
    session(client);
    const page = await area(`${BASE}/us-east-1`);
    await click(await waitFor(() => byRole(page, 'button', 'Remove us-east-1')));
    await click(byRole(byRole(document.body, 'dialog', 'Remove us-east-1?'), 'button', 'Remove'));
    await waitFor(() => expect(window.location.pathname).toBe(BASE));
    expect(client.depublish).toHaveBeenCalledWith('p1', 'us-east-1');
    await waitFor(() => byRole(page, 'link', 'Europe (Ireland)'));
    expect(queryRole(page, 'link', 'US East (N. Virginia)')).toBeNull();
  });

  it('stays on the page when removing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    session(publishing([HOME, US], { depublish: vi.fn(async () => Promise.reject(new Error('Region is read-only'))) }));
    const page = await area(`${BASE}/us-east-1`);
    await click(await waitFor(() => byRole(page, 'button', 'Remove us-east-1')));
    await click(byRole(byRole(document.body, 'dialog', 'Remove us-east-1?'), 'button', 'Remove'));
    await waitFor(() => expect(userError()).toEqual({ title: 'Removing us-east-1 failed', html: 'Region is read-only' }));
    expect(window.location.pathname).toBe(`${BASE}/us-east-1`);
  });

  it('says the project is not published to an unknown region, with a way back', async () => {
    session(publishing([HOME, US]));
    const page = await area(`${BASE}/ap-southeast-2`);
    const panel = await waitFor(() => byRole(page, 'alert', 'Not published to ap-southeast-2'));
    await click(byRole(panel, 'link', 'Back to the distributions'));
    await waitFor(() => expect(window.location.pathname).toBe(BASE));
    await waitFor(() => byRole(page, 'link', 'US East (N. Virginia)'));
  });
});
