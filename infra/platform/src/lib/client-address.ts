import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The address limits are counted against: the peer, or the client a trusted proxy names
 * (TRUST_PROXY). An IPv6 client gets its whole /64, as one subscriber usually holds one:
 * otherwise every attempt could come from a new address of the same network.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}
