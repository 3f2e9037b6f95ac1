import { extensionOf, type AssetType } from './assets.js';

/** What a movie uses an asset for. */
export type AssetUse = 'video layer' | 'image layer' | 'audio track' | 'font';

/** What is known of an asset: its type (by name) and, once probed, its streams. */
export interface AssetFacts {
  name: string;
  type: AssetType;
  /** Whether the file has a picture / a sound track; undefined when not known. */
  video?: boolean | undefined;
  audio?: boolean | undefined;
}

/** Playlists are text that points at other files: never something to render. */
const PLAYLISTS = new Set(['m3u', 'm3u8']);

const WANTED: Record<AssetUse, { types: readonly AssetType[]; stream?: 'video' | 'audio'; words: string; a: string }> = {
  'video layer': { types: ['video', 'image'], stream: 'video', words: 'a video or an image', a: 'a' },
  'image layer': { types: ['image'], stream: 'video', words: 'an image', a: 'an' },
  'audio track': { types: ['audio', 'video'], stream: 'audio', words: 'an audio file or a video with sound', a: 'an' },
  font: { types: ['font'], words: 'a font', a: 'a' },
};

/**
 * Why an asset cannot be used so, or undefined when it can: a layer shows videos and
 * images, a sound track plays media with sound, a text is drawn with a font; text files,
 * playlists, datasources and anything else are never handed to the renderer.
 */
export function assetUseError(use: AssetUse, asset: AssetFacts): string | undefined {
  const wanted = WANTED[use];
  const needs = `${wanted.a} ${use} needs ${wanted.words}`;
  if (PLAYLISTS.has(extensionOf(asset.name))) return `"${asset.name}" is a playlist: ${needs}`;
  if (!wanted.types.includes(asset.type)) return `"${asset.name}" is not ${wanted.words} (it is ${asset.type === 'other' ? 'a generic file' : `a ${asset.type} asset`})`;
  if (wanted.stream === 'video' && asset.video === false) return `"${asset.name}" has no picture: ${needs}`;
  if (wanted.stream === 'audio' && asset.audio === false) return `"${asset.name}" has no audio stream: ${needs}`;
  return undefined;
}
