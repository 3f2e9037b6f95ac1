import ipaddr from 'ipaddr.js';

/**
 * Which addresses a delivery may connect to. Pure rules: no lookups, no sockets.
 *
 * A destination names a host; the address it ends up at decides. Only public unicast
 * addresses are open by default: loopback, private, shared (CGNAT), link-local (the cloud
 * metadata services live there), unique-local, multicast, broadcast and reserved ranges are
 * not, nor IPv6 forms that carry an IPv4 address inside (mapped, compatible, NAT64, 6to4)
 * unless the address inside is public.
 */

export type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * The host as an IP address, in any spelling a socket layer would take for one: dotted,
 * short (127.1), decimal (2130706433), hex (0x7f000001), octal (0177.0.0.1), bracketed IPv6,
 * IPv6 with a zone, a trailing dot. Undefined for a host name.
 */
export function parseAddress(host: string): Address | undefined {
  let bare = host.trim();
  if (bare.startsWith('[') && bare.endsWith(']')) bare = bare.slice(1, -1);
  if (bare.endsWith('.')) bare = bare.slice(0, -1);
  if (!bare || !ipaddr.isValid(bare)) return undefined;
  return plain(ipaddr.parse(bare));
}

/** An IPv4-mapped IPv6 address as the IPv4 address it is; anything else as it is. */
export function plain(address: Address): Address {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    return (address as ipaddr.IPv6).toIPv4Address();
  return address;
}

const WORDS: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  uniqueLocal: 'a private address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  linkLocal: 'a link-local address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  teredo: 'a tunnel (Teredo) address',
};

/** Global unicast IPv6 is 2000::/3; the rest of the "unicast" space is not assigned. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** IPv4-compatible IPv6 (::a.b.c.d, deprecated): the first 96 bits are zero. */
const COMPATIBLE_V6 = ipaddr.parseCIDR('::/96');

/**
 * Why an address is internal, in words ("a loopback address"), or undefined for a public one.
 * Embedded IPv4 addresses (NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by the IPv4 inside.
 */
export function internalKind(input: Address): string | undefined {
  const address = plain(input);
  const range = address.range();
  if (address.kind() === 'ipv4') return range === 'unicast' ? undefined : (WORDS[range] ?? 'a reserved address');
  const v6 = address as ipaddr.IPv6;
  const parts = v6.parts;
  if (range === 'rfc6052' || range === 'rfc6145') return internalKind(v4Of(parts[6]!, parts[7]!));
  if (range === '6to4') return internalKind(v4Of(parts[1]!, parts[2]!));
  if (range === 'unicast' && v6.match(GLOBAL_UNICAST_V6)) return undefined;
  if (v6.match(COMPATIBLE_V6) && range !== 'unspecified' && range !== 'loopback') return 'a reserved address';
  return WORDS[range] ?? 'a reserved address';
}

function v4Of(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** Names that mean this machine whatever DNS says: localhost and anything under .localhost (RFC 6761). */
export function isLocalName(name: string): boolean {
  const host = normalName(name);
  return host === 'localhost' || host.endsWith('.localhost') || host === 'localhost.localdomain';
}

/** A host name as compared: lower case, no trailing dot, no brackets. */
export function normalName(name: string): string {
  let host = name.trim().toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return host.endsWith('.') ? host.slice(0, -1) : host;
}
