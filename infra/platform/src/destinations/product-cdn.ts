import { DeliveryError, reasonOf } from './errors.ts';
import type { DeliverKind } from './kind.ts';

/** Our own storage: the host stores the file and knows its public URL. */
export const deliverCdn: DeliverKind = async (_destination, input, context) => {
  try {
    return { url: await context.cdn(input) };
  } catch (error) {
    throw new DeliveryError(`CDN upload of ${input.filename} failed: ${reasonOf(error)}`);
  }
};
