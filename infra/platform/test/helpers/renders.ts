import type { Movie } from '@reelforge/sdl';
import { render, tinyMovie } from './movies.ts';
import type { Reply, TestServer } from './server.ts';

/** A small frame for a long time: a render that runs until it is stopped, light on the machine. */
export function longMovie(seconds = 4 * 60 * 60): Movie {
  return tinyMovie({
    params: { vparams: { width: 32, height: 32, videoframerate: { num: 25, den: 1 }, videocodec: 'x264' } },
    scenes: [{ name: 'Long', length: seconds * 25, layers: [{ name: 'Colour', color: { color: '#2266cc' } }] }],
    variables: [],
  });
}

/** A movie whose only scene lasts as many frames as the variable `frames` says (25 by default). */
export function boundLengthMovie(): Movie {
  return tinyMovie({
    scenes: [
      {
        name: 'Bound',
        length: 25,
        bindings: { length: 'frames' },
        layers: [{ name: 'Colour', color: { color: '#22cc66' } }],
      },
    ],
    variables: [{ key: 'frames', valuetype: 'string', value: '25', defaultvalue: '25' }],
  });
}

/** Polls a token's status until `until` holds. */
export async function waitForStatus(
  server: TestServer,
  token: string,
  until: (status: any) => boolean,
  region?: string,
): Promise<any> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const reply = await server.request(`${render(region)}/v2/render/${token}/status`);
    if (reply.status !== 200) throw new Error(`status: ${reply.status} ${reply.text}`);
    if (until(reply.json)) return reply.json;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the render of ${token} never got there`);
}

/** DELETE on a render session: the cancel call. */
export function cancelRender(server: TestServer, token: string, session: string, region?: string): Promise<Reply> {
  return server.request(`${render(region)}/v2/render/session/${session}`, { method: 'DELETE', token });
}
