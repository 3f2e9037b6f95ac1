import { MOVIE_PROTO } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('static configuration', () => {
  it('serves auth.json pointing the console at /accounts', async () => {
    const reply = await server.request('/regions/auth.json');
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ baseurl: '/accounts', domain_suffix: 'localhost', use_accounting_menu: false });
  });

  it('serves regions.json with three enabled regions in order, with origin-relative hosts', async () => {
    const reply = await server.request('/regions/regions.json');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(Object.keys(reply.json)).toEqual(['eu-west-1', 'us-east-1', 'eu-original-1']);
    expect(reply.json['us-east-1']).toEqual({
      api: '/r/us-east-1/api',
      iv: '/r/us-east-1/iv',
      preview: '/r/us-east-1/preview',
      render: '/r/us-east-1/render',
      analytics: '/r/us-east-1/analytics',
      awsregion: 'us-east-1',
      bucket_prefix: 'reelforge-us-east-1',
      enabled: true,
      create: true,
    });
    for (const config of Object.values<{ enabled: boolean; create: boolean }>(reply.json)) {
      expect(config).toMatchObject({ enabled: true, create: true });
    }
  });

  it('has a working API host at every address regions.json lists', async () => {
    const regions = (await server.request('/regions/regions.json')).json;
    const token = await server.login('demo');
    for (const [name, config] of Object.entries<{ api: string }>(regions)) {
      const reply = await server.request(`${config.api}/v1/list/project/`, { token });
      expect(reply.status).toBe(200);
      expect(reply.json.Metadata.Region).toBe(name);
    }
  });

  it('serves rebranding.json and the icon it names', async () => {
    const reply = await server.request('/regions/rebranding.json');
    expect(reply.json).toEqual({
      company_name: 'Reelforge',
      company_shorthand: 'RF',
      fav_icon: '/favicon.svg',
      console_css: '',
    });
    const icon = await server.request(reply.json.fav_icon);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.text).toContain('<svg');
  });

  it('serves the movie and preview message definitions as /sdl/movie.proto', async () => {
    const reply = await server.request('/sdl/movie.proto');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(reply.text).toBe(MOVIE_PROTO);
    expect(reply.text).toMatch(/^message Movie \{/m);
    expect(reply.text).toMatch(/^message PreviewRequest \{/m);
  });
});
