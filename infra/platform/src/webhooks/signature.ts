import { createHmac } from 'node:crypto';

/** The header that signs a delivery (docs/api.md, "Verifying a delivery"). */
export const SIGNATURE_HEADER = 'Reelforge-Signature';

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256>`: the HMAC is keyed with the hook's whole secret
 * (`whsec_…`, as UTF-8) over `<t>.<body>`, the body's exact bytes. A receiver computes the same,
 * compares in constant time and refuses an old `t`, so a recorded delivery cannot be replayed.
 */
export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  const t = Math.floor(unixSeconds);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
