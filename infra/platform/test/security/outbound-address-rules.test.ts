import { describe, expect, it } from 'vitest';
import { internalKind, isLocalName, parseAddress } from '../../src/net/address-rules.ts';
import { isAllowed, parseAllowList } from '../../src/net/allow-list.ts';
import { parseRetryAfter, retryDelay } from '../../src/destinations/retry.ts';

const kindOf = (host: string) => {
  const address = parseAddress(host);
  if (!address) throw new Error(`${host} did not parse as an address`);
  return internalKind(address);
};

describe('which addresses are internal', () => {
  it.each([
    // loopback in every spelling a socket layer takes
    ['127.0.0.1', 'a loopback address'],
    ['127.1', 'a loopback address'],
    ['2130706433', 'a loopback address'],
    ['0x7f000001', 'a loopback address'],
    ['0x7f.0.0.1', 'a loopback address'],
    ['0177.0.0.1', 'a loopback address'],
    ['127.0.0.1.', 'a loopback address'],
    ['127.255.255.254', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['[::1]', 'a loopback address'],
    ['[0:0:0:0:0:0:0:1]', 'a loopback address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['[::ffff:7f00:1]', 'a loopback address'],
    ['64:ff9b::7f00:1', 'a loopback address'],
    ['2002:7f00:1::', 'a loopback address'],
    // private, shared, link-local, metadata
    ['10.0.0.5', 'a private address'],
    ['10.1', 'a private address'],
    ['167772161', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['0xc0a80101', 'a private address'],
    ['::ffff:192.168.1.1', 'a private address'],
    ['64:ff9b::a00:5', 'a private address'],
    ['100.64.0.1', 'a shared (carrier-grade NAT) address'],
    ['169.254.169.254', 'a link-local address'],
    ['0xa9fea9fe', 'a link-local address'],
    ['2852039166', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['fe80::1%eth0', 'a link-local address'],
    ['fd00:ec2::254', 'a private address'],
    ['fc00::1', 'a private address'],
    // nowhere, everywhere, reserved
    ['0.0.0.0', 'an unspecified address'],
    ['0', 'an unspecified address'],
    ['::', 'an unspecified address'],
    ['224.0.0.1', 'a multicast address'],
    ['ff02::1', 'a multicast address'],
    ['255.255.255.255', 'a broadcast address'],
    ['240.0.0.1', 'a reserved address'],
    ['192.0.2.1', 'a reserved address'],
    ['2001:db8::1', 'a reserved address'],
    ['::7f00:1', 'a reserved address'],
    ['::127.0.0.1', 'a loopback address'],
    ['2001::1', 'a tunnel (Teredo) address'],
  ])('%s is %s', (host, kind) => {
    expect(kindOf(host)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '134744072',
    '0x08080808',
    '2606:4700:4700::1111',
    '[2a00:1450:4001::200e]',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('%s is public', (host) => {
    expect(kindOf(host)).toBeUndefined();
  });

  it('reads host names as names, not addresses', () => {
    for (const name of ['example.com', 'minio.internal', 'localhost', '127.0.0.1.nip.io', '0x7f000001.example'])
      expect(parseAddress(name)).toBeUndefined();
  });

  it('knows the names that always mean this machine', () => {
    for (const name of [
      'localhost',
      'LOCALHOST',
      'localhost.',
      'app.localhost',
      'a.b.localhost.',
      '[localhost]',
      'localhost.localdomain',
    ])
      expect(isLocalName(name)).toBe(true);
    for (const name of ['localhost.example.com', 'mylocalhost', 'example.com']) expect(isLocalName(name)).toBe(false);
  });
});

describe('the operator allow-list', () => {
  const entries = parseAllowList([
    'minio.internal',
    'ftp.corp:21',
    '10.0.0.5',
    '127.0.0.1:9000',
    '172.20.0.0/16',
    '[fd00::5]:9000',
    'fd12::/16',
  ]);

  it('opens a name whatever it resolves to, on its port when one is given', () => {
    expect(isAllowed(entries, 'minio.internal', parseAddress('10.9.9.9'), 443)).toBe(true);
    expect(isAllowed(entries, 'MINIO.internal.', parseAddress('10.9.9.9'), 443)).toBe(true);
    expect(isAllowed(entries, 'ftp.corp', parseAddress('10.9.9.9'), 21)).toBe(true);
    expect(isAllowed(entries, 'ftp.corp', parseAddress('10.9.9.9'), 2121)).toBe(false);
    expect(isAllowed(entries, 'other.internal', parseAddress('10.9.9.9'), 443)).toBe(false);
  });

  it('opens addresses and ranges whatever name led there, in any spelling', () => {
    expect(isAllowed(entries, 'x', parseAddress('10.0.0.5'), 80)).toBe(true);
    expect(isAllowed(entries, 'x', parseAddress('::ffff:10.0.0.5'), 80)).toBe(true);
    expect(isAllowed(entries, 'x', parseAddress('167772165'), 80)).toBe(true);
    expect(isAllowed(entries, 'x', parseAddress('10.0.0.6'), 80)).toBe(false);
    expect(isAllowed(entries, 'x', parseAddress('127.0.0.1'), 9000)).toBe(true);
    expect(isAllowed(entries, 'x', parseAddress('127.1'), 9000)).toBe(true);
    expect(isAllowed(entries, 'x', parseAddress('127.0.0.1'), 9001)).toBe(false);
    expect(isAllowed(entries, 'x', parseAddress('172.20.3.4'), 1)).toBe(true);
    expect(isAllowed(entries, 'x', parseAddress('172.21.0.1'), 1)).toBe(false);
    expect(isAllowed(entries, 'x', parseAddress('fd00::5'), 9000)).toBe(true);
    expect(isAllowed(entries, 'x', parseAddress('fd00::5'), 80)).toBe(false);
    expect(isAllowed(entries, 'x', parseAddress('fd12:1::9'), 80)).toBe(true);
    expect(isAllowed(entries, 'x', parseAddress('169.254.169.254'), 80)).toBe(false);
  });

  it('is empty by default: nothing internal is open', () => {
    expect(isAllowed(parseAllowList([]), 'localhost', parseAddress('127.0.0.1'), 80)).toBe(false);
  });

  it.each([
    'http://minio.internal',
    'minio.internal:port',
    'host:0',
    'host:70000',
    '10.0.0.0/33',
    'bad_name!',
    '[fd00::5',
    'a b',
  ])('refuses the entry "%s" naming it', (entry) => {
    expect(() => parseAllowList([entry])).toThrow(
      `"${entry}" is not a host name, IP address or CIDR range with an optional :port`,
    );
  });
});

describe('retry pauses', () => {
  const policy = { attempts: 3, baseMs: 1000, maxMs: 30_000, retryAfterCapMs: 60_000 };

  it('grow exponentially, half fixed and half random, up to the cap', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(policy, attempt, undefined, () => 0))).toEqual([
      500, 1000, 2000, 4000,
    ]);
    expect([1, 2, 3, 4].map((attempt) => retryDelay(policy, attempt, undefined, () => 1))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(retryDelay(policy, 20, undefined, () => 1)).toBe(30_000);
  });

  it('honour Retry-After, up to its cap', () => {
    expect(retryDelay(policy, 1, 5_000, () => 0)).toBe(5_000);
    expect(retryDelay(policy, 1, 0, () => 0)).toBe(500);
    expect(retryDelay(policy, 1, 3_600_000, () => 0)).toBe(60_000);
  });

  it('read Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
