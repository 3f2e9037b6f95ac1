import path from 'node:path';
import { substituteColumns } from '@reelforge/model';
import { DeliveryError } from './errors.ts';
import { fileBlob, jsonOf, sendOk } from './http-call.ts';
import type { DeliverKind } from './kind.ts';
import { text } from './params.ts';

/**
 * Wistia Upload API: one multipart POST with the file, project_id, name and description.
 * An access token goes as a bearer header; the legacy API password as its form field.
 */
export const deliverWistia: DeliverKind = async (destination, input, context, options) => {
  const accessToken = text(destination, 'access_token');
  const apiPassword = text(destination, 'api_password');
  if (!accessToken && !apiPassword)
    throw new DeliveryError('Wistia destination needs an access_token (or the legacy api_password).');
  const fail = (reason: string) => new DeliveryError(`Wistia upload of ${input.filename} failed: ${reason}`);

  const form = new FormData();
  if (!accessToken) form.append('api_password', apiPassword);
  const fields = {
    project_id: text(destination, 'project_id'),
    name: substituteColumns(text(destination, 'name'), input.row),
    description: substituteColumns(text(destination, 'description'), input.row),
  };
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append('file', await fileBlob(input.file, input.contentType, fail), path.posix.basename(input.filename));

  const response = await sendOk(
    options,
    `${options.endpoints.wistia}/`,
    {
      method: 'POST',
      headers: accessToken
        ? { authorization: `Bearer ${accessToken}`, accept: 'application/json' }
        : { accept: 'application/json' },
      body: form,
      signal: context.signal,
    },
    fail,
  );
  const media = await jsonOf<{ hashed_id?: unknown }>(response, fail);
  if (typeof media.hashed_id !== 'string' || !media.hashed_id) throw fail('Wistia answered without a media id');
  return { url: `https://home.wistia.com/medias/${encodeURIComponent(media.hashed_id)}` };
};
