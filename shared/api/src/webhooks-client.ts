import type {
  Webhook,
  WebhookChangeRequest,
  WebhookCreateRequest,
  WebhookDeliveries,
  WebhookDelivery,
  WebhookDeliveryReply,
  WebhookList,
  WebhookReply,
  WebhookWithSecret,
} from '@reelforge/contract';
import type { RegionalClientFactory } from './api.js';

export type {
  Webhook,
  WebhookChangeRequest,
  WebhookCreateRequest,
  WebhookDeliveries,
  WebhookDelivery,
  WebhookWithSecret,
} from '@reelforge/contract';

/** A project's webhooks on its region's API host (docs/api.md, "Webhooks"). */
export interface WebhooksClient {
  list(prjuid: string): Promise<Webhook[]>;
  /** The new hook and its secret, which is answered this once. */
  create(prjuid: string, request: WebhookCreateRequest): Promise<WebhookWithSecret>;
  update(prjuid: string, id: string, change: WebhookChangeRequest): Promise<Webhook>;
  remove(prjuid: string, id: string): Promise<void>;
  /** A new secret, answered this once; the old one signs nothing more. */
  rotateSecret(prjuid: string, id: string): Promise<WebhookWithSecret>;
  /** A page of the hook's deliveries, newest first; `before` is the `Next` of the page before. */
  deliveries(prjuid: string, id: string, page?: { before?: string; limit?: number }): Promise<WebhookDeliveries>;
  /** The delivery queued again, its same body signed anew. */
  resend(prjuid: string, id: string, delivery: string): Promise<WebhookDelivery>;
  /** A test event (`ping`) queued for the hook. */
  ping(prjuid: string, id: string): Promise<WebhookDelivery>;
}

export const webhooksClient: RegionalClientFactory<WebhooksClient> = ({ http, config }) => {
  const api = config.api.replace(/\/+$/, '');
  const regionHost = true;
  const base = (prjuid: string) => `${api}/v1/webhooks/${encodeURIComponent(prjuid)}`;
  const one = (prjuid: string, id: string) => `${base(prjuid)}/${encodeURIComponent(id)}`;
  return {
    list: async (prjuid) => (await http<WebhookList>(base(prjuid), { regionHost })).data.Webhooks,
    create: async (prjuid, request) =>
      (await http<WebhookWithSecret>(base(prjuid), { method: 'POST', body: request, regionHost })).data,
    update: async (prjuid, id, change) =>
      (await http<WebhookReply>(one(prjuid, id), { method: 'PATCH', body: change, regionHost })).data.Webhook,
    remove: async (prjuid, id) => {
      await http(one(prjuid, id), { method: 'DELETE', regionHost });
    },
    rotateSecret: async (prjuid, id) =>
      (await http<WebhookWithSecret>(`${one(prjuid, id)}/secret`, { method: 'POST', regionHost })).data,
    deliveries: async (prjuid, id, page = {}) => {
      const query = new URLSearchParams();
      if (page.before !== undefined) query.set('before', page.before);
      if (page.limit !== undefined) query.set('limit', String(page.limit));
      const suffix = query.size ? `?${query}` : '';
      return (await http<WebhookDeliveries>(`${one(prjuid, id)}/deliveries${suffix}`, { regionHost })).data;
    },
    resend: async (prjuid, id, delivery) =>
      (
        await http<WebhookDeliveryReply>(`${one(prjuid, id)}/deliveries/${encodeURIComponent(delivery)}/resend`, {
          method: 'POST',
          regionHost,
        })
      ).data.Delivery,
    ping: async (prjuid, id) =>
      (await http<WebhookDeliveryReply>(`${one(prjuid, id)}/ping`, { method: 'POST', regionHost })).data.Delivery,
  };
};
