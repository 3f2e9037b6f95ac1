import ipaddr from 'ipaddr.js';
import { normalName, parseAddress, plain, type Address } from './address-rules.ts';

/**
 * The operator's allow-list (OUTBOUND_ALLOW_HOSTS): hosts a delivery may reach although they
 * are internal, for on-premise targets. An entry is a host name, an IP address or a CIDR
 * range, each with an optional port:
 *
 *   minio.internal   minio.internal:9000   10.0.0.5   10.0.0.0/8   10.0.0.5:21
 *   fd00::5   [fd00::5]:9000   fd00::/8   [fd00::/8]:9000
 *
 * A name entry opens that name whatever it resolves to; an address or range entry opens
 * those addresses whatever name led there.
 */
export interface AllowEntry {
  /** As written, for messages. */
  text: string;
  name?: string;
  range?: [Address, number];
  /** Any port when absent. */
  port?: number;
}

export function parseAllowList(items: readonly string[]): AllowEntry[] {
  return items.map(parseEntry);
}

function parseEntry(text: string): AllowEntry {
  const item = text.trim();
  const invalid = () => new Error(`"${text}" is not a host name, IP address or CIDR range with an optional :port`);
  let host = item;
  let port: number | undefined;
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(item);
  if (bracketed) {
    host = bracketed[1]!;
    port = bracketed[2] === undefined ? undefined : Number(bracketed[2]);
  } else if ((item.match(/:/g) ?? []).length === 1) {
    // One colon: host:port (IPv6 has at least two and goes in brackets when it has a port).
    const [before, after] = item.split(':') as [string, string];
    if (!/^\d+$/.test(after)) throw invalid();
    host = before;
    port = Number(after);
  }
  if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535)) throw invalid();
  const portPart = port === undefined ? {} : { port };
  if (host.includes('/')) {
    try {
      const [address, bits] = ipaddr.parseCIDR(host);
      return { text: item, range: [address, bits], ...portPart };
    } catch {
      throw invalid();
    }
  }
  const address = parseAddress(host);
  if (address) return { text: item, range: [address, address.kind() === 'ipv4' ? 32 : 128], ...portPart };
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/i.test(host)) throw invalid();
  return { text: item, name: normalName(host), ...portPart };
}

/** Whether the entries open `address` on `port`, reached through the host name `name`. */
export function isAllowed(
  entries: readonly AllowEntry[],
  name: string,
  address: Address | undefined,
  port: number,
): boolean {
  const host = normalName(name);
  const target = address && plain(address);
  return entries.some((entry) => {
    if (entry.port !== undefined && entry.port !== port) return false;
    if (entry.name !== undefined) return entry.name === host;
    if (!entry.range || !target) return false;
    const [base, bits] = entry.range;
    const candidate = plain(base);
    if (candidate.kind() !== target.kind()) return false;
    // A range written in IPv4-mapped form compares as IPv4: 96 of its bits were the prefix.
    const width = base.kind() === 'ipv6' && candidate.kind() === 'ipv4' ? Math.max(0, bits - 96) : bits;
    return target.match(candidate, width);
  });
}
