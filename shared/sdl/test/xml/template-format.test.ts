import { describe, expect, it } from 'vitest';
import { templateFormat, xmlToMovie } from '@reelforge/sdl/xml';

function formatOf(text: string) {
  const result = xmlToMovie(text);
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  return templateFormat(result.movie);
}

describe("a template's width, height and frame rate, as its compdata entry lists them", () => {
  it('are 640x360 at 25/1 when the template leaves them out', () => {
    expect(formatOf('<movie><scene length="10"/></movie>')).toEqual({ width: 640, height: 360, fps: '25/1' });
    expect(formatOf('<movie><params><vparams videocodec="vp8"/></params></movie>')).toEqual({
      width: 640,
      height: 360,
      fps: '25/1',
    });
  });

  it('are those the template gives, a bare frame rate read as n/1', () => {
    expect(
      formatOf('<movie><params><vparams width="1920" height="1080" videoframerate="30000/1001"/></params></movie>'),
    ).toEqual({ width: 1920, height: 1080, fps: '30000/1001' });
    expect(formatOf('<movie><params><vparams width="1280" videoframerate="50"/></params></movie>')).toEqual({
      width: 1280,
      height: 360,
      fps: '50/1',
    });
  });
});
