import { DeliveryError } from './errors.ts';
import { sharedKeyAuthorization } from './azure-shared-key.ts';
import { fileBlob, sendOk } from './http-call.ts';
import type { DeliverKind } from './kind.ts';
import { text } from './params.ts';

/** The Blob service version we speak: Put Blob takes up to 5000 MiB in one call since 2019-12-12. */
export const AZURE_API_VERSION = '2021-08-06';

/** Put Blob (a block blob) signed with the storage account's Shared Key. */
export const deliverAzure: DeliverKind = async (destination, input, context, options) => {
  const account = text(destination, 'account');
  const container = text(destination, 'container');
  if (!account || !container) throw new DeliveryError('Azure destination needs an account and a container.');
  const key = Buffer.from(text(destination, 'key'), 'base64');
  if (!key.length)
    throw new DeliveryError('Azure destination needs the account key (base64, as shown in the Azure portal).');

  const base = options.endpoints.azureBlob.replace('{account}', encodeURIComponent(account));
  const blobPath = input.filename.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  const url = new URL(`${base}/${encodeURIComponent(container)}/${blobPath}`);
  const fail = (reason: string) => new DeliveryError(`Azure upload to ${url.href} failed: ${reason}`);

  const body = await fileBlob(input.file, input.contentType, fail);
  const headers: Record<string, string> = {
    'content-type': input.contentType,
    'x-ms-blob-type': 'BlockBlob',
    'x-ms-date': new Date().toUTCString(),
    'x-ms-version': AZURE_API_VERSION,
  };
  headers.authorization = sharedKeyAuthorization(
    { method: 'PUT', url, headers, contentLength: body.size },
    account,
    key,
  );
  const response = await sendOk(options, url, { method: 'PUT', headers, body, signal: context.signal }, fail);
  await response.body?.cancel();
  return { url: url.href };
};
