import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { UserfsFile } from '@reelforge/contract';
import { assetTypeOf, userfsFolder, userfsSegments } from '@reelforge/model';
import { badRequest } from '../lib/http-errors.ts';
import { receiveToFile, tooLarge } from '../lib/receive-file.ts';
import { newUid } from '../lib/secrets.ts';
import type { MediaTools } from '../services/media-tools.ts';
import { validateUpload } from '../services/upload-validation.ts';
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
 * streamed into the user's `.tmp/`, each chunk taken from the quota as it arrives (past it:
 * a 413 and nothing left behind), checked to be what its name says (as asset uploads are),
 * and put in place by the store (renamed into the folder, or put into the bucket), replacing a
 * file of the same name. Folders on the way are made.
 */
export async function receiveUserFile(store: UserFileStore, tools: MediaTools, owner: StoreOwner, request: UploadRequest): Promise<UserfsFile> {
  const segments = userfsSegments(request.relative);
  if (segments.length === 0 || request.relative.endsWith('/')) throw badRequest('Name the file: PUT /v1/userfs/data/{path}/{filename}');
  const root = await store.root(owner);
  const { replacing } = await store.target(owner, request.relative);

  const key = store.quotaKey(owner);
  if (request.announced !== undefined && request.announced > request.uploadLimit) throw tooLarge(request.uploadLimit);
  // A file it replaces makes room for it: its bytes are counted before the quota is.
  let credit = replacing;
  await store.quota.check(key, () => store.usedBytes(owner), Math.max(0, (request.announced ?? 0) - credit));

  await mkdir(root.temporary, { recursive: true });
  const partial = path.join(root.temporary, newUid());
  let taken = 0;
  const metered = Readable.from(
    (async function* meter() {
      for await (const chunk of request.body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        const covered = Math.min(credit, chunk.length);
        credit -= covered;
        store.quota.take(key, chunk.length - covered);
        taken += chunk.length - covered;
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
  let stored = 0;
  try {
    const size = await receiveToFile(metered, partial, request.uploadLimit);
    const name = segments.at(-1)!;
    await validateUpload(tools, name, partial);
    const { replaced, metadata } = await store.place(owner, request.relative, partial);
    // What it added: its size less the file it replaced (its credit and its quota share together).
    stored = size - replaced;
    return {
      name,
      type: assetTypeOf(name),
      pathprefix: userfsFolder(segments.slice(0, -1).join('/')),
      region: owner.region,
      ...(metadata ? { metadata } : {}),
    };
  } finally {
    store.quota.settle(key, taken, stored);
    await rm(partial, { force: true });
  }
}
