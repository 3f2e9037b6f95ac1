import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@reelforge/api';
import { signIn } from '../helpers/clients.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the accounts client', () => {
  it('signs in, tells whose token it is, renews it and ends the sign-in', async () => {
    const { api } = await signIn(server, 'demo');
    const verified = await api.accounts.verify();
    expect(verified).toMatchObject({ Username: 'demo', Admin: false });
    expect(Date.parse(verified.Expires)).toBeGreaterThan(Date.now());

    const renewed = await api.accounts.renew();
    expect(renewed.Token).toMatch(/\S/);
    expect(Date.parse(renewed.Expires)).toBeGreaterThan(Date.now());

    await api.accounts.logout();
    await expect(api.accounts.verify()).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a wrong password with the server’s message', async () => {
    const { api } = await signIn(server, 'other');
    const refused = await api.accounts.login('other', 'wrong').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 401, message: 'Wrong username or password' });
  });

  it('gives temporary credentials for the signed-in user', async () => {
    const { api } = await signIn(server, 'demo');
    const credentials = await api.accounts.session();
    expect(credentials.AccessKeyId).toMatch(/\S/);
    expect(credentials.SecretAccessKey).toMatch(/\S/);
    expect(credentials.SessionToken).toMatch(/\S/);
  });

  it('lets an admin find accounts and assume one of them', async () => {
    const { api } = await signIn(server, 'admin');
    const found = await api.accounts.search('oth');
    expect(found.map((account) => account.username)).toEqual(['other']);
    const assumed = await api.accounts.assume('other');
    expect(assumed).toMatchObject({ Username: 'other' });
    expect(assumed.Token).toMatch(/\S/);
  });

  it('keeps searching and assuming to admins', async () => {
    const { api } = await signIn(server, 'demo');
    await expect(api.accounts.search('oth')).rejects.toMatchObject({ status: 403 });
    await expect(api.accounts.assume('other')).rejects.toMatchObject({ status: 403 });
  });
});
