import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { UserfsFile } from '@reelforge/contract';
import { assetTypeOf, userfsFolder, userfsSegments } from '@reelforge/model';
import { badRequest } from '../lib/http-errors.ts';
import { receiveToFile, tooLarge } from '../lib/receive-file.ts';
import { newUid } from '../lib/secrets.ts';
import type { MediaTools } from '../media-tools/media-tools.ts';
import { validateUpload } from '../media-tools/upload-validation.ts';
import type { StoreOwner, UserFileStore } from './user-file-store.ts';

export interface UploadRequest {
  /** `{folder}/{filename}` as the URL gave it; the folder may be empty (the top). */
  relative: string;
  body: Readable;
  /** Content-Length, when the client sent one. */
  announced: number | undefined;
  /** The platform's upload limit (UPLOAD_LIMIT_BYTES). */
  uploadLimit: number;
}

/**
 * PUT /v1/userfs/data/{path}/{filename}: refused before a byte is read when the path is
 * refused or the announced length is past the upload limit or the store's free room; then
 * streamed into the user's `.tmp/`, each chunk held against the quota as it arrives (past it:
 * a 413 and nothing left behind; the bytes of a file it replaces are lent to it while that
 * file is still there: quota.ts), checked to be what its name says (as asset uploads are),
 * and put in place by the store in that file's turn (renamed into the folder, or put into the
 * bucket), replacing a file of the same name. Folders on the way are made.
 */
export async function receiveUserFile(
  store: UserFileStore,
  tools: MediaTools,
  owner: StoreOwner,
  request: UploadRequest,
): Promise<UserfsFile> {
  const segments = userfsSegments(request.relative);
  if (segments.length === 0 || request.relative.endsWith('/'))
    throw badRequest('Name the file: PUT /v1/userfs/data/{path}/{filename}');
  const root = await store.root(owner);

  const key = store.quotaKey(owner);
  if (request.announced !== undefined && request.announced > request.uploadLimit) throw tooLarge(request.uploadLimit);
  const count = () => store.usedBytes(owner);
  // What it replaces is read in the store's turn: a file it replaces lends it its bytes (quota.ts).
  const file = segments.join('/');
  const hold = await store.quota.turn(
    key,
    count,
    async () => store.quota.open(key, file, (await store.target(owner, request.relative)).replacing),
    file,
  );

  const partial = path.join(root.temporary, newUid());
  const metered = Readable.from(
    (async function* meter() {
      for await (const chunk of request.body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        hold.receive(chunk.length);
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
  try {
    hold.reserve(request.announced ?? 0);
    await mkdir(root.temporary, { recursive: true });
    await receiveToFile(metered, partial, request.uploadLimit);
    const name = segments.at(-1)!;
    await validateUpload(tools, name, partial);
    const { metadata } = await store.place(owner, request.relative, partial, hold);
    return {
      name,
      type: assetTypeOf(name),
      pathprefix: userfsFolder(segments.slice(0, -1).join('/')),
      region: owner.region,
      ...(metadata ? { metadata } : {}),
    };
  } finally {
    hold.end();
    await rm(partial, { force: true });
  }
}
