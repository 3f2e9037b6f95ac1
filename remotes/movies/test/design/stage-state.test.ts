import { describe, expect, it } from 'vitest';
import { pickLayers, selectedIn } from '../../src/design/selection.js';
import { boundVariable, stageLayers } from '../../src/design/stage-layers.js';

describe('the selection', () => {
  it('replaces, adds and toggles layers of one scene', () => {
    expect(pickLayers(null, 0, [1], false)).toEqual({ scene: 0, layers: [1] });
    expect(pickLayers({ scene: 0, layers: [1] }, 0, [2], true)).toEqual({ scene: 0, layers: [1, 2] });
    expect(pickLayers({ scene: 0, layers: [1, 2] }, 0, [1], true)).toEqual({ scene: 0, layers: [2] });
    expect(pickLayers({ scene: 1, layers: [1] }, 0, [2], true)).toEqual({ scene: 0, layers: [2] });
    expect(pickLayers({ scene: 0, layers: [1] }, 0, [], false)).toBeNull();
    expect(selectedIn({ scene: 1, layers: [3] }, 0)).toEqual([]);
  });
});

describe('the stage’s layers', () => {
  const scene = {
    length: 75,
    layers: [
      { name: 'Background', video: { asset: 'a.mp4' } },
      { name: '', text: { text: 'Hi', bindings: { text: 'title' } }, start: 40, position: { x: 5, y: 6, w: 7, h: 8 } },
    ],
  };

  it('gives every layer its box, name, badge and whether it shows at the frame', () => {
    const [background, title] = stageLayers(scene, 10, { width: 640, height: 360 });
    expect(background).toMatchObject({
      name: 'Background',
      kind: 'video',
      visible: true,
      box: { x: 0, y: 0, w: 640, h: 360 },
    });
    expect(background?.badge).toBeUndefined();
    expect(title).toMatchObject({
      name: 'Layer 2',
      kind: 'text',
      visible: false,
      badge: 'title',
      box: { x: 5, y: 6, w: 7, h: 8 },
    });
    expect(stageLayers(scene, 40, { width: 640, height: 360 })[1]?.visible).toBe(true);
  });

  it('finds a variable bound to the layer itself too', () => {
    expect(boundVariable({ bindings: { x: 'left' }, color: { color: '#fff' } })).toBe('left');
    expect(boundVariable({ color: { color: '#fff' } })).toBeUndefined();
  });

  it('shows a layer that follows a track where its points put it, once they are read', () => {
    const followed = {
      length: 50,
      layers: [
        {
          name: 'Logo',
          color: { color: '#fff' },
          position: { w: 100, h: 40 },
          tracking: { video: 'a.mp4', version: 'v1' },
        },
      ],
    };
    const points = [{ frame: 0, x: 0.5, y: 0.5 }];
    const size = { width: 640, height: 360 };
    expect(stageLayers(followed, 5, size)[0]?.box).toEqual({ x: 0, y: 0, w: 100, h: 40 });
    const read = (video: string, version: string) => (video === 'a.mp4' && version === 'v1' ? points : undefined);
    expect(stageLayers(followed, 5, size, read)[0]?.box).toEqual({ x: 270, y: 160, w: 100, h: 40 });
  });
});
