import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { ObjectStore } from '../objects/object-store.ts';

/** Where a finished render is: a local file (the embedded mode), or an object of the store. */
export type RenderedFile =
  | { file: string; object?: undefined }
  | { object: { store: ObjectStore; key: string }; file?: undefined };

/**
 * Renders kept in the object store: one found there (made by any process) is answered from
 * there; else it is made locally by `render` (a file path), put into the store and its local
 * file removed. However many requests wait for one key, it is put once.
 */
export class StoredRenders {
  private readonly putting = new Map<string, Promise<void>>();

  constructor(readonly objects: ObjectStore) {}

  async keep(key: string, contentType: string, render: () => Promise<string>): Promise<RenderedFile> {
    if (!(await this.objects.head(key))) {
      const file = await render();
      let put = this.putting.get(key);
      if (!put) {
        put = this.objects
          .put(key, createReadStream(file), { contentType })
          .then(() => rm(file, { force: true }))
          .finally(() => this.putting.delete(key));
        this.putting.set(key, put);
      }
      await put;
    }
    return { object: { store: this.objects, key } };
  }
}
