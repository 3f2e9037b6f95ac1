import {
  accountsClient,
  listProjectsAcrossRegions,
  regionClient,
  type AllProjects,
  type Api,
  type Http,
} from '@reelforge/api';
import { istoken, type RegionsConfig } from '@reelforge/model';

/**
 * Calls made as another account with its own token (docs/reference.md §6): the copy tool
 * holds the source account's token, in the `istoken` header, without touching the admin's
 * session. A 401 is the tool's to show, never a redirect of the admin to the login page.
 */
export function httpAs(api: Api, token: string): Http {
  return (url, options = {}) =>
    api.http(url, {
      ...options,
      ownUnauthorized: true,
      headers: { ...options.headers, Authorization: istoken(token) },
    });
}

/** The account's projects of every enabled region, read with its token. */
export function projectsOf(api: Api, regions: RegionsConfig, token: string): Promise<AllProjects> {
  const http = httpAs(api, token);
  return listProjectsAcrossRegions(regions, (name) => {
    const config = regions[name];
    if (!config) throw new Error(`Unknown region ${name}`);
    return regionClient(http, config);
  });
}

/** Renews the account's token (POST /auth/renew with it): the new token. */
export async function renewToken(api: Api, accountsUrl: string, token: string): Promise<string> {
  return (await accountsClient(httpAs(api, token), accountsUrl).renew()).Token;
}
