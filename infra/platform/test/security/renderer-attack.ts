import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeMovie, encodePreviewRequest, type Layer, type Movie } from '@reelforge/sdl';
import { fetchBytes, iv, type BinaryReply } from '../helpers/assets.ts';
import { centrePixel } from '../helpers/media.ts';
import { preview, render } from '../helpers/movies.ts';
import type { TestServer } from '../helpers/server.ts';

/** Helpers of the renderer input tests: a movie that uses one asset, and the routes that render it. */

export type Use = 'video' | 'image' | 'audio' | 'font';

/** 160x90, 10 frames of green with the asset on top (or as its sound, or as its font). */
export function movieUsing(use: Use, asset: string): Movie {
  const layers: Layer[] = [{ name: 'Ground', color: { color: '#00ff00' } }];
  if (use === 'video') layers.push({ name: 'Loot', video: { asset, audio: true } });
  if (use === 'image') layers.push({ name: 'Loot', image: { asset } });
  if (use === 'font') layers.push({ name: 'Loot', text: { text: 'Loot', font: asset, size: 20 } });
  return {
    params: {
      vparams: { width: 160, height: 90, videoframerate: { num: 25, den: 1 }, videocodec: 'x264' },
      aparams: { audiocodec: 'aac', audioabr: 64000 },
    },
    scenes: [{ name: 'Attack', length: 10, layers }],
    ...(use === 'audio' ? { audio: [{ asset }] } : {}),
  };
}

/** Where a refusal must point: the layer, or the audio track. */
export const placeOf = (use: Use) => (use === 'audio' ? 'Audio track 1' : 'Scene 1 "Attack", layer 2 "Loot"');

export type Route = 'token mp4' | 'token png' | 'renderframe' | 'preview jpg' | 'preview hls';
export const ROUTES: Route[] = ['token mp4', 'token png', 'renderframe', 'preview jpg', 'preview hls'];
/** Routes whose output has sound: only they open a movie's audio tracks. */
export const SOUND_ROUTES: Route[] = ['token mp4', 'preview hls'];

/** What a caller gets back from rendering an inline movie through a route. */
export async function renderThrough(
  server: TestServer,
  token: string,
  prjuid: string,
  route: Route,
  movie: Movie,
): Promise<BinaryReply> {
  if (route === 'token mp4' || route === 'token png') {
    const created = await server.request(`${render()}/v2/render/${prjuid}`, { method: 'POST', token, body: { movie } });
    if (created.status !== 200)
      return { status: created.status, headers: created.headers, bytes: Buffer.from(created.text), json: created.json };
    return fetchBytes(
      server,
      `${render()}/v2/render/${created.json.token}.${route === 'token mp4' ? 'mp4' : 'png?frame=3'}`,
    );
  }
  if (route === 'renderframe') {
    const body = new FormData();
    body.append('movie', Buffer.from(encodeMovie(movie)).toString('base64'));
    body.append('framenumber', '3');
    return fetchBytes(server, `${iv()}/api/v1/sdl/renderframe/${prjuid}`, { method: 'PUT', token, body });
  }
  const request = encodePreviewRequest({ movie, format: route === 'preview jpg' ? 'JPG' : 'HLS', frame: 3 });
  return fetchBytes(server, `${preview()}/preview/v1/previewrequest/${prjuid}`, {
    method: 'PUT',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ previewrequest: Buffer.from(request).toString('base64') }),
  });
}

/** The centre colour of a rendered picture or video (a playlist's first segment for HLS). */
export async function centreOf(
  server: TestServer,
  reply: BinaryReply,
  scratch: string,
  name: string,
): Promise<[number, number, number]> {
  let bytes = reply.bytes;
  if (reply.json?.playlist) {
    const playlist = await fetchBytes(server, reply.json.playlist);
    const segment = playlist.bytes
      .toString()
      .split('\n')
      .find((line) => line.endsWith('.ts'))!;
    bytes = (await fetchBytes(server, new URL(segment, server.url + reply.json.playlist).pathname)).bytes;
  }
  const file = path.join(scratch, name);
  await writeFile(file, bytes);
  return centrePixel(file);
}

/** Demo's distinctive colour: pure blue. */
export const isBlue = ([r, g, b]: [number, number, number]) => b > 180 && r < 80 && g < 80;
