import { RenderError } from '@reelforge/renderer';
import { describe, expect, it } from 'vitest';
import { describeFailure, scrubPaths, withLocation } from '../../src/render/failure.ts';

const scenes = [{ name: 'Intro' }, {}];
const base = {
  scenes,
  subject: 'movie "promo"',
  sessionId: 'ab'.repeat(16),
  rendering: 'mp4',
  timedOut: false,
  timeoutMs: 60_000,
  dataDir: '/srv/data',
};

describe('withLocation', () => {
  it('adds the scene and frame a message does not name yet', () => {
    expect(withLocation('Asset x.png does not exist.', scenes, 0, 12)).toBe(
      'Asset x.png does not exist. (Scene 1 "Intro", frame 12)',
    );
    expect(withLocation('Bad value.', scenes, 1, undefined)).toBe('Bad value. (Scene 2)');
    expect(withLocation('Scene 1 "Intro": bad value.', scenes, 0, undefined)).toBe('Scene 1 "Intro": bad value.');
    expect(withLocation('No location known.', scenes, undefined, undefined)).toBe('No location known.');
  });
});

describe('scrubPaths', () => {
  it('drops the data folder and a project folder from paths', () => {
    expect(scrubPaths(`cannot open /srv/data/blobs/eu-west-1/${'c'.repeat(32)}/userdata/a b.mp4`, '/srv/data')).toBe(
      'cannot open a b.mp4',
    );
    expect(scrubPaths('cannot write /srv/data/previews/x/seg1.ts', '/srv/data')).toBe(
      'cannot write /previews/x/seg1.ts',
    );
  });
});

describe('describeFailure', () => {
  it('tells an input error in full, with where it happened, as a 400', () => {
    const { failure, entry, kind } = describeFailure({
      ...base,
      error: new RenderError('Asset x.png does not exist.', 'input', 0, 3),
    });
    expect(kind).toBe('input');
    expect(failure.statusCode).toBe(400);
    expect(failure.message).toBe('Asset x.png does not exist. (Scene 1 "Intro", frame 3)');
    expect(entry).toEqual({
      message: failure.message,
      scenes: ['Intro'],
      context: 'input error rendering mp4 of movie "promo"',
      frame: 3,
    });
  });

  it('answers any other failure with the session only and keeps the details for the error log', () => {
    const { failure, entry } = describeFailure({
      ...base,
      subject: '',
      error: new RenderError('ffmpeg: /srv/data/x broke', 'ffmpeg', 1),
    });
    expect(failure.statusCode).toBe(500);
    expect(failure.expose).toBe(true);
    expect(failure.message).toBe(`Render failed (session ${base.sessionId})`);
    expect(entry).toEqual({
      message: 'ffmpeg: /x broke',
      scenes: ['Scene 2'],
      context: 'ffmpeg error rendering mp4',
      frame: null,
    });
    expect(describeFailure({ ...base, error: new Error('boom') }).kind).toBe('internal');
  });

  it('names a story and its scene like a movie and its scene', () => {
    const story = { ...base, scenes: [{ name: 'Welcome' }, { name: 'Offer' }], subject: 'story "Spring"' };
    const { failure, entry } = describeFailure({
      ...story,
      error: new RenderError('The asset "x.mp4" does not exist in the project.', 'input', 1),
    });
    expect(failure.message).toBe('The asset "x.mp4" does not exist in the project. (Scene 2 "Offer")');
    expect(entry).toMatchObject({ scenes: ['Offer'], context: 'input error rendering mp4 of story "Spring"' });
  });

  it('says a render timed out, as a 504', () => {
    const { failure, entry, kind } = describeFailure({
      ...base,
      timedOut: true,
      error: new RenderError('Render aborted', 'aborted'),
    });
    expect(kind).toBe('timeout');
    expect(failure.statusCode).toBe(504);
    expect(failure.message).toBe(`Render timed out after 60 s (session ${base.sessionId})`);
    expect(entry.message).toBe('Timed out after 60000 ms: Render aborted');
  });
});
