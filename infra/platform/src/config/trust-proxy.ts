import ipaddr from 'ipaddr.js';
import * as env from './env.ts';

/** What Fastify's trustProxy takes: all or none, proxy addresses, or a rule per hop. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * Trusts the first `hops` hops counted from this server (0 is the peer itself): Fastify
 * no longer reads a bare count, as it cannot tell a proxy from a client that connects
 * directly. Use it only where clients cannot reach the server but through the proxies.
 */
export function trustHops(hops: number): TrustProxy {
  return (_address, hop) => hop < hops;
}

// proxy-addr's names for address ranges, accepted by Fastify's trustProxy as they are.
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY, for Fastify's trustProxy: unset or false trusts no proxy (the peer is the
 * client; X-Forwarded-For is ignored); a whole number trusts that many proxy hops in front;
 * a comma-separated list trusts proxies at those addresses or CIDR ranges; true trusts any
 * peer, so only where nothing but the proxy can reach the server.
 */
export function trustProxy(vars: env.Env, name: string): TrustProxy {
  const value = env.text(vars, name);
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) {
    const hops = env.wholeNumber(vars, name, { min: 0, max: 64 });
    return hops ? trustHops(hops) : false;
  }
  const lower = value.toLowerCase();
  if (['true', 'yes', 'on'].includes(lower)) return true;
  if (['false', 'no', 'off'].includes(lower)) return false;
  const items = env.list(vars, name);
  for (const item of items) {
    if (!RANGE_NAMES.includes(item) && !ipaddr.isValid(item) && !ipaddr.isValidCIDR(item)) {
      throw new Error(
        `${name} must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or ` +
          `CIDR ranges; "${item}" is none of these`,
      );
    }
  }
  return items;
}
