import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderError, renderMovie, type RenderRequest } from '../src/index.js';
import { makeMedia, run, type TestMedia } from './helpers/media.js';

let media: TestMedia;
beforeAll(async () => {
  media = await makeMedia();
});
afterAll(() => media.remove());

const movie = (
  second: Movie['scenes'] = [
    {
      name: 'Outro',
      length: 10,
      transition: { type: 'CROSSFADE', duration: 4 },
      layers: [{ image: { asset: 'red.png' } }],
    },
  ],
): Movie => ({
  params: { vparams: { width: 160, height: 90 } },
  scenes: [{ name: 'Intro', length: 20, layers: [{ video: { asset: 'clip.mp4' } }] }, ...(second ?? [])],
});

async function failure(request: Partial<RenderRequest>): Promise<RenderError> {
  const error = await renderMovie({
    movie: movie(),
    format: 'mp4',
    output: path.join(media.dir, 'out', 'x.mp4'),
    assets: media.resolver(),
    ...request,
  }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RenderError);
  return error as RenderError;
}

describe('render errors', () => {
  it('a missing asset is an input error naming the scene and its first frame', async () => {
    const error = await failure({
      movie: movie([
        {
          name: 'Outro',
          length: 10,
          transition: { type: 'CROSSFADE', duration: 4 },
          layers: [{ image: { asset: 'gone.png' } }],
        },
      ]),
    });
    expect([error.kind, error.scene, error.frame]).toEqual(['input', 1, 16]);
    expect(error.message).toBe(
      'Scene 2 "Outro", layer 1 uses the asset "gone.png", which does not exist in the project.',
    );
  });

  it('a missing font or sound is an input error too', async () => {
    const font = await failure({ movie: movie([{ length: 5, layers: [{ text: { text: 'hi', font: 'nope.ttf' } }] }]) });
    expect([font.kind, font.scene]).toEqual(['input', 1]);
    const sound = await failure({ movie: { ...movie(), audio: [{ asset: 'nope.wav' }] } });
    expect([sound.kind, sound.scene, sound.message]).toEqual([
      'input',
      undefined,
      'Audio track 1 uses the asset "nope.wav", which does not exist in the project.',
    ]);
  });

  it('a malformed movie is an input error', async () => {
    for (const bad of [
      { scenes: 'none' },
      { scenes: [{ length: 'long' }] },
      { scenes: [{ layers: [{ fit: 'SQUASH' }] }] },
      { colour: 1 },
      [],
    ]) {
      const error = await failure({ movie: bad as unknown as Movie });
      expect(error.kind).toBe('input');
    }
    expect((await failure({ movie: {} })).message).toBe('The movie has no scenes.');
  });

  it('a variable of the wrong type is an input error naming scene and field', async () => {
    const m: Movie = {
      ...movie([{ name: 'Outro', length: 10, layers: [{ text: { text: 'x', bindings: { size: 'big' } } }] }]),
      variables: [{ key: 'big', value: 'huge' }],
    };
    const error = await failure({ movie: m });
    expect([error.kind, error.scene]).toEqual(['input', 1]);
    expect(error.message).toMatch(
      /^Scene 2 "Outro", layer 1: the field "size" is bound to variable "big", whose value "huge"/,
    );
  });

  it('an unknown format is an input error', async () => {
    expect((await failure({ format: 'avi' as never })).kind).toBe('input');
  });

  it('a file that is no media ffmpeg reads is an input error naming the layer and where it is', async () => {
    const error = await failure({
      movie: movie([{ name: 'Broken', length: 10, layers: [{ video: { asset: 'broken.mp4' } }] }]),
    });
    expect(error.kind).toBe('input');
    expect(error.message).toBe('Scene 2 "Broken", layer 1: "broken.mp4" is not media the renderer can read.');
    expect([error.scene, error.frame]).toEqual([1, 20]);
  });

  it('a failed render leaves the previous output in place and no partial file', async () => {
    const output = path.join(media.dir, 'keep', 'movie.mp4');
    await renderMovie({ movie: movie(), format: 'mp4', output, assets: media.resolver() });
    await writeFile(output, 'previous');
    await failure({ movie: movie([{ length: 10, layers: [{ video: { asset: 'broken.mp4' } }] }]), output });
    expect(await readdir(path.dirname(output))).toEqual(['movie.mp4']);
  });

  it('an abort stops ffmpeg at once and leaves nothing behind', async () => {
    const output = path.join(media.dir, 'abort', 'long.mp4');
    const long: Movie = {
      params: { vparams: { width: 1280, height: 720 } },
      scenes: [{ length: 2500, layers: [{ video: { asset: 'clip.mp4', loop: true } }] }],
    };
    const controller = new AbortController();
    let abortedAt = 0;
    const abort = () => {
      if (abortedAt) return;
      abortedAt = Date.now();
      controller.abort();
    };
    // Stopped while ffmpeg works: at its first progress report (or after 5 s, then the test fails below).
    const fallback = setTimeout(abort, 5000);
    let progressed = false;
    const pending = renderMovie({
      movie: long,
      format: 'mp4',
      output,
      assets: media.resolver(),
      signal: controller.signal,
      encode: { preset: 'slow' },
      onProgress: () => {
        progressed = true;
        abort();
      },
    });
    const error = await pending.then(
      () => undefined,
      (e: unknown) => e as RenderError,
    );
    clearTimeout(fallback);
    expect(progressed).toBe(true);
    expect(error?.kind).toBe('aborted');
    expect(Date.now() - abortedAt).toBeLessThan(1000);
    expect(await readdir(path.dirname(output))).toEqual([]);
    const { stdout } = await run('ps', ['-eo', 'args']);
    expect(stdout).not.toContain(path.dirname(output));
  });

  it('a render asked with an aborted signal does not start', async () => {
    expect((await failure({ signal: AbortSignal.abort() })).kind).toBe('aborted');
  });

  it('reports progress up to the whole', async () => {
    const seen: number[] = [];
    await renderMovie({
      movie: movie(),
      format: 'webm',
      output: path.join(media.dir, 'out', 'progress.webm'),
      assets: media.resolver(),
      onProgress: (f) => seen.push(f),
    });
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= seen[i - 1]!))).toBe(true);
  });
});
