import type { Movie, Scene } from '@reelforge/sdl';
import { describe, expect, it } from 'vitest';
import { planMovie, RenderError, type RenderTarget } from '../src/index.js';
import { referenceMovie } from '../bench/reference-movie.js';

const scene = (length: number, transition?: Scene['transition']): Scene => ({
  length,
  layers: [{ color: { color: '#ff0000' } }],
  ...(transition ? { transition } : {}),
});
const movie = (scenes: Scene[], params: Movie['params'] = {}): Movie => ({ params, scenes });
const plan = (m: Movie, target: RenderTarget = 'mp4', more: Partial<Parameters<typeof planMovie>[1]> = {}) =>
  planMovie(m, { target, ...more });

describe('the timeline', () => {
  it('overlaps each transition with the end of the scene before, like the reference movie', () => {
    const p = plan(referenceMovie());
    expect(p.scenes.map((s) => [s.start, s.length, s.transition?.frames])).toEqual([
      [0, 106, undefined],
      [94, 87, 12],
      [169, 81, 12],
    ]);
    expect(p.frames).toBe(250); // 106 + 87 + 81 - 12 - 12
  });

  it('joins scenes without a transition end to end', () => {
    const p = plan(movie([scene(10), scene(20, { type: 'NONE', duration: 5 }), scene(30)]));
    expect(p.scenes.map((s) => s.start)).toEqual([0, 10, 30]);
    expect(p.frames).toBe(60);
  });

  it('gives a transition without a duration the default 12 frames', () => {
    expect(plan(movie([scene(30), scene(30, { type: 'CROSSFADE' })])).frames).toBe(48);
  });

  it('never makes a transition longer than either scene, nor overlapping the one before', () => {
    const p = plan(
      movie([scene(10), scene(8, { type: 'CROSSFADE', duration: 50 }), scene(20, { type: 'FADE', duration: 50 })]),
    );
    expect(p.scenes.map((s) => s.transition?.frames)).toEqual([undefined, 8, undefined]);
    expect(p.frames).toBe(10 + 8 + 20 - 8);
  });

  it('ignores a transition on the first scene', () => {
    expect(plan(movie([scene(10, { type: 'WIPE', duration: 5 })])).scenes[0]!.transition).toBeUndefined();
  });

  it('maps transitions to xfade: the new scene enters from its direction', () => {
    const types = (t: Scene['transition']) => plan(movie([scene(30), scene(30, t)])).scenes[1]!.transition;
    expect(types({ type: 'CROSSFADE', duration: 5 })?.xfade).toBe('fade');
    expect(types({ type: 'FADE', duration: 5 })?.xfade).toBe('fadeblack');
    expect(types({ type: 'FADE', duration: 5, color: '#FFFFFF' })?.xfade).toBe('fadewhite');
    expect(types({ type: 'FADE', duration: 5, color: '#336699' })).toMatchObject({
      xfade: 'fade',
      through: { hex: '0x336699' },
    });
    expect([1, 2, 3, 4].map((direction) => types({ type: 'WIPE', duration: 5, direction })?.xfade)).toEqual([
      'wipedown',
      'wipeleft',
      'wipeup',
      'wiperight',
    ]);
    expect([1, 2, 3, 4].map((direction) => types({ type: 'PUSH', duration: 5, direction })?.xfade)).toEqual([
      'slidedown',
      'slideleft',
      'slideup',
      'slideright',
    ]);
    expect(types({ type: 'WIPE', duration: 5 })?.xfade).toBe('wipeleft');
    expect(() => types({ type: 'WIPE', duration: 5, direction: 7 })).toThrow(/direction 7/);
  });

  it('times layers inside their scene and drops those that never show', () => {
    const p = plan(
      movie([
        {
          length: 50,
          layers: [
            { color: { color: '#000000' }, start: 10, duration: 100, fadein: 80 },
            { color: { color: '#000000' }, start: 60 },
            { text: { text: '' } },
          ],
        },
      ]),
    );
    expect(p.scenes[0]!.layers).toHaveLength(1);
    expect(p.scenes[0]!.layers[0]).toMatchObject({
      start: 10,
      end: 50,
      fadein: 40,
      opacity: 1,
      fit: 'COVER',
      rect: { x: 0, y: 0, w: 640, h: 360 },
    });
  });

  it('gives text white DejaVu Sans, centred, sized to the frame, unless told otherwise', () => {
    const p = plan(movie([{ length: 5, layers: [{ text: { text: 'Hi' } }] }]));
    expect(p.scenes[0]!.layers[0]).toMatchObject({
      kind: 'text',
      font: '',
      size: 24,
      color: { hex: '0xffffff', alpha: 1 },
      align: 'CENTER',
      valign: 'MIDDLE',
    });
  });

  it('reads #rrggbbaa colours', () => {
    const p = plan(movie([{ length: 5, layers: [{ text: { text: 'Hi', color: '#ff000080', box: '#000000' } }] }]));
    expect(p.scenes[0]!.layers[0]).toMatchObject({
      color: { hex: '0xff0000', alpha: 128 / 255 },
      box: { hex: '0x000000', alpha: 1 },
    });
  });

  it('lays the audio tracks out, cut at the end of the movie', () => {
    const p = plan({
      scenes: [scene(100)],
      audio: [
        { asset: 'a.wav', offset: 20, start: 5, fadein: 10 },
        { asset: 'b.wav', duration: 30, volume: 0.5 },
        { asset: 'c.wav', offset: 100 },
      ],
    });
    expect(p.audio).toEqual([
      { asset: 'a.wav', track: 0, at: 20, from: 5, frames: 80, volume: 1, fadein: 10, fadeout: 0, loop: false },
      { asset: 'b.wav', track: 1, at: 0, from: 0, frames: 30, volume: 0.5, fadein: 0, fadeout: 0, loop: false },
    ]);
  });

  it('adds the sound of video layers that ask for it', () => {
    const p = plan({
      scenes: [
        scene(10),
        {
          length: 40,
          layers: [{ video: { asset: 'v.mp4', audio: true, volume: 0.3, offset: 7, loop: true }, start: 5 }],
        },
      ],
    });
    expect(p.audio).toEqual([
      {
        asset: 'v.mp4',
        at: 15,
        from: 7,
        frames: 35,
        volume: 0.3,
        fadein: 0,
        fadeout: 0,
        loop: true,
        layer: { scene: 1, index: 0 },
      },
    ]);
  });
});

describe('movie errors', () => {
  const error = (m: Movie) => {
    try {
      plan(m);
    } catch (e) {
      return e as RenderError;
    }
    throw new Error('no error');
  };

  it('a movie without scenes', () => {
    expect(error({}).message).toBe('The movie has no scenes.');
  });

  it('a scene without length, naming it', () => {
    const e = error(movie([scene(5), { name: 'Empty' }]));
    expect([e.kind, e.scene, e.message]).toEqual([
      'input',
      1,
      'Scene 2 "Empty" has no length: give it a number of frames.',
    ]);
  });

  it('a colour that is no colour, naming scene and layer', () => {
    const e = error(movie([{ length: 5, layers: [{ name: 'bg', color: { color: 'red' } }] }]));
    expect([e.kind, e.scene, e.message]).toEqual([
      'input',
      0,
      'Scene 1, layer 1 "bg", colour: "red" is not a colour (#rrggbb or #rrggbbaa).',
    ]);
  });

  it('an odd frame size', () => {
    expect(error(movie([scene(5)], { vparams: { width: 641, height: 360 } })).message).toMatch(
      /width 641 must be an even number/,
    );
  });

  it('a layer without its asset', () => {
    expect(error(movie([{ length: 5, layers: [{ image: {} }] }])).message).toBe('Scene 1, layer 1 has no asset.');
  });
});

describe('output parameters', () => {
  const output = (target: RenderTarget, params: Movie['params'] = {}) =>
    plan(movie([scene(10)], params), target).output;

  it('default to the blank movie: 640x360 at 25 fps', () => {
    const p = plan(movie([scene(10)]));
    expect([p.width, p.height, p.rate]).toEqual([640, 360, { num: 25, den: 1 }]);
  });

  it('keep the movie frame rate', () => {
    expect(plan(movie([scene(10)], { vparams: { videoframerate: { num: 30000, den: 1001 } } })).rate).toEqual({
      num: 30000,
      den: 1001,
    });
  });

  it('take the export bitrate for the height and the keyframe hint of 45 when unset', () => {
    expect(output('mp4').video).toEqual({ codec: 'libx264', bitrate: 1000, keyint: 45, preset: 'veryfast' });
    expect(output('mp4', { vparams: { width: 1280, height: 720 } }).video.bitrate).toBe(3000);
    expect(
      output('mp4', {
        vparams: { width: 1920, height: 1080, videobitrate: 4500, videominimumforcedkeyframeinterval: 90 },
      }).video,
    ).toMatchObject({ bitrate: 4500, keyint: 90 });
  });

  it('take the audio defaults of the movie codec when aparams are empty', () => {
    expect(output('mp4').audio).toEqual({ codec: 'aac', bitrate: 64000, sampleRate: 48000, channels: 2 });
    expect(output('webm', { vparams: { videocodec: 'vp8' } }).audio).toMatchObject({
      codec: 'libvorbis',
      bitrate: 128000,
    });
    expect(output('mpg', { vparams: { videocodec: 'mpeg2' } }).audio).toMatchObject({
      codec: 'libmp3lame',
      bitrate: 64000,
    });
    expect(output('wmv', { vparams: { videocodec: 'wmv' } }).audio).toMatchObject({
      codec: 'libmp3lame',
      bitrate: 64000,
    });
    expect(output('mov', { vparams: { videocodec: 'prores' } }).audio).toMatchObject({ codec: 'aac', bitrate: 64000 });
    expect(output('gif', { vparams: { videocodec: 'gif' } }).audio).toBeUndefined();
  });

  it('let the container decide the encoders', () => {
    const codecs = (['mp4', 'webm', 'mov', 'gif', 'mpg', 'wmv', 'flv', 'jpg', 'png', 'tif', 'hls'] as const).map(
      (t) => [t, output(t).video.codec, output(t).muxer, output(t).audio?.codec],
    );
    expect(codecs).toEqual([
      ['mp4', 'libx264', 'mp4', 'aac'],
      ['webm', 'libvpx', 'webm', 'libvorbis'],
      ['mov', 'prores_ks', 'mov', 'aac'],
      ['gif', 'gif', 'gif', undefined],
      ['mpg', 'mpeg2video', 'mpeg', 'mp2'],
      ['wmv', 'wmv2', 'asf', 'wmav2'],
      ['flv', 'libx264', 'flv', 'aac'],
      ['jpg', 'mjpeg', 'image2', undefined],
      ['png', 'png', 'image2', undefined],
      ['tif', 'tiff', 'image2', undefined],
      ['hls', 'libx264', 'hls', 'aac'],
    ]);
  });

  it('give HLS a keyframe every second', () => {
    expect(output('hls', { vparams: { videoframerate: { num: 30000, den: 1001 } } }).video.keyint).toBe(30);
  });

  it('drop the sound when the movie says none', () => {
    expect(output('mp4', { aparams: { audiocodec: 'none' } }).audio).toBeUndefined();
  });

  it('take the encoder settings a request pins', () => {
    const out = plan(movie([scene(10)]), 'mp4', { encode: { preset: 'medium', crf: 18, audioBitrate: 320000 } }).output;
    expect(out.video).toMatchObject({ preset: 'medium', crf: 18 });
    expect(out.audio?.bitrate).toBe(320000);
  });
});

describe('the render window', () => {
  const m = movie([scene(50), scene(50, { type: 'CROSSFADE', duration: 10 }), scene(50)]); // starts 0, 40, 90

  it('is one frame for a still, inside the movie', () => {
    expect(plan(m, 'jpg', { frame: 20 }).window).toEqual({
      start: 20,
      end: 21,
      renderStart: 20,
      renderEnd: 21,
      scenes: [{ scene: 0, from: 20, to: 21, transition: false }],
    });
    expect(plan(m, 'png', { frame: 139 }).window).toMatchObject({ start: 139, end: 140 });
  });

  it('refuses a frame past the end, negative or not whole', () => {
    expect(() => plan(m, 'png', { frame: 140 })).toThrow(
      "Frame 140 is past the movie's end: it has 140 frames (0 to 139).",
    );
    expect(() => plan(m, 'jpg', { frame: 5000 })).toThrow(/past the movie's end/);
    expect(() => plan(m, 'jpg', { frame: -1 })).toThrow('Frame -1 is not a frame number: use a whole number from 0.');
    expect(() => plan(m, 'tif', { frame: 2.5 })).toThrow(/Frame 2.5 is not a frame number/);
  });

  it('widens to a whole transition around a frame inside it', () => {
    expect(plan(m, 'jpg', { frame: 45 }).window).toEqual({
      start: 45,
      end: 46,
      renderStart: 40,
      renderEnd: 50,
      scenes: [
        { scene: 0, from: 40, to: 50, transition: false },
        { scene: 1, from: 0, to: 10, transition: true },
      ],
    });
  });

  it('takes a range of frames', () => {
    expect(plan(m, 'hls', { rangeStart: 60, rangeEnd: 100 }).window).toEqual({
      start: 60,
      end: 100,
      renderStart: 60,
      renderEnd: 100,
      scenes: [
        { scene: 1, from: 20, to: 50, transition: false },
        { scene: 2, from: 0, to: 10, transition: false },
      ],
    });
    expect(() => plan(m, 'hls', { rangeStart: 200 })).toThrow(/holds no frame/);
  });
});
