import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { internalKind, isLocalName, parseAddress } from './address-rules.ts';
import { isAllowed, parseAllowList, type AllowEntry } from './allow-list.ts';

/** A connection the outbound rules do not allow; its message is meant for the run's results. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
  readonly code = 'E_OUTBOUND_REFUSED';
}

/** How names are resolved: every address of the name (dns.lookup with all). */
export type Resolver = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface OutboundGuardOptions {
  /** OUTBOUND_ALLOW_HOSTS entries; an invalid one is an error at start. */
  allow?: readonly string[];
  /** dns.lookup by default; the unit tests give names fixed answers. */
  resolver?: Resolver;
}

/**
 * The one place that decides whether a delivery may connect somewhere, used by every outbound
 * socket of the destinations: its `lookupFor` is the `lookup` of the HTTP(S) agents and FTP
 * sockets (so the address checked is the address connected to: no second lookup a DNS answer
 * could change in between), and `refusalOf` checks literal addresses, which sockets connect
 * to without a lookup.
 */
export class OutboundGuard {
  private readonly entries: AllowEntry[];
  private readonly resolver: Resolver;

  constructor(options: OutboundGuardOptions = {}) {
    try {
      this.entries = parseAllowList(options.allow ?? []);
    } catch (error) {
      throw new Error(`OUTBOUND_ALLOW_HOSTS: ${(error as Error).message}`);
    }
    this.resolver = options.resolver ?? (dnsLookup as unknown as Resolver);
  }

  /**
   * Why a connection to `host` on `port` is refused before any lookup (a literal internal
   * address, a local name), or undefined when it may go on (to the lookup, for a name).
   */
  refusalOf(host: string, port: number): OutboundRefused | undefined {
    const address = parseAddress(host);
    if (address) {
      const kind = internalKind(address);
      if (kind && !isAllowed(this.entries, host, address, port))
        return new OutboundRefused(`the host is ${kind} (refused)`);
      return undefined;
    }
    if (isLocalName(host) && !isAllowed(this.entries, host, undefined, port))
      return new OutboundRefused('the host is a local name (refused)');
    return undefined;
  }

  /** A `lookup` for sockets to `port`: every address of the name must be allowed, else none is used. */
  lookupFor(port: number): LookupFunction {
    return (hostname, options, callback) => {
      const refused = this.refusalOf(hostname, port);
      if (refused) return void callback(refused, '', 0);
      this.resolver(hostname, { ...options, all: true }, (error, addresses) => {
        if (error) return void callback(error, '', 0);
        const nameAllowed = isAllowed(this.entries, hostname, undefined, port);
        for (const { address } of addresses) {
          const parsed = parseAddress(address);
          const kind = parsed ? internalKind(parsed) : 'an unknown address';
          if (kind && !nameAllowed && !(parsed && isAllowed(this.entries, hostname, parsed, port))) {
            return void callback(new OutboundRefused(`the host resolves to ${kind} (refused)`), '', 0);
          }
        }
        if (!addresses.length)
          return void callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        // net asks for all addresses when it races IPv6 and IPv4 (autoSelectFamily).
        if (options.all) return void (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      });
    };
  }
}
