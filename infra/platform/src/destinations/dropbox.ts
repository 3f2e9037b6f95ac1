import { DeliveryError } from './errors.ts';
import { fileBlob, jsonOf, sendOk } from './http-call.ts';
import type { DeliverKind } from './kind.ts';
import { text } from './params.ts';

interface FileMetadata {
  path_display?: string;
  id?: string;
}

/**
 * Dropbox API v2 content upload: files/upload for a file up to the chunk size, otherwise an
 * upload session (start, append_v2, finish). An existing name gets Dropbox's own " (1)".
 */
export const deliverDropbox: DeliverKind = async (destination, input, context, options) => {
  const token = text(destination, 'oauth_access_token');
  if (!token) throw new DeliveryError('Dropbox destination needs an oauth_access_token.');
  const target = `/${input.filename.replace(/^\/+/, '')}`;
  const fail = (reason: string) => new DeliveryError(`Dropbox upload to ${target} failed: ${reason}`);
  const file = await fileBlob(input.file, 'application/octet-stream', fail);
  const commit = { path: target, mode: 'add', autorename: true, mute: false };

  const call = async (endpoint: string, arg: unknown, body: Blob) => {
    const response = await sendOk(
      options,
      `${options.endpoints.dropboxContent}/2/${endpoint}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/octet-stream',
          'dropbox-api-arg': headerSafeJson(arg),
        },
        body,
        signal: context.signal,
      },
      fail,
    );
    return jsonOf<Record<string, unknown>>(response, fail);
  };

  const chunk = options.dropboxChunkBytes;
  let metadata: FileMetadata;
  if (file.size <= chunk) {
    metadata = await call('files/upload', commit, file);
  } else {
    const started = await call('files/upload_session/start', { close: false }, file.slice(0, chunk));
    const session_id = String(started.session_id ?? '');
    if (!session_id) throw fail('Dropbox started no upload session');
    let offset = chunk;
    for (; file.size - offset > chunk; offset += chunk) {
      await call(
        'files/upload_session/append_v2',
        { cursor: { session_id, offset }, close: false },
        file.slice(offset, offset + chunk),
      );
    }
    metadata = await call(
      'files/upload_session/finish',
      { cursor: { session_id, offset }, commit },
      file.slice(offset),
    );
  }
  return { url: `dropbox:${metadata.path_display ?? target}` };
};

/** Dropbox-API-Arg is JSON in a header: characters outside ASCII go as \uXXXX escapes. */
function headerSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
