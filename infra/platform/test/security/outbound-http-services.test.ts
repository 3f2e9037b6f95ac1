import type { Destination } from '@reelforge/model';
import { describe, expect, it } from 'vitest';
import { createDeliver, type ServiceEndpoints } from '../../src/destinations/index.ts';
import { failureOf, startRecordingServer } from '../helpers/destination-servers.ts';
import { LOOPBACK, useOutboundTraps } from '../helpers/outbound-traps.ts';

/**
 * Destinations that speak HTTP (the HTTP upload, Azure, and the hosted services whose base
 * URLs can be pointed elsewhere) never reach an internal address without the operator's
 * allow-list: traps on 127.0.0.1 and ::1 count every connection, and must count none.
 */

const traps = useOutboundTraps();

/** Base URLs of the loopback traps, in the spellings a stranger would try, with what each is called. */
function spellings(): [string, string][] {
  return [
    ...traps.hosts().map(([host, reason]): [string, string] => [`http://${host}`, reason]),
    [`https://127.0.0.1:${traps.trap4.port}`, LOOPBACK],
  ];
}

/** Each kind with the endpoint it is pointed at: a destination parameter or a service base URL. */
const KINDS: { kind: string; deliverAt(base: string): Promise<Error> }[] = [
  {
    kind: 'HTTP upload (POST)',
    deliverAt: (base) =>
      failureOf(traps.deliver()({ type: 'http', url: `${base}/upload` }, traps.input, traps.context)),
  },
  {
    kind: 'HTTP upload (PUT)',
    deliverAt: (base) =>
      failureOf(
        traps.deliver()({ type: 'http', method: 'PUT', url: `${base}/files/clip.mp4` }, traps.input, traps.context),
      ),
  },
  {
    kind: 'Azure',
    deliverAt: (base) =>
      service('azureBlob', `${base}/{account}`, { type: 'azure', account: 'acct', key: 'a2V5', container: 'c' }),
  },
  {
    kind: 'Dropbox',
    deliverAt: (base) => service('dropboxContent', base, { type: 'dropbox', oauth_access_token: 'token-1234' }),
  },
  {
    kind: 'YouTube',
    deliverAt: (base) => service('youtube', base, { type: 'youtube', oauth_access_token: 'token-1234' }),
  },
  {
    kind: 'JW Player',
    deliverAt: (base) => service('jwplayer', base, { type: 'jwplayer', api_key: 'site:secret-1234' }),
  },
  { kind: 'Wistia', deliverAt: (base) => service('wistia', base, { type: 'wistia', access_token: 'token-1234' }) },
];

function service(endpoint: keyof ServiceEndpoints, base: string, destination: Destination): Promise<Error> {
  return failureOf(traps.deliver({ endpoints: { [endpoint]: base } })(destination, traps.input, traps.context));
}

describe.each(KINDS)('$kind without an allow-list', ({ deliverAt }) => {
  it('never connects to loopback, whatever the spelling, and says why in one try', async () => {
    for (const [base, reason] of spellings()) {
      const error = await deliverAt(base);
      expect(error.message, base).toMatch(new RegExp(`failed: ${reason.replace(/[()]/g, '\\$&')}$`));
      expect((error as { attempts?: number }).attempts, base).toBe(1);
    }
    expect(traps.trap4.connections).toBe(0);
    expect(traps.trap6.connections).toBe(0);
  });

  it.each([
    'http://169.254.169.254',
    'http://[fd00:ec2::254]',
    'http://10.0.0.1',
    'http://192.168.0.1',
    'http://100.64.0.1',
    'http://0.0.0.0',
    'http://[::]',
    'http://[fe80::1]',
    'http://224.0.0.1',
  ])('refuses %s (metadata, private, unspecified, link-local, multicast) before any packet', async (base) => {
    const error = await deliverAt(base);
    expect(error.message).toMatch(/failed: the host is an? [\w\-() ]+ address \(refused\)$/);
  });
});

describe('with the allow-list', () => {
  it('the same deliveries reach the listener named in it, and only that one', async () => {
    const before = traps.trap4.connections;
    const allowed = createDeliver({ outboundAllow: [`127.0.0.1:${traps.trap4.port}`], attempts: 1 });
    await failureOf(
      allowed({ type: 'http', url: `http://127.1:${traps.trap4.port}/upload` }, traps.input, traps.context),
    );
    expect(traps.trap4.connections).toBe(before + 1);
    // Another port of the same address is not in the list.
    const other = await failureOf(
      allowed({ type: 'http', url: `http://127.0.0.1:${traps.trap6.port}/upload` }, traps.input, traps.context),
    );
    expect(other.message).toMatch(/the host is a loopback address \(refused\)$/);
    expect(traps.trap6.connections).toBe(0);
  });
});

describe('answers that point elsewhere', () => {
  it('a redirect from an allowed server is not followed to an internal one', async () => {
    const server = await startRecordingServer(() => ({
      status: 307,
      headers: { location: `http://[::1]:${traps.trap6.port}/steal` },
    }));
    try {
      const error = await failureOf(
        createDeliver({ outboundAllow: ['127.0.0.1'] })(
          { type: 'http', url: `${server.url}/upload` },
          traps.input,
          traps.context,
        ),
      );
      expect(error.message).toBe(
        `HTTP upload to ${server.url}/upload failed: the destination answered 307 (Temporary Redirect)`,
      );
      expect(traps.trap6.connections).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("a service's upload link or session URL pointing at an internal address is refused", async () => {
    const api = await startRecordingServer((request, base) =>
      request.url.startsWith('/v2/sites/')
        ? { status: 201, body: { id: 'm1', upload_link: `http://[::1]:${traps.trap6.port}/upload` } }
        : { status: 200, headers: { location: `http://2130706433:${traps.trap4.port}/session?base=${base}` } },
    );
    const before = traps.connections();
    try {
      const deliver = createDeliver({
        outboundAllow: [`127.0.0.1:${api.port}`],
        endpoints: { jwplayer: api.url, youtube: api.url },
      });
      const jw = await failureOf(
        deliver({ type: 'jwplayer', api_key: 'site:secret-1234' }, traps.input, traps.context),
      );
      expect(jw.message).toBe(
        'JW Player upload of clip.mp4 failed: media m1 was created, but sending the file failed: the host is a loopback address (refused)',
      );
      const yt = await failureOf(
        deliver({ type: 'youtube', oauth_access_token: 'token-1234' }, traps.input, traps.context),
      );
      expect(yt.message).toBe('YouTube upload of clip.mp4 failed: the host is a loopback address (refused)');
      expect(traps.connections()).toBe(before);
    } finally {
      await api.close();
    }
  });
});
