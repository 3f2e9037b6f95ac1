import { once } from 'node:events';
import type { LookupAddress } from 'node:dns';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundGuard, type Resolver } from '../../src/net/outbound-guard.ts';
import { guardedAgents } from '../../src/net/guarded-agents.ts';
import { hostsFileLoopbackName, startTrap } from '../helpers/destination-servers.ts';

let trap: Awaited<ReturnType<typeof startTrap>>;
beforeAll(async () => {
  trap = await startTrap('127.0.0.1');
});
afterAll(() => trap?.close());

/** A resolver with fixed answers, for names whose DNS the test cannot set (public and private at once). */
const fixed =
  (answers: Record<string, string[]>): Resolver =>
  (hostname, _options, callback) => {
    const addresses = answers[hostname];
    if (!addresses) return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };

function lookup(guard: OutboundGuard, host: string, port: number, all = false): Promise<string | LookupAddress[]> {
  return new Promise((resolve, reject) => {
    guard.lookupFor(port)(
      host,
      { all } as never,
      ((error: Error | null, address: string | LookupAddress[]) => (error ? reject(error) : resolve(address))) as never,
    );
  });
}

/** A real socket to the trap's port with the guard as its lookup: the way every delivery socket connects. */
async function connectThrough(guard: OutboundGuard, host: string): Promise<string> {
  const socket = connect({ host, port: trap.port, lookup: guard.lookupFor(trap.port) });
  const [error] = (await once(socket, 'error').catch((e: unknown) => [e])) as [Error];
  socket.destroy();
  return error.message;
}

describe('the outbound guard as the lookup of a socket', () => {
  it('refuses names that resolve to loopback: localhost, *.localhost, a name in /etc/hosts', async () => {
    const guard = new OutboundGuard();
    expect(await connectThrough(guard, 'localhost')).toBe('the host is a local name (refused)');
    expect(await connectThrough(guard, 'a.b.localhost')).toBe('the host is a local name (refused)');
    const listed = hostsFileLoopbackName();
    expect(await connectThrough(guard, listed)).toMatch(
      /^the host (is a local name|resolves to a loopback address) \(refused\)$/,
    );
    expect(trap.connections).toBe(0);
  });

  it('refuses a name with any internal address among its public ones', async () => {
    const guard = new OutboundGuard({
      resolver: fixed({
        'mixed.example': ['93.184.216.34', '10.0.0.7'],
        'v6.example': ['2606:4700::1', 'fd00:ec2::254'],
        'rebound.example': ['127.0.0.1'],
      }),
    });
    await expect(lookup(guard, 'mixed.example', 443)).rejects.toThrow(
      'the host resolves to a private address (refused)',
    );
    await expect(lookup(guard, 'v6.example', 443)).rejects.toThrow('the host resolves to a private address (refused)');
    expect(await connectThrough(guard, 'rebound.example')).toBe('the host resolves to a loopback address (refused)');
    expect(trap.connections).toBe(0);
  });

  it('passes public names on with every address when asked for all (happy eyeballs)', async () => {
    const guard = new OutboundGuard({ resolver: fixed({ 'cdn.example': ['93.184.216.34', '2606:2800:220:1::1'] }) });
    expect(await lookup(guard, 'cdn.example', 443)).toBe('93.184.216.34');
    expect(await lookup(guard, 'cdn.example', 443, true)).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    ]);
  });

  it('lets the allow-list open a name, an address or a range, on its port', async () => {
    const resolver = fixed({
      'minio.internal': ['10.0.0.5'],
      'nas.internal': ['192.168.7.7'],
      'other.internal': ['10.0.0.9'],
    });
    const guard = new OutboundGuard({
      allow: ['minio.internal:9000', '192.168.7.0/24', `127.0.0.1:${trap.port}`],
      resolver,
    });
    expect(await lookup(guard, 'minio.internal', 9000)).toBe('10.0.0.5');
    await expect(lookup(guard, 'minio.internal', 9001)).rejects.toThrow(
      'the host resolves to a private address (refused)',
    );
    expect(await lookup(guard, 'nas.internal', 21)).toBe('192.168.7.7');
    await expect(lookup(guard, 'other.internal', 9000)).rejects.toThrow(
      'the host resolves to a private address (refused)',
    );
    expect(guard.refusalOf('127.0.0.1', trap.port)).toBeUndefined();
    expect(guard.refusalOf('127.0.0.1', trap.port + 1)?.message).toBe('the host is a loopback address (refused)');
  });

  it('names the variable when an allow-list entry is not valid', () => {
    expect(() => new OutboundGuard({ allow: ['minio.internal', 'http://x'] })).toThrow(
      'OUTBOUND_ALLOW_HOSTS: "http://x" is not a host name, IP address or CIDR range with an optional :port',
    );
  });
});

describe('the guarded agents', () => {
  it('refuse literal addresses, which sockets connect to without a lookup', async () => {
    const agents = guardedAgents(new OutboundGuard());
    for (const url of [
      `http://127.0.0.1:${trap.port}/`,
      `http://0x7f000001:${trap.port}/`,
      `https://127.1:${trap.port}/`,
      `http://[::ffff:127.0.0.1]:${trap.port}/`,
    ]) {
      const failure = await fetchWith(agents, url);
      expect(failure, url).toBe('the host is a loopback address (refused)');
    }
    expect(trap.connections).toBe(0);
  });
});

async function fetchWith(agents: ReturnType<typeof guardedAgents>, url: string): Promise<string> {
  const { request } = url.startsWith('https:') ? await import('node:https') : await import('node:http');
  return new Promise((resolve) => {
    const req = request(url, { agent: url.startsWith('https:') ? agents.https : agents.http }, () =>
      resolve('answered'),
    );
    req.on('error', (error) => resolve(error.message));
    req.end();
  });
}
