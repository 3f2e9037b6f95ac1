import type { AssetList } from '@reelforge/model';
import type { Align, Layer, Movie, VAlign } from '@reelforge/sdl';
import { NumberField, SelectField, TextField } from '@reelforge/ui';
import { bindField, boundKey, type BindTarget } from '../edit/bindings.js';
import { updateLayer, type LayerAt, type MovieEdit } from '../edit/movie-edit.js';
import { AssetSelect, BindSelect, ColourField } from '../fields.js';

interface Props {
  at: LayerAt;
  layer: Layer;
  movie: Movie;
  assets: AssetList | null;
  edit: (change: MovieEdit) => void;
}

const names = (assets: AssetList | null, group: 'Videos' | 'Images' | 'Fonts') =>
  (assets?.[group] ?? []).map((asset) => asset.name);

/** The fields of a layer's content: the asset of a video or image, the text and its look, or the colour. */
export function LayerContent({ at, layer, movie, assets, edit }: Props) {
  const variables = movie.variables ?? [];
  const bind = (target: BindTarget) => (key: string | null) => edit(bindField(target, key));
  if (layer.video) {
    const target: BindTarget = { layer: at, content: 'video', field: 'asset' };
    return (
      <div className="rf-layer-content">
        <AssetSelect
          noun="a video"
          value={layer.video.asset}
          names={names(assets, 'Videos')}
          onChange={(asset) => edit(updateLayer(at, { asset }, 'video'))}
        />
        <BindSelect bound={boundKey(movie, target)} variables={variables} stem="video" onBind={bind(target)} />
        <label className="rf-check">
          <input
            type="checkbox"
            checked={layer.video.loop ?? false}
            onChange={(e) => edit(updateLayer(at, { loop: e.target.checked || undefined }, 'video'))}
          />
          Loop
        </label>
        <label className="rf-check">
          <input
            type="checkbox"
            checked={layer.video.audio ?? false}
            onChange={(e) => edit(updateLayer(at, { audio: e.target.checked || undefined }, 'video'))}
          />
          Use the video’s sound
        </label>
        <NumberField
          label="Volume"
          integer={false}
          min={0}
          max={4}
          step={0.1}
          value={layer.video.volume}
          onChange={(volume) => edit(updateLayer(at, { volume }, 'video'))}
        />
      </div>
    );
  }
  if (layer.image) {
    const target: BindTarget = { layer: at, content: 'image', field: 'asset' };
    return (
      <div className="rf-layer-content">
        <AssetSelect
          noun="an image"
          value={layer.image.asset}
          names={names(assets, 'Images')}
          onChange={(asset) => edit(updateLayer(at, { asset }, 'image'))}
        />
        <BindSelect bound={boundKey(movie, target)} variables={variables} stem="image" onBind={bind(target)} />
      </div>
    );
  }
  if (layer.text) {
    const target: BindTarget = { layer: at, content: 'text', field: 'text' };
    const text = layer.text;
    return (
      <div className="rf-layer-content">
        <TextField
          label="Text"
          rows={2}
          value={text.text}
          onChange={(value) => edit(updateLayer(at, { text: value }, 'text'))}
        />
        <BindSelect bound={boundKey(movie, target)} variables={variables} stem="text" onBind={bind(target)} />
        <NumberField
          label="Size"
          min={1}
          value={text.size}
          onChange={(size) => edit(updateLayer(at, { size }, 'text'))}
        />
        <ColourField label="Colour" value={text.color} onChange={(color) => edit(updateLayer(at, { color }, 'text'))} />
        <SelectField
          label="Font"
          value={text.font ?? ''}
          options={names(assets, 'Fonts')}
          empty="DejaVu Sans (default)"
          onChange={(font) => edit(updateLayer(at, { font: font || undefined }, 'text'))}
        />
        <SelectField
          label="Align"
          value={text.align ?? 'CENTER'}
          options={['CENTER', 'LEFT', 'RIGHT']}
          onChange={(align) => edit(updateLayer(at, { align: align as Align }, 'text'))}
        />
        <SelectField
          label="Vertical align"
          value={text.valign ?? 'MIDDLE'}
          options={['MIDDLE', 'TOP', 'BOTTOM']}
          onChange={(valign) => edit(updateLayer(at, { valign: valign as VAlign }, 'text'))}
        />
        <ColourField label="Box colour" value={text.box} onChange={(box) => edit(updateLayer(at, { box }, 'text'))} />
      </div>
    );
  }
  if (layer.color) {
    return (
      <div className="rf-layer-content">
        <ColourField
          label="Colour"
          value={layer.color.color}
          onChange={(color) => edit(updateLayer(at, { color }, 'color'))}
        />
      </div>
    );
  }
  return <p className="rf-hint">This layer has no content.</p>;
}
