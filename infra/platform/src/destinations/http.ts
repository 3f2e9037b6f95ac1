import path from 'node:path';
import { substituteColumns } from '@reelforge/model';
import { DeliveryError } from './errors.ts';
import { fileBlob, sendOk, shownUrl } from './http-call.ts';
import type { DeliverKind } from './kind.ts';
import { map, text } from './params.ts';

/**
 * Upload to the user's own HTTP endpoint: PUT sends the file as the body, POST sends a
 * multipart form with the fields and the file. The result is where the server says the
 * file now is (Location), or the URL it was sent to.
 */
export const deliverHttp: DeliverKind = async (destination, input, context, options) => {
  const method = (text(destination, 'method') || 'POST').toUpperCase();
  const url = urlOf(text(destination, 'url'));
  const fail = (reason: string) => new DeliveryError(`HTTP upload to ${shownUrl(url)} failed: ${reason}`);
  if (method !== 'POST' && method !== 'PUT')
    throw new DeliveryError(`HTTP method ${method} is not supported for uploads; use POST or PUT.`);

  // Credentials written into the URL work like user/password (fetch refuses them in the URL).
  const user = text(destination, 'user') || decoded(url.username);
  const password = text(destination, 'password') || decoded(url.password);
  url.username = '';
  url.password = '';

  const headers = new Headers();
  for (const [name, value] of Object.entries(map(destination, 'headers'))) {
    try {
      headers.set(name, substituteColumns(value, input.row));
    } catch {
      throw new DeliveryError(`HTTP header "${name}" is not a valid header name or value.`);
    }
  }
  if (user || password) headers.set('authorization', `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`);

  const file = await fileBlob(input.file, input.contentType, fail);
  let body: Blob | FormData;
  if (method === 'PUT') {
    if (!headers.has('content-type')) headers.set('content-type', input.contentType);
    body = file;
  } else {
    // The multipart boundary is part of the content type; one set by hand would break it.
    headers.delete('content-type');
    const form = new FormData();
    for (const [name, value] of Object.entries(map(destination, 'fields')))
      form.append(name, substituteColumns(value, input.row));
    form.append(text(destination, 'fileid') || 'file', file, path.posix.basename(input.filename));
    body = form;
  }

  const response = await sendOk(options, url, { method, headers, body, signal: context.signal }, fail);
  await response.body?.cancel();
  const location = response.headers.get('location');
  return { url: location ? new URL(location, url).href : url.href };
};

function urlOf(raw: string): URL {
  if (!raw) throw new DeliveryError('HTTP destination needs a url.');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DeliveryError(`HTTP destination url "${raw.replace(/\/\/[^/@]*@/, '//')}" is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new DeliveryError(`HTTP destination url must start with http:// or https:// (got ${url.protocol}).`);
  return url;
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
