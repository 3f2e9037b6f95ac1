import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The test files under `folders` (relative to `root`) that replace a module with vi.mock.
 * Such a file needs a module graph of its own: in a worker shared with other files, the
 * module it replaces may already be loaded, real, by a file that ran before it.
 */
export function moduleReplacingTests(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    (readdirSync(path.join(root, folder), { recursive: true }) as string[])
      .filter(
        (file) =>
          /\.test\.tsx?$/.test(file) && readFileSync(path.join(root, folder, file), 'utf8').includes('vi.mock('),
      )
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
  );
}
