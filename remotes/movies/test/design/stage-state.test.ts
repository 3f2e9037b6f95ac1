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
});
