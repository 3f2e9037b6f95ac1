import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { readObject, type ObjectStore } from '../objects/object-store.ts';

/**
 * Frames a worker process renders for an api process (the preview queue): kept under the
 * frame's id in the bucket (`previews/.frames/<id>/frame.jpg`), else in the shared data
 * folder (`previews/.frames/<id>.jpg`), until the api process takes it.
 */
export class PreviewFrames {
  constructor(
    private readonly root: string,
    private readonly objects?: ObjectStore,
  ) {}

  /** Where the worker renders the frame of `id`. */
  file(id: string): string {
    return path.join(this.root, '.frames', `${id}.jpg`);
  }

  /** The rendered frame of `id` left for the api process: put into the bucket when there is one. */
  async keep(id: string): Promise<void> {
    if (!this.objects) return;
    const file = this.file(id);
    await this.objects.put(this.keyOf(id), await readFile(file), { contentType: 'image/jpeg' });
    await rm(file, { force: true });
  }

  /** The frame another process rendered under `id`, removed once read. */
  async take(id: string): Promise<Buffer> {
    if (this.objects) {
      const key = this.keyOf(id);
      const bytes = await readObject(this.objects, key);
      await this.objects.delete(key);
      if (!bytes) throw new Error(`the rendered frame ${id} is not in the object store`);
      return bytes;
    }
    const file = this.file(id);
    try {
      return await readFile(file);
    } finally {
      await rm(file, { force: true });
    }
  }

  private keyOf(id: string): string {
    return `previews/.frames/${id}/frame.jpg`;
  }
}
