import {
  ObjectNotFound,
  ObjectStoreError,
  RangeNotSatisfiable,
  checkedKey,
  checkedPrefix,
} from '../objects/object-store.ts';
import type { ProjectPlace } from './project-file-store.ts';

const UID = /^[0-9a-f]{32}$/;
const REGION = /^[a-z0-9-]+$/;

/**
 * Folders of a project's local folder that hold working files (uploads being received,
 * caches, renders being made), never a project file: their keys are refused, and the folder
 * adapter never lists them. `.renders/legacy/` is the one kept folder under `.renders/`.
 */
export function workingKey(key: string): boolean {
  const first = key.split('/', 1)[0];
  if (first === '.tmp' || first === '.cache' || first === '.partial') return true;
  return first === '.renders' && !key.startsWith('.renders/legacy/') && key !== '.renders/legacy/';
}

/** `<region>/<uid>/`, after checking both are the shape the platform makes. */
export function placePrefix({ region, uid }: ProjectPlace): string {
  if (!REGION.test(region) || !UID.test(uid))
    throw new ObjectStoreError(`Bad project location ${JSON.stringify(`${region}/${uid}`)}`);
  return `${region}/${uid}/`;
}

/** The folders a published copy holds, by generation in the bucket: assets and movies. */
export const PUBLISHED_FOLDERS = ['userdata/', 'movies/'] as const;

/** Where a place's generations are, under its prefix: `.published/<generation>/`. */
export const GENERATIONS = '.published/';

/**
 * What comes between a place's prefix and a key or prefix: a generation's folder for a
 * published copy's assets and movies, else nothing.
 */
export function generationPrefix(place: ProjectPlace, key: string): string {
  if (place.generation === undefined || !PUBLISHED_FOLDERS.some((folder) => key.startsWith(folder))) return '';
  if (!UID.test(place.generation)) throw new ObjectStoreError(`Bad generation ${JSON.stringify(place.generation)}`);
  return `${GENERATIONS}${place.generation}/`;
}

/** A project file's key: the object store's key rule, and no working file. */
export function checkedProjectKey(key: string): string {
  checkedKey(key);
  if (key.endsWith('/'))
    throw new ObjectStoreError(`A project file's key names a file, not a folder: ${JSON.stringify(key)}`);
  if (workingKey(key))
    throw new ObjectStoreError(`${JSON.stringify(key)} is in a working folder of the project, not one of its files`);
  return key;
}

/** A prefix to list or remove: '' (the whole project) or a folder ending with '/'. */
export function checkedProjectPrefix(prefix: string): string {
  checkedPrefix(prefix, { folder: true });
  if (prefix && workingKey(prefix))
    throw new ObjectStoreError(`${JSON.stringify(prefix)} is a working folder of the project`);
  return prefix;
}

/** ObjectNotFound and RangeNotSatisfiable name the project's key, not the store's. */
export function projectKeyError(error: unknown, key: string): unknown {
  if (error instanceof ObjectNotFound) return new ObjectNotFound(key);
  if (error instanceof RangeNotSatisfiable) return new RangeNotSatisfiable(key, error.size);
  return error;
}
