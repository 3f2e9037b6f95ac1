import { encodeMovie, type Movie } from '@reelforge/sdl';
import { api, fetchBytes, type BinaryReply } from './assets.ts';
import type { TestServer } from './server.ts';

const enc = encodeURIComponent;
export const render = (region = 'eu-west-1') => `/r/${region}/render`;
export const preview = (region = 'eu-west-1') => `/r/${region}/preview`;

/** A tiny movie that renders fast: 160x90 at 25 fps, 25 frames, a colour and a text bound to `title`. */
export function tinyMovie(overrides: Partial<Movie> = {}): Movie {
  return {
    params: {
      vparams: { width: 160, height: 90, videoframerate: { num: 25, den: 1 }, videocodec: 'x264' },
      aparams: { audiocodec: 'aac', audioabr: 64000 },
    },
    scenes: [
      {
        name: 'Only',
        length: 25,
        layers: [
          { name: 'Background', color: { color: '#cc2222' } },
          { name: 'Title', text: { text: 'Hi', size: 20, color: '#ffffff', bindings: { text: 'title' } } },
        ],
      },
    ],
    // type MAP is proto3's default: the normalised form leaves it out.
    variables: [{ key: 'title', valuetype: 'string', value: 'Hello', defaultvalue: 'Hello' }],
    ...overrides,
  };
}

/** PUT /v1/sdl as the binary message. */
export function putMovieBinary(
  server: TestServer,
  token: string,
  prjuid: string,
  name: string,
  movie: Movie | Uint8Array,
  region?: string,
): Promise<BinaryReply> {
  const bytes = movie instanceof Uint8Array ? movie : encodeMovie(movie);
  return fetchBytes(server, `${api(region)}/sdl/${prjuid}/${enc(name)}?forcereencode=1`, {
    method: 'PUT',
    token,
    body: bytes,
    headers: { 'content-type': 'application/x-protobuf' },
  });
}

/** PUT /v1/sdl as JSON. */
export function putMovieJson(
  server: TestServer,
  token: string,
  prjuid: string,
  name: string,
  movie: unknown,
  region?: string,
): Promise<BinaryReply> {
  return fetchBytes(server, `${api(region)}/sdl/${prjuid}/${enc(name)}`, {
    method: 'PUT',
    token,
    body: JSON.stringify(movie),
    headers: { 'content-type': 'application/json' },
  });
}

/** POST /v2/render and the token, or throws with the answer. */
export async function renderToken(
  server: TestServer,
  token: string,
  prjuid: string,
  body: Record<string, unknown>,
  region?: string,
): Promise<string> {
  const reply = await server.request(`${render(region)}/v2/render/${prjuid}`, { method: 'POST', token, body });
  if (reply.status !== 200) throw new Error(`render: ${reply.status} ${reply.text}`);
  return reply.json.token as string;
}

/** A lean movie for tests across processes: 320x180, `seconds` long, its title bound to `title`. */
export function leanMovie(seconds: number): Movie {
  const tiny = tinyMovie();
  return tinyMovie({
    params: { ...tiny.params, vparams: { ...tiny.params!.vparams!, width: 320, height: 180 } },
    scenes: tiny.scenes!.map((scene) => ({ ...scene, length: seconds * 25 })),
  });
}
