import { setTimeout as sleep } from 'node:timers/promises';
import { VIDEO_STATUS_OPTIONS, substituteColumns } from '@reelforge/model';
import { DeliveryError, isTransientError, marked, reasonOf } from './errors.ts';
import { answerFailure, answerOf, fileBlob, jsonOf, send, sendOk } from './http-call.ts';
import type { DeliverKind } from './kind.ts';
import type { ResolvedOptions } from './options.ts';
import { flag, text, titleOf } from './params.ts';

/** Interruptions of the upload itself that are resumed before giving up. */
const RESUMES = 3;
const DEFAULT_STATUS = 'private';

/**
 * YouTube Data API v3: a resumable videos.insert (part=snippet,status), resumed where it
 * stopped if the connection breaks or the service answers 5xx; then playlistItems.insert
 * when a playlist is given. The result is the watch URL.
 */
export const deliverYoutube: DeliverKind = async (destination, input, context, options) => {
  const token = text(destination, 'oauth_access_token');
  if (!token) throw new DeliveryError('YouTube destination needs an oauth_access_token.');
  const privacyStatus = text(destination, 'status') || DEFAULT_STATUS;
  if (!(VIDEO_STATUS_OPTIONS as readonly string[]).includes(privacyStatus)) {
    throw new DeliveryError(`YouTube status "${privacyStatus}" is not one of ${VIDEO_STATUS_OPTIONS.join(', ')}.`);
  }
  const fail = (reason: string) => new DeliveryError(`YouTube upload of ${input.filename} failed: ${reason}`);
  const base = options.endpoints.youtube;
  const auth = { authorization: `Bearer ${token}` };
  const file = await fileBlob(input.file, input.contentType, fail);
  const signal = context.signal;

  const snippet: Record<string, string> = {
    title: substituteColumns(text(destination, 'title'), input.row) || titleOf(input.filename),
    description: substituteColumns(text(destination, 'description'), input.row),
  };
  const category = text(destination, 'category');
  if (category) snippet.categoryId = category;
  const insert = new URL(`${base}/upload/youtube/v3/videos`);
  insert.search = new URLSearchParams({
    uploadType: 'resumable',
    part: 'snippet,status',
    notifySubscribers: String(flag(destination, 'notifySubscribers', true)),
  }).toString();
  const started = await sendOk(
    options,
    insert,
    {
      method: 'POST',
      headers: {
        ...auth,
        'content-type': 'application/json; charset=UTF-8',
        'x-upload-content-length': String(file.size),
        'x-upload-content-type': input.contentType,
      },
      body: JSON.stringify({ snippet, status: { privacyStatus } }),
      signal,
    },
    fail,
  );
  await started.body?.cancel();
  const location = started.headers.get('location');
  if (!location) throw fail('YouTube gave no upload session (no Location header)');
  const session = new URL(location, insert);

  const video = await uploadResumable(options, session, file, auth, fail, signal);
  const url = `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`;

  const playlistId = text(destination, 'playlistid');
  if (playlistId) {
    const failPlaylist = (reason: string) =>
      new DeliveryError(`YouTube video ${url} was uploaded, but adding it to playlist ${playlistId} failed: ${reason}`);
    const added = await sendOk(
      options,
      `${base}/youtube/v3/playlistItems?part=snippet`,
      {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json; charset=UTF-8' },
        body: JSON.stringify({ snippet: { playlistId, resourceId: { kind: 'youtube#video', videoId: video.id } } }),
        signal,
      },
      failPlaylist,
    );
    await added.body?.cancel();
  }
  return { url };
};

async function uploadResumable(
  options: ResolvedOptions,
  session: URL,
  file: Blob,
  auth: Record<string, string>,
  fail: (reason: string) => DeliveryError,
  signal: AbortSignal | undefined,
): Promise<{ id: string }> {
  let offset = 0;
  for (let attempt = 0; ; attempt++) {
    const range = offset > 0 ? { 'content-range': `bytes ${offset}-${file.size - 1}/${file.size}` } : undefined;
    let response: Response | undefined;
    let lastReason = '';
    let transient = true;
    try {
      response = await options.call(session, {
        method: 'PUT',
        headers: { ...auth, 'content-type': file.type, ...range },
        body: file.slice(offset, file.size, file.type),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw fail('cancelled');
      lastReason = reasonOf(error);
      transient = isTransientError(error);
    }
    if (response?.ok) return videoOf(response, fail);
    if (response && response.status < 500) throw await answerFailure(response, fail);
    if (response) {
      lastReason = answerOf(response);
      await response.body?.cancel();
    }
    if (!transient) throw fail(lastReason);
    // Resumed here already: a fresh try of the whole delivery would start the upload over.
    if (attempt >= RESUMES) throw marked(fail(`${lastReason} (gave up after ${RESUMES} resumes)`), false);

    await sleep(options.retryDelayMs * 2 ** attempt, undefined, { signal }).catch(() => {
      throw fail('cancelled');
    });
    // Ask how much arrived: 308 with the Range received so far, or the finished video.
    const status = await send(
      options,
      session,
      { method: 'PUT', headers: { ...auth, 'content-range': `bytes */${file.size}` }, signal },
      fail,
    );
    if (status.ok) return videoOf(status, fail);
    if (status.status !== 308) throw await answerFailure(status, fail);
    await status.body?.cancel();
    const received = /bytes=0-(\d+)/.exec(status.headers.get('range') ?? '');
    offset = received ? Number(received[1]) + 1 : 0;
  }
}

async function videoOf(response: Response, fail: (reason: string) => DeliveryError): Promise<{ id: string }> {
  const video = await jsonOf<{ id?: unknown }>(response, fail);
  if (typeof video.id !== 'string' || !video.id) throw fail('YouTube answered without a video id');
  return { id: video.id };
}
