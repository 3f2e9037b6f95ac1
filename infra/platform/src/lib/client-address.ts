import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';

/**
 * The address limits are counted against: the peer, or the client a trusted proxy names
 * (TRUST_PROXY). An IPv6 client gets its whole /64, as one subscriber usually holds one:
 * otherwise every attempt could come from a new address of the same network.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** The same key for a connection's peer, before any request (and so any proxy's header) is read. */
export function peerAddress(socket: Socket): string {
  return normalizeIP(socket.remoteAddress ?? '');
}
