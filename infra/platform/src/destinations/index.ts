import { setTimeout as sleep } from 'node:timers/promises';
import { DESTINATION_LABELS, filterDestination, type Destination, type DestinationKind } from '@reelforge/model';
import { deliverAzure } from './azure.ts';
import { deliverCdn } from './product-cdn.ts';
import { deliverDropbox } from './dropbox.ts';
import { DeliveryError, reasonOf, redact, secretsOf } from './errors.ts';
import { deliverFtp } from './ftp.ts';
import { deliverHttp } from './http.ts';
import { deliverJwplayer } from './jwplayer.ts';
import type { DeliverKind } from './kind.ts';
import { resolveOptions, type DeliverOptions } from './options.ts';
import { retryDelay } from './retry.ts';
import { deliverS3 } from './s3.ts';
import type { Deliver } from './types.ts';
import { deliverWistia } from './wistia.ts';
import { deliverYoutube } from './youtube.ts';
import { countDeliveryTry } from '../metrics/delivery-metrics.ts';

export type { Deliver, DeliveryContext, DeliveryInput, DeliveryResult } from './types.ts';
export type { DeliverOptions, ServiceEndpoints } from './options.ts';
export { SERVICE_ENDPOINTS } from './options.ts';
export { DeliveryError } from './errors.ts';

const deliverToken: DeliverKind = async () => {
  throw new DeliveryError(
    'A token-only destination has nothing to deliver: the batch run records the render token instead of rendering.',
  );
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
 * `deliver` with internal settings (the outbound allow-list, tries, service base URLs, chunk
 * sizes, timeouts): the server passes its settings, tests point the hosted services at local
 * fakes. An invalid allow-list entry throws here, at start.
 */
export function createDeliver(options: DeliverOptions = {}): Deliver {
  const resolved = resolveOptions(options);
  return async (destination, input, context) => {
    let filtered: Destination;
    try {
      // Only the parameters of the destination's kind, empty ones dropped (docs/reference.md §5).
      filtered = filterDestination(destination);
    } catch (error) {
      throw Object.assign(new DeliveryError(reasonOf(error)), { attempts: 0 });
    }
    const secrets = secretsOf(filtered);
    // A passing failure (the network, 5xx, 408, 429) is tried again after a pause; anything
    // else (4xx, a refused internal address, a bad parameter) fails at once.
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await KINDS[filtered.type](filtered, input, context, resolved);
        countDeliveryTry(filtered.type, 'ok');
        return { ...result, attempts: attempt };
      } catch (error) {
        const failure =
          error instanceof DeliveryError
            ? error
            : new DeliveryError(`${DESTINATION_LABELS[filtered.type]} delivery failed: ${reasonOf(error)}`);
        const last = !failure.transient || attempt >= resolved.retry.attempts || context.signal?.aborted;
        countDeliveryTry(filtered.type, last ? 'failed' : 'retried');
        if (last) throw finalError(failure, attempt, secrets);
        const delayMs = retryDelay(resolved.retry, attempt, failure.retryAfterMs);
        context.retrying?.({ attempt, delayMs, reason: redact(failure.message, secrets) });
        try {
          await sleep(delayMs, undefined, { signal: context.signal });
        } catch {
          throw finalError(failure, attempt, secrets);
        }
      }
    }
  };
}

/** A fresh error without the cause chain (causes, SDK errors, requests may hold credentials). */
function finalError(failure: DeliveryError, attempts: number, secrets: readonly string[]): DeliveryError {
  const tries = attempts > 1 ? ` (after ${attempts} tries)` : '';
  const error = new DeliveryError(redact(failure.message + tries, secrets));
  error.transient = failure.transient;
  error.attempts = attempts;
  return error;
}

/** Delivers one rendered result to its destination; failures are DeliveryErrors with a readable message. */
export const deliver: Deliver = createDeliver();
