import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Http } from '@reelforge/api';
import { effectsCompositionsClient } from '@reelforge/api/effects-compositions';
import { addComposition, updateComposition } from '@reelforge/model';
import { REGIONS } from '../../src/config/regions.ts';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: SignedIn;
let other: SignedIn;
let prjuid: string;

beforeAll(async () => {
  server = await startTestServer({ editors: { fxpro: 'https://fx.example.com/' } });
  [demo, other] = await Promise.all([signIn(server, 'demo'), signIn(server, 'other')]);
  prjuid = await demo.api.region('eu-west-1').createProject('Effects by the client');
});
afterAll(() => server.close());

describe('the effects compositions client', () => {
  it('creates comps.json empty on first read, then writes and reads the whole list', async () => {
    const client = demo.api.regional(effectsCompositionsClient, 'eu-west-1');
    expect(await client.list(prjuid)).toEqual([]);
    const now = '2026-11-24T21:00:00.000Z';
    const made = addComposition([], { name: 'Intro', type: 'fxexpress', region: 'eu-west-1', prjuid, now });
    await client.save(prjuid, updateComposition(made, 'Intro', { dataprovider: 'ds', ds: 'people.csv' }, now));
    expect(await client.list(prjuid)).toEqual([
      {
        region: 'eu-west-1',
        prjuid,
        name: 'Intro',
        type: 'fxexpress',
        date_created: now,
        date_modified: now,
        dataprovider: 'ds',
        ds: 'people.csv',
        configURL: '',
      },
    ]);
  });

  it("rejects with the platform's message what the platform refuses, and another user's project", async () => {
    const client = demo.api.regional(effectsCompositionsClient, 'eu-west-1');
    const twice = addComposition([], { name: 'A', type: 'fxpro', region: 'eu-west-1', prjuid, now: '' });
    await expect(client.save(prjuid, [...twice, ...twice])).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/used twice/),
    });
    await expect(other.api.regional(effectsCompositionsClient, 'eu-west-1').list(prjuid)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('knows a 404 by its name and status, whichever copy of the error class threw it', async () => {
    const written: unknown[] = [];
    const http = (async (_url: string, init?: { method?: string; body?: unknown }) => {
      if (init?.method === 'PUT') {
        written.push(init.body);
        return { status: 201, headers: new Headers(), data: null };
      }
      if (written.length) return { status: 200, headers: new Headers(), data: written.at(-1) };
      throw Object.assign(new Error('comps.json not found'), { name: 'ApiError', status: 404 });
    }) as unknown as Http;
    const client = effectsCompositionsClient({
      http,
      upload: undefined as never,
      region: 'eu-west-1',
      config: REGIONS['eu-west-1']!,
    });
    expect(await client.list('p1')).toEqual([]);
    expect(written).toEqual([[]]);
    const failing = effectsCompositionsClient({
      http: (async () =>
        Promise.reject(Object.assign(new Error('down'), { name: 'ApiError', status: 503 }))) as unknown as Http,
      upload: undefined as never,
      region: 'eu-west-1',
      config: REGIONS['eu-west-1']!,
    });
    await expect(failing.list('p1')).rejects.toThrow('down');
  });
});
