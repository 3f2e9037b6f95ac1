import type { Destination } from '@reelforge/model';
import type { ResolvedOptions } from './options.ts';
import type { DeliveryContext, DeliveryInput, DeliveryResult } from './types.ts';

/** The delivery of one destination kind; `destination` has passed filterDestination. */
export type DeliverKind = (
  destination: Destination,
  input: DeliveryInput,
  context: DeliveryContext,
  options: ResolvedOptions,
) => Promise<DeliveryResult>;
