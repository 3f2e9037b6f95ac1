import { DESTINATION_LABELS, filterDestination, type Destination, type DestinationKind } from '@reelforge/model';
import { deliverAzure } from './azure.ts';
import { deliverCdn } from './cdn.ts';
import { deliverDropbox } from './dropbox.ts';
import { DeliveryError, reasonOf, redact, secretsOf } from './errors.ts';
import { deliverFtp } from './ftp.ts';
import { deliverHttp } from './http.ts';
import { deliverJwplayer } from './jwplayer.ts';
import type { DeliverKind } from './kind.ts';
import { resolveOptions, type DeliverOptions } from './options.ts';
import { deliverS3 } from './s3.ts';
import type { Deliver } from './types.ts';
import { deliverWistia } from './wistia.ts';
import { deliverYoutube } from './youtube.ts';

export type { Deliver, DeliveryContext, DeliveryInput, DeliveryResult } from './types.ts';
export type { DeliverOptions, ServiceEndpoints } from './options.ts';
export { SERVICE_ENDPOINTS } from './options.ts';
export { DeliveryError } from './errors.ts';

const deliverToken: DeliverKind = async () => {
  throw new DeliveryError('A token-only destination has nothing to deliver: the batch run records the render token instead of rendering.');
};

const KINDS: Record<DestinationKind, DeliverKind> = {
  cdn: deliverCdn,
  s3: deliverS3,
  http: deliverHttp,
  ftp: deliverFtp,
  azure: deliverAzure,
  dropbox: deliverDropbox,
  youtube: deliverYoutube,
  jwplayer: deliverJwplayer,
  wistia: deliverWistia,
  token: deliverToken,
};

/**
 * `deliver` with internal settings (service base URLs, chunk sizes, timeouts): the server
 * uses the defaults, tests point the hosted services at local fakes.
 */
export function createDeliver(options: DeliverOptions = {}): Deliver {
  const resolved = resolveOptions(options);
  return async (destination, input, context) => {
    let filtered: Destination;
    try {
      // Only the parameters of the destination's kind, empty ones dropped (SPEC §5).
      filtered = filterDestination(destination);
    } catch (error) {
      throw new DeliveryError(reasonOf(error));
    }
    try {
      return await KINDS[filtered.type](filtered, input, context, resolved);
    } catch (error) {
      const message = error instanceof DeliveryError ? error.message : `${DESTINATION_LABELS[filtered.type]} delivery failed: ${reasonOf(error)}`;
      // A fresh error without the cause chain: causes (SDK errors, requests) may hold credentials.
      throw new DeliveryError(redact(message, secretsOf(filtered)));
    }
  };
}

/** Delivers one rendered result to its destination; failures are DeliveryErrors with a readable message. */
export const deliver: Deliver = createDeliver();
