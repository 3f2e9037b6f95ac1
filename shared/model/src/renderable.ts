import { assetTypeOf, extensionOf, type AssetType } from './assets.js';

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

/** Whether the name is a playlist's (.m3u, .m3u8): text, whatever its asset type says. */
export const isPlaylist = (name: string): boolean => PLAYLISTS.has(extensionOf(name));

const WANTED: Record<AssetUse, { types: readonly AssetType[]; stream?: 'video' | 'audio'; words: string; a: string }> =
  {
    'video layer': { types: ['video', 'image'], stream: 'video', words: 'a video or an image', a: 'a' },
    'image layer': { types: ['image'], stream: 'video', words: 'an image', a: 'an' },
    'audio track': {
      types: ['audio', 'video'],
      stream: 'audio',
      words: 'an audio file or a video with sound',
      a: 'an',
    },
    font: { types: ['font'], words: 'a font', a: 'a' },
  };

/** The asset types some use takes: the only files the renderer ever opens. */
export type RenderedType = 'video' | 'image' | 'audio' | 'font';
const RENDERED = new Set<AssetType>(Object.values(WANTED).flatMap((wanted) => wanted.types));

/**
 * What the renderer may open a file as, by its name, or undefined for a file it never
 * opens (a playlist, text, a datasource, a generic file). Such a file is never handed to
 * ffmpeg: no thumbnail, no HLS rendition, no render.
 */
export function renderedAs(name: string): RenderedType | undefined {
  if (isPlaylist(name)) return undefined;
  const type = assetTypeOf(name);
  return RENDERED.has(type) ? (type as RenderedType) : undefined;
}

/** What an uploaded file must hold: media or a font the renderer may open, or text. */
export type ExpectedContent = RenderedType | 'text';

/**
 * What an uploaded file named so must hold, or undefined when anything goes: what the
 * renderer may open it as (checked by reading it as such), or text for playlists and
 * datasources (read as text, never rendered).
 */
export function expectedContentOf(name: string): ExpectedContent | undefined {
  const rendered = renderedAs(name);
  if (rendered) return rendered;
  return isPlaylist(name) || assetTypeOf(name) === 'datasource' ? 'text' : undefined;
}

/**
 * Why an asset cannot be used so, or undefined when it can: a layer shows videos and
 * images, a sound track plays media with sound, a text is drawn with a font; text files,
 * playlists, datasources and anything else are never handed to the renderer.
 */
export function assetUseError(use: AssetUse, asset: AssetFacts): string | undefined {
  const wanted = WANTED[use];
  const needs = `${wanted.a} ${use} needs ${wanted.words}`;
  if (isPlaylist(asset.name)) return `"${asset.name}" is a playlist: ${needs}`;
  if (!wanted.types.includes(asset.type)) {
    const actual = asset.type === 'other' ? 'a generic file' : `a ${asset.type} asset`;
    return `"${asset.name}" is not ${wanted.words} (it is ${actual})`;
  }
  if (wanted.stream === 'video' && asset.video === false) return `"${asset.name}" has no picture: ${needs}`;
  if (wanted.stream === 'audio' && asset.audio === false) return `"${asset.name}" has no audio stream: ${needs}`;
  return undefined;
}
