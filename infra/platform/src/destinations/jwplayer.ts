import { substituteColumns } from '@reelforge/model';
import { DeliveryError } from './errors.ts';
import { fileBlob, jsonOf, sendOk } from './http-call.ts';
import type { DeliverKind } from './kind.ts';
import { text, titleOf } from './params.ts';

/**
 * JW Player Management API v2, direct upload: create the media (POST
 * /v2/sites/{site}/media/ with upload.method "direct" and the metadata), then PUT the file to
 * the upload_link it returns. The API needs a property (site) id and a v2 API secret; the
 * destination has one api_key field, so it holds them as "site_id:api_secret".
 */
export const deliverJwplayer: DeliverKind = async (destination, input, context, options) => {
  const apiKey = text(destination, 'api_key');
  const colon = apiKey.indexOf(':');
  const siteId = apiKey.slice(0, colon).trim();
  const secret = apiKey.slice(colon + 1).trim();
  if (colon < 0 || !siteId || !secret) {
    throw new DeliveryError(
      'JW Player api_key must be "site_id:api_secret": the property id and the v2 API secret from the JW Player ' +
        'dashboard.',
    );
  }
  const fail = (reason: string) => new DeliveryError(`JW Player upload of ${input.filename} failed: ${reason}`);
  const file = await fileBlob(input.file, input.contentType, fail);

  const metadata: Record<string, string> = {
    title: substituteColumns(text(destination, 'title'), input.row) || titleOf(input.filename),
  };
  const description = substituteColumns(text(destination, 'description'), input.row);
  if (description) metadata.description = description;
  const created = await sendOk(
    options,
    `${options.endpoints.jwplayer}/v2/sites/${encodeURIComponent(siteId)}/media/`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ upload: { method: 'direct', mime_type: input.contentType }, metadata }),
      signal: context.signal,
    },
    fail,
  );
  const media = await jsonOf<{ id?: unknown; upload_link?: unknown }>(created, fail);
  if (typeof media.id !== 'string' || typeof media.upload_link !== 'string')
    throw fail('JW Player answered without a media id and upload link');

  // The upload link is pre-signed: it carries its own authorization.
  const uploaded = await sendOk(
    options,
    media.upload_link,
    { method: 'PUT', headers: { 'content-type': input.contentType }, body: file, signal: context.signal },
    (reason) => fail(`media ${String(media.id)} was created, but sending the file failed: ${reason}`),
  );
  await uploaded.body?.cancel();
  return { url: `https://cdn.jwplayer.com/previews/${encodeURIComponent(media.id)}` };
};
